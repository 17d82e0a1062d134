/**
 * The full-site import's rules (spec part 2 §4, §5, §9): pure, so the
 * store, the wizard and the tests share one copy.
 */

/**
 * Internal dependencies
 */
import { LOGO_WIDTH } from './generated/rules';

/** Spec part 2 §9 numbers. */
export const FSI = {
	/** Polling starts at 1000 ms, grows 500 ms after 5 empty polls, up to 5000 ms. */
	pollStartMs: 1000,
	pollStepMs: 500,
	pollEmptyBeforeStep: 5,
	pollMaxMs: 5000,
	/** Retries before switching to the polling transport ('lightspeed'), and before giving up. */
	retriesToLightspeed: 10,
	retriesToStop: 20,
	/** Each message restarts this timer; when it runs out the wizard says so. */
	inactivityMs: 60_000,
	/**
	 * A stream whose first event has not come in this time is held back
	 * by a proxy that buffers responses: the wizard polls instead.
	 */
	firstEventMs: 5000,
	/** The results ask for the images' smaller sizes this often while some wait. */
	imageSizesPollMs: 2000,
	/** Confetti on the results. */
	confettiPieces: 200,
	confettiMs: 3500,
	/** Typography and colour edits. */
	throttleMs: 500,
	/** The logo width (px): from the server's rules (`./generated/rules`). */
	logo: LOGO_WIDTH,
} as const;

/** Preview sizes (spec part 2 §2): desktop is the full width. */
export const PREVIEW_SIZES = {
	desktop: null,
	tablet: { width: 720, height: 1080 },
	mobile: { width: 320, height: 480 },
} as const;

/**
 * The width the desktop preview is drawn at: a narrower stage shows it
 * scaled down, so the page gets its desktop styles (not a tablet's).
 */
export const DESKTOP_WIDTH = 1280;

export type Device = keyof typeof PREVIEW_SIZES;
export const DEVICES: Device[] = [ 'desktop', 'tablet', 'mobile' ];

/**
 * The next polling delay: 1000 ms at first, 500 ms more after every 5
 * empty polls in a row, 5000 ms at most. A poll that brought news starts
 * over.
 *
 * @param emptyPolls Empty polls in a row.
 */
export function pollDelay( emptyPolls: number ): number {
	const steps = Math.floor( emptyPolls / FSI.pollEmptyBeforeStep );
	return Math.min( FSI.pollMaxMs, FSI.pollStartMs + steps * FSI.pollStepMs );
}

/**
 * Which transport after a number of failed connections: the stream, the
 * polling transport from the 10th retry, nothing from the 20th.
 *
 * @param retries   Failed connections so far.
 * @param preferred The transport the site asked for.
 */
export function transportAfter(
	retries: number,
	preferred: 'stream' | 'lightspeed'
): 'stream' | 'lightspeed' | 'stop' {
	if ( retries >= FSI.retriesToStop ) {
		return 'stop';
	}
	if ( retries >= FSI.retriesToLightspeed ) {
		return 'lightspeed';
	}
	return preferred;
}

/**
 * Site title and tagline fallbacks (spec part 2: "split on hyphen"): the
 * parts of the pack name around its first hyphen or dash standing between
 * spaces ("Harbor - Creative Agency"). A hyphen inside a word
 * ("Sun-Kissed Bakery") splits nothing, and the tagline keeps any later
 * separator ("Sterling & Vale - Law Firm - Boston": "Sterling & Vale",
 * "Law Firm - Boston"). Issue [23] #5.
 *
 * @param name Pack name.
 */
export function titleFallback( name: string ): {
	title: string;
	slogan: string;
} {
	const match = /\s[-–—]\s/.exec( name );
	if ( ! match ) {
		return { title: name.trim(), slogan: '' };
	}
	return {
		title: name.slice( 0, match.index ).trim(),
		slogan: name.slice( match.index + match[ 0 ].length ).trim(),
	};
}

/**
 * A logo width inside its range (`FSI.logo`).
 *
 * @param value Width.
 */
