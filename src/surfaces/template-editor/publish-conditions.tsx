/**
 * Asked when a saved template is first published (as Elementor Pro asks):
 * where it shows. The display-conditions modal of the templates screen,
 * loaded only then.
 */
/**
 * Internal dependencies
 */
import type { SavedTemplate } from '../../api/templates';
import ConditionsModal from '../../screens/templates/conditions-modal';
// The modal's look lives with the templates screen.
import '../../screens/templates/style.scss';

/**
 * The modal for the template being edited (in the block editor or in
 * Elementor's).
 *
 * @param props         Props.
 * @param props.id      The template's post id.
 * @param props.title   Its title.
 * @param props.onClose Closes it.
 */
export default function PublishConditions( {
	id,
	title,
	onClose,
}: {
	id: number;
	title: string;
	onClose: () => void;
} ) {
	// What the modal reads of a template: its id and title.
	return (
		<ConditionsModal
			template={ { id, title } as SavedTemplate }
			onClose={ onClose }
		/>
	);
}
