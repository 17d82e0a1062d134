/**
 * The full-site import wizard (spec part 2 §2, §4): step 1 customize,
 * step 2 dependencies then progress, step 3 results. While an import runs
 * the wizard cannot be closed, leaving the page asks first and Back is
 * blocked.
 */
/**
 * WordPress dependencies
 */
import { Button, Modal, Notice, Spinner } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import HtmlMessage, { plainText } from '../../components/html-message';
import { store } from '../../stores/site-import';
import type { WizardState } from '../../stores/site-import';
import { useUpgradeUrl } from '../app/hooks/use-upgrade-url';
import CustomizeStep from './customize-step';
import DependenciesStep from './dependencies-step';
import { useLeaveGuard } from './hooks/use-leave-guard';
import ProgressList from './progress-list';
import ResultsStep from './results-step';
import './style.scss';

const STEPS = [
	__( 'Customize', 'stencilbox' ),
	__( 'Dependencies', 'stencilbox' ),
	__( 'Done', 'stencilbox' ),
];

function stepClass( position: number, step: number ): string {
	if ( position === step ) {
		return 'is-current';
	}
	return position < step ? 'is-done' : '';
}

function Stepper( { step }: { step: number } ) {
	return (
		<ol className="stencilbox-site-import__stepper">
			{ STEPS.map( ( label, index ) => (
				<li
					key={ label }
					className={ stepClass( index + 1, step ) }
					aria-current={ index + 1 === step ? 'step' : undefined }
				>
					<span>{ index + 1 }</span>
					{ label }
				</li>
			) ) }
		</ol>
	);
}

function Problem( { wizard }: { wizard: WizardState } ) {
	const { retry } = useDispatch( store );
	if ( ! wizard.error ) {
		return null;
	}
	return (
		<Notice
			status="error"
			isDismissible={ false }
			className="stencilbox-site-import__error"
			spokenMessage={ `${ wizard.error.title } ${ plainText( wizard.error.message ) }` }
			actions={
				wizard.sessionId &&
				( wizard.error.retry || wizard.status === 'error' )
					? [
							{
								label: __( 'Retry', 'stencilbox' ),
								onClick: () => retry(),
								variant: 'primary',
							},
						]
					: []
			}
		>
			<strong>{ wizard.error.title }</strong>{ ' ' }
			<HtmlMessage html={ wizard.error.message } />
		</Notice>
	);
}

function Footer( { wizard }: { wizard: WizardState } ) {
	const { next, back, startImport, closeWizard } = useDispatch( store );
	const running = wizard.status === 'running' || wizard.status === 'starting';
	// Done, or on its way: Close, or the request to wait while it runs.
	if ( wizard.step === 3 || wizard.sessionId ) {
		const waiting = wizard.step !== 3 && running;
		return (
			<div className="stencilbox-site-import__footer">
				<span className="stencilbox-site-import__hint">
					{ waiting
						? __(
								'Please keep this page open until the import is complete.',
								'stencilbox'
							)
						: '' }
				</span>
				{ ! waiting && (
					<Button
						__next40pxDefaultSize
						variant="secondary"
						onClick={ () => closeWizard() }
					>
						{ __( 'Close', 'stencilbox' ) }
					</Button>
				) }
			</div>
		);
	}
	return (
		<div className="stencilbox-site-import__footer">
			<Button
				__next40pxDefaultSize
				variant="tertiary"
				onClick={ () => back() }
				disabled={ wizard.step === 1 && wizard.subStep === 0 }
				accessibleWhenDisabled
			>
				{ __( 'Back', 'stencilbox' ) }
			</Button>
			{ wizard.step === 1 ? (
				<Button
					__next40pxDefaultSize
					variant="primary"
					onClick={ () => next() }
					disabled={ ! wizard.info }
					accessibleWhenDisabled
				>
					{ __( 'Next', 'stencilbox' ) }
				</Button>
			) : (
				<Button
					__next40pxDefaultSize
					variant="primary"
					onClick={ () => startImport() }
					isBusy={ wizard.status === 'starting' }
					disabled={ wizard.status === 'starting' }
					accessibleWhenDisabled
				>
					{ __( 'Import', 'stencilbox' ) }
				</Button>
			) }
		</div>
	);
}

function Body( { wizard }: { wizard: WizardState } ) {
	const upgradeUrl = useUpgradeUrl(
		wizard.infoError?.code === 'required_pro_templately'
	);
	if ( wizard.infoError ) {
		const locked = wizard.infoError.code === 'required_pro_templately';
		return (
			<Notice
				status="error"
				isDismissible={ false }
				spokenMessage={ plainText( wizard.infoError.message ) }
				actions={
					locked
						? [
								...( upgradeUrl
									? [
											{
												label: __(
													'Upgrade to Pro',
													'stencilbox'
												),
												url: upgradeUrl,
												variant: 'primary' as const,
											},
										]
									: [] ),
								...( wizard.pack.purchaseUrl
									? [
											{
												label: __(
													'Purchase This Item',
													'stencilbox'
												),
												url: wizard.pack.purchaseUrl,
												variant: 'secondary' as const,
											},
										]
									: [] ),
							]
						: []
				}
			>
				<strong>{ __( 'Oops!', 'stencilbox' ) }</strong>{ ' ' }
				<HtmlMessage html={ wizard.infoError.message } />
			</Notice>
		);
	}
	if ( ! wizard.info ) {
		return <Spinner className="stencilbox-site-import__loading" />;
	}
	if ( wizard.step === 3 && wizard.results ) {
		return (
			<ResultsStep
				results={ wizard.results }
				platform={ wizard.info.pack.platform }
			/>
		);
	}
	if ( wizard.step === 2 ) {
		return wizard.sessionId ? (
			<ProgressList wizard={ wizard } />
		) : (
			<DependenciesStep wizard={ wizard } />
		);
	}
	return <CustomizeStep wizard={ wizard } />;
}

/**
 * The wizard's modal (loaded with its own chunk the first time it opens).
 *
 * @param props        Props.
 * @param props.wizard Wizard state.
 */
export default function Wizard( { wizard }: { wizard: WizardState } ) {
	const { closeWizard } = useDispatch( store );
	const running = wizard.status === 'running' || wizard.status === 'starting';
	useLeaveGuard( running );
	return (
		<Modal
			className="stencilbox-site-import"
			title={ sprintf(
				/* translators: %s: pack name. */
				__( 'Import %s', 'stencilbox' ),
				wizard.pack.name
			) }
			onRequestClose={ () => ! running && closeWizard() }
			isDismissible={ ! running }
			shouldCloseOnClickOutside={ false }
			shouldCloseOnEsc={ ! running }
			size="fill"
		>
			<Stepper step={ wizard.step } />
			<Problem wizard={ wizard } />
			<div className="stencilbox-site-import__body">
				<Body wizard={ wizard } />
			</div>
			<Footer wizard={ wizard } />
		</Modal>
	);
}
