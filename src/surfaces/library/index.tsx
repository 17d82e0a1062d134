/**
 * The library in a full-screen modal: loaded on demand by the editor
 * surfaces (Gutenberg and Elementor), never on a plain editor load.
 */
/**
 * WordPress dependencies
 */
import { Modal } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Surface } from '../../api/settings';
import type { InsertTarget } from '../../stores/importer/types';
import ErrorBoundary from '../../components/error-boundary';
import { createAppHistory, defaultPath, routePath } from '../../router';
import { AppBody, AppHeaderContainer, AppProviders } from '../../screens/app';
import { editorPlatform } from '../../utils/platform';
import type { PushSource } from '../../screens/app/context';
import './style.scss';

export interface LibraryModalProps {
	surface: Exclude< Surface, 'admin' >;
	onClose: () => void;
	/** Where Insert puts content. */
	target?: InsertTarget;
	/** Where to open (Save & Push with `push`, else the default route, when left out). */
	initialPath?: string;
	/** What Save & Push sends ("Save to cloud"). */
	push?: PushSource;
}

/**
 * The library modal.
 *
 * @param props             Props.
 * @param props.surface     The editor it is opened from.
 * @param props.onClose     Closes the modal.
 * @param props.target      Where Insert puts content.
 * @param props.initialPath Where to open.
 * @param props.push        What Save & Push sends.
 */
export default function LibraryModal( {
	surface,
	onClose,
	target,
	initialPath,
	push,
}: LibraryModalProps ) {
	// A fresh in-memory history per opening: the editor's URL stays the editor's.
	const [ history ] = useState( () =>
		createAppHistory( 'memory', {
			initial: {
				path:
					initialPath ??
					( push
						? routePath( { name: 'save-template' } )
						: defaultPath( editorPlatform( surface ) ) ),
				query: {},
			},
		} )
	);
	return (
		<AppProviders
			surface={ surface }
			history={ history }
			onClose={ onClose }
			target={ target }
			push={ push }
		>
			<Modal
				title={ __( 'Stencilbox', 'stencilbox' ) }
				className="stencilbox-library-modal"
				overlayClassName="stencilbox-library-modal__overlay"
				isFullScreen
				onRequestClose={ onClose }
				headerActions={
					<ErrorBoundary>
						<AppHeaderContainer
							showBrand={ false }
							showClose={ false }
						/>
					</ErrorBoundary>
				}
			>
				<AppBody />
			</Modal>
		</AppProviders>
	);
}
