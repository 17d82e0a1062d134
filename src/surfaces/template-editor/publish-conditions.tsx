/**
 * Asked when a saved template is first published (as Elementor Pro asks):
 * where it shows. The display-conditions modal of the templates screen,
 * loaded only then.
 */
/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';

/**
 * Internal dependencies
 */
import type { SavedTemplate } from '../../api/templates';
import ConditionsModal from '../../screens/templates/conditions-modal';
// The modal's look lives with the templates screen.
import '../../screens/templates/style.scss';

/**
 * The modal for the template being edited.
 *
 * @param props         Props.
 * @param props.onClose Closes it.
 */
export default function PublishConditions( {
	onClose,
}: {
	onClose: () => void;
} ) {
	const { id, title } = useSelect( ( select ) => {
		const editor = select( editorStore );
		return {
			id: Number( editor.getCurrentPostId() ),
			title: String( editor.getEditedPostAttribute( 'title' ) ?? '' ),
		};
	}, [] );
	// What the modal reads of a template: its id and title.
	return (
		<ConditionsModal
			template={ { id, title } as SavedTemplate }
			onClose={ onClose }
		/>
	);
}