export function clampLogo( value: number ): number {
	if ( ! Number.isFinite( value ) ) {
		return FSI.logo.default;
	}
	return Math.min(
		FSI.logo.max,
		Math.max( FSI.logo.min, Math.round( value ) )
	);
}

export const UNITS = [ 'px', 'em', 'rem', 'vw', 'vh' ] as const;
export type Unit = ( typeof UNITS )[ number ];
export const WEIGHTS = [
	'default',
	'100',
	'200',
	'300',
	'400',
	'500',
	'600',
	'700',
	'800',
	'900',
	'normal',
	'bold',
] as const;
export const TRANSFORMS = [
	'default',
	'uppercase',
	'lowercase',
	'capitalize',
	'none',
] as const;
export const DECORATIONS = [
	'default',
	'overline',
	'line-through',
	'underline',
	'underline overline',
	'initial',
	'none',
] as const;

export type SizeField = 'font_size' | 'line_height' | 'letter_spacing';

/** A slider's range. */
export interface Range {
	min: number;
	max: number;
	step: number;
}

/**
 * The range of a typography size (spec part 2 §5): px size 1–200; em/rem
 * and vw 0.1–10; letter spacing px −5–10 step 0.1, em/rem 0–1 step 0.01;
 * line height px from 1; vh 0–100; otherwise 0–100 step 1.
 *
 * @param field Which size.
 * @param unit  Unit.
 */
export function rangeOf( field: SizeField, unit: string ): Range {
	if ( field === 'letter_spacing' ) {
		if ( unit === 'px' ) {
			return { min: -5, max: 10, step: 0.1 };
		}
		if ( unit === 'em' || unit === 'rem' ) {
			return { min: 0, max: 1, step: 0.01 };
		}
	}
	if ( unit === 'vh' ) {
		return { min: 0, max: 100, step: 1 };
	}
	if ( unit === 'em' || unit === 'rem' || unit === 'vw' ) {
		return { min: 0.1, max: 10, step: 0.1 };
	}
	if ( unit === 'px' && field === 'font_size' ) {
		return { min: 1, max: 200, step: 1 };
	}
	if ( unit === 'px' && field === 'line_height' ) {
		return { min: 1, max: 100, step: 1 };
	}
	return { min: 0, max: 100, step: 1 };
}

/**
 * A value clamped to its range, rounded to its step.
 *
 * @param field Which size.
 * @param unit  Unit.
 * @param value Value.
 */
export function clampSize(
	field: SizeField,
	unit: string,
	value: number
): number {
	const { min, max, step } = rangeOf( field, unit );
	const clamped = Math.min(
		max,
		Math.max( min, Number.isFinite( value ) ? value : min )
	);
	const decimals = ( String( step ).split( '.' )[ 1 ] ?? '' ).length;
	return Number(
		( Math.round( clamped / step ) * step ).toFixed( decimals )
	);
}

/** Pro plugins and where they are bought (spec part 2 §9). */
export const PRO_PLUGIN_LINKS: Record< string, string > = {
	'elementor-pro': 'https://elementor.com/pricing/',
	'essential-addons-elementor': 'https://essential-addons.com/#pricing',
	'essential-blocks-pro': 'https://essentialblocks.com/#pricing',
};

/**
 * Where to get a plugin that failed or is pro, if we know.
 *
 * @param slug Plugin slug.
 */
export function purchaseLink( slug: string ): string | null {
	return PRO_PLUGIN_LINKS[ slug ] ?? null;
}

/**
 * Whether a plugin's box may be unticked: not when the pack needs it
 * (mustHave) nor when it is installed already.
 *
 * @param dependency           Plugin.
 * @param dependency.mustHave  The pack needs it.
 * @param dependency.installed Installed on this site.
 */
export function isLockedPlugin( dependency: {
	mustHave?: boolean;
	installed?: boolean;
} ): boolean {
	return Boolean( dependency.mustHave || dependency.installed );
}

/**
 * Whether a colour value is one the wizard may send.
 *
 * @param value Value.
 */
export function isHexColour( value: string ): boolean {
	return /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test( value );
}
