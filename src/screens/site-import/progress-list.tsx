/**
 * Step 2 once the import runs: the progress list, the steps and titles the
 * server planned (spec part 2 §4's order lives in `Importer::STEPS`), each
 * step processing, complete at 100 percent, or error.
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

/**
 * The steps this import takes, as the server planned them, each with what
 * the server last said of it (its title included); a step the server
 * reported outside its plan keeps its place at the end.
 *
 * @param wizard The wizard.
 */
export function progressLines( wizard: WizardState ): ProgressStep[] {
	const known = new Map(
		wizard.progress.map( ( step ) => [ step.type, step ] )
	);
	const planned = new Set( wizard.plan.map( ( step ) => step.type ) );
	return [
		...wizard.plan.map(
			( step, position ): ProgressStep =>
				known.get( step.type ) ?? {
					type: step.type,
					title: step.title,
					message: '',
					progress: 0,
					status: 'processing',
					position,
				}
		),
		...wizard.progress.filter( ( step ) => ! planned.has( step.type ) ),
	];
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
							{ line.title }
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
								line.title
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
