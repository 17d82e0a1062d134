/**
 * Step 2 once the import runs: the progress list in the spec's order
 * (part 2 §4), each step processing, complete at 100 percent, or error.
 */
/**
 * WordPress dependencies
 */
import { Icon, Spinner } from '@wordpress/components';
import { useFocusOnMount } from '@wordpress/compose';
import { __, sprintf } from '@wordpress/i18n';
import { check, closeSmall } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { ProgressStep } from '../../api/site-import';
import type { WizardState } from '../../stores/site-import';
import { progressSteps } from '../../utils/site-import';
import { stepLabel } from './labels';

/**
 * The steps this import takes, with what the server said of each.
 *
 * @param wizard The wizard.
 */
export function progressLines( wizard: WizardState ): ProgressStep[] {
	const theme = wizard.info?.theme;
	const planned = progressSteps( {
		plugins: wizard.form.plugins.length,
		themeToInstall: Boolean(
			theme && theme.status !== 'active' && wizard.themeChecked
		),
		attachments: Boolean( wizard.info?.manifest.has_attachments ),
	} );
	const known = new Map(
		wizard.progress.map( ( step ) => [ step.type, step ] )
	);
	const types = [
		...planned,
		...wizard.progress
			.map( ( step ) => step.type )
			.filter( ( type ) => ! planned.includes( type ) ),
	].filter(
		( type ) =>
			known.has( type ) ||
			wizard.progress.length === 0 ||
			planned.includes( type )
	);
	return types.map(
		( type, position ) =>
			known.get( type ) ?? {
				type,
				title: stepLabel( type ),
				message: '',
				progress: 0,
				status: 'processing',
				position,
			}
	);
}

/**
 * The list.
 *
 * @param props        Props.
 * @param props.wizard The wizard.
 */
export default function ProgressList( { wizard }: { wizard: WizardState } ) {
	// Import, which had the focus, is gone: the list takes it, so a keyboard
	// can scroll it and a screen reader reads where the import is.
	const focusOnMount = useFocusOnMount( true );
	const lines = progressLines( wizard );
	const current = lines.find(
		( line ) =>
			line.status === 'processing' &&
			wizard.progress.some( ( s ) => s.type === line.type )
	);
	return (
		<ol
			className="stencilbox-site-import__progress"
			aria-live="polite"
			aria-label={ __( 'Import progress', 'stencilbox' ) }
			// A stop for the keyboard: the wizard scrolls and has no other
			// control while the import runs.
			tabIndex={ 0 }
			ref={ focusOnMount }
		>
			{ lines.map( ( line ) => {
				const started = wizard.progress.some(
					( step ) => step.type === line.type
				);
				const state = started ? line.status : 'waiting';
				return (
					<li
						key={ line.type }
						className={ `stencilbox-site-import__progress-step is-${ state }` }
					>
						<span className="stencilbox-site-import__progress-icon">
							{ state === 'complete' && <Icon icon={ check } /> }
							{ state === 'error' && (
								<Icon icon={ closeSmall } />
							) }
							{ state === 'processing' &&
								current?.type === line.type &&
								wizard.status === 'running' && <Spinner /> }
						</span>
						<span className="stencilbox-site-import__progress-title">
							{ stepLabel( line.type ) }
						</span>
						<span
							className="stencilbox-site-import__progress-bar"
							role="progressbar"
							aria-valuemin={ 0 }
							aria-valuemax={ 100 }
							aria-valuenow={ started ? line.progress : 0 }
							aria-label={ sprintf(
								/* translators: %s: step name. */
								__( '%s progress', 'stencilbox' ),
								stepLabel( line.type )
							) }
						>
							<span
								style={ {
									width: `${ started ? line.progress : 0 }%`,
								} }
							/>
						</span>
						<span className="stencilbox-site-import__progress-percent">
							{ started ? `${ line.progress }%` : '' }
						</span>
					</li>
				);
			} ) }
		</ol>
	);
}
