/**
 * The library as the block editor opens it, with the insert target that
 * knows where Insert puts content. Loaded with the library chunk on first
 * open: nothing here is paid on a plain editor load.
 */
/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { PushSource } from '../../screens/app/context';
import LibraryModal from '../library';
import { createEditorTarget } from './editor-target';

export interface EditorLibraryProps {
	onClose: () => void;
	/** The library block Insert replaces, if one opened the library. */
	clientId?: string;
	/** Where to open. */
	initialPath?: string;
	/** What Save & Push sends ("Save to cloud"). */
	push?: PushSource;
}

/**
 * The library modal with its block-editor target.
 *
 * @param props             Props.
 * @param props.onClose     Closes the library.
 * @param props.clientId    The library block to replace.
 * @param props.initialPath Where to open.
 * @param props.push        What Save & Push sends.
 */
export default function EditorLibrary( {
	onClose,
	clientId,
	initialPath,
	push,
}: EditorLibraryProps ) {
	const target = useMemo(
		() => createEditorTarget( { clientId, onClose } ),
		[ clientId, onClose ]
	);
	return (
		<LibraryModal
			surface="gutenberg"
			onClose={ onClose }
			target={ target }
			initialPath={ initialPath }
			push={ push }
		/>
	);
}
