/**
 * A cloud file's versions: every version with its date, who made it and
 * its note; a preview of any of them, rendered by this site; Restore (for
 * who may change the file, never for a user borrowing the sitewide
 * account) makes an earlier version the newest — nothing is deleted.
 */
/**
 * WordPress dependencies
 */
import { Button, Modal, Notice, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import HtmlMessage from '../../components/html-message';
import RequestError from '../../components/request-error';
import type { CloudFile } from '../../stores/cloud';
import { store as versionsStore } from '../../stores/versions';
import type { StoreError } from '../../stores/shared';
import { useMayChangeCloud } from '../app/hooks/use-account';
import { formatDate } from '../profile-lists/shared';

/**
 * Versions dialog.
 *
 * @param props         Props.
 * @param props.file    The file.
 * @param props.onClose Closes it.
 */
export default function VersionsModal( {
	file,
	onClose,
}: {
	file: CloudFile;
	onClose: () => void;
} ) {
	const { versions, error } = useSelect(
		( select ) => ( {
			versions: select( versionsStore ).getFileVersions( file.id ),
			error: select( versionsStore ).getFileVersionsError( file.id ),
		} ),
		[ file.id ]
	);
	const { restoreFileVersion, invalidateFileVersions } =
		useDispatch( versionsStore );
	const [ previewing, setPreviewing ] = useState< number | null >( null );
	const [ restoring, setRestoring ] = useState< number | null >( null );
	const [ failure, setFailure ] = useState< StoreError | null >( null );
	// The site refuses a restore to a borrower of the sitewide account.
	const mayChange = useMayChangeCloud();
	const mayRestore = file.can_change && mayChange;
	const shown = versions?.find(
		( version ) => version.number === previewing
	);

	let body;
	if ( error ) {
		body = (
			<RequestError
				title={ __(
					'The versions could not be loaded.',
					'stencilbox'
				) }
				message={ error.message }
				onRetry={ () => invalidateFileVersions( file.id ) }
			/>
		);
	} else if ( ! versions ) {
		body = <Spinner />;
	} else {
		body = (
			<ol className="stencilbox-cloud-files__versions" reversed>
				{ versions.map( ( version ) => (
					<li
						key={ version.number }
						className="stencilbox-cloud-files__version"
					>
						<div className="stencilbox-cloud-files__version-text">
							<strong>
								{ sprintf(
									/* translators: %d: version number. */
									__( 'Version %d', 'stencilbox' ),
									version.number
								) }
								{ version.is_current &&
									` — ${ __( 'current', 'stencilbox' ) }` }
							</strong>
							<span>
								{ version.author
									? sprintf(
											/* translators: 1: date and time, 2: who. */
											__( '%1$s by %2$s', 'stencilbox' ),
											formatDate(
												version.created_at,
												true
											),
											version.author
										)
									: formatDate( version.created_at, true ) }
							</span>
							{ version.note && <q>{ version.note }</q> }
						</div>
						<div className="stencilbox-cloud-files__version-actions">
							<Button
								__next40pxDefaultSize
								variant="secondary"
								isPressed={ previewing === version.number }
								onClick={ () =>
									setPreviewing(
										previewing === version.number
											? null
											: version.number
									)
								}
								label={ sprintf(
									/* translators: %d: version number. */
									__( 'Preview version %d', 'stencilbox' ),
									version.number
								) }
								showTooltip={ false }
							>
								{ __( 'Preview', 'stencilbox' ) }
							</Button>
							{ mayRestore && ! version.is_current && (
								<Button
									__next40pxDefaultSize
									variant="primary"
									isBusy={ restoring === version.number }
									disabled={ restoring !== null }
									accessibleWhenDisabled
									onClick={ async () => {
										setRestoring( version.number );
										setFailure( null );
										const outcome =
											await restoreFileVersion(
												file.id,
												version.number
											);
										setRestoring( null );
										if ( outcome.status === 'failed' ) {
											setFailure( outcome.error );
										}
									} }
									label={ sprintf(
										/* translators: %d: version number. */
										__(
											'Restore version %d',
											'stencilbox'
										),
										version.number
									) }
									showTooltip={ false }
								>
									{ __( 'Restore', 'stencilbox' ) }
								</Button>
							) }
						</div>
					</li>
				) ) }
			</ol>
		);
	}

	return (
		<Modal
			title={ sprintf(
				/* translators: %s: file name. */
				__( 'Versions of “%s”', 'stencilbox' ),
				file.name
			) }
			onRequestClose={ onClose }
			size="large"
		>
			<p>
				{ mayRestore &&
					__(
						'Restoring a version makes it the newest; every version is kept.',
						'stencilbox'
					) }
				{ ! mayChange &&
					__(
						'You are using the sitewide Stencilbox account: only the administrator who signed the site in can restore a version.',
						'stencilbox'
					) }
				{ mayChange &&
					! file.can_change &&
					__(
						'Only the file’s owner or the WorkSpace’s owner can restore a version.',
						'stencilbox'
					) }
			</p>
			{ failure && (
				<Notice status="error" isDismissible={ false }>
					<HtmlMessage html={ failure.message } />
				</Notice>
			) }
			{ body }
			{ shown && shown.preview && (
				<iframe
					className="stencilbox-cloud-files__version-preview"
					src={ shown.preview }
					title={ sprintf(
						/* translators: %d: version number. */
						__( 'Preview of version %d', 'stencilbox' ),
						shown.number
					) }
					// A picture only: no scripts, no forms.
					sandbox="allow-same-origin"
				/>
			) }
		</Modal>
	);
}
