/**
 * Loaded only in the block editor of a saved template: the
 * `stencilbox/post-content` block, where a single or page template shows
 * the visited post's own content (core's Post Content block may be
 * inserted only into theme templates, not into posts like ours), and, when
 * a template without display conditions is published, the question where
 * it shows.
 */
/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { registerBlockType } from '@wordpress/blocks';
import { Placeholder } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import {
	lazy,
	Suspense,
	useEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { postContent } from '@wordpress/icons';
import { registerPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import { getSettings } from '../../api/settings';
import { takesConditions } from '../../screens/templates/labels';

const PublishConditions = lazy(
	() =>
		import(
			/* webpackChunkName: "template-conditions" */ './publish-conditions'
		)
);

/** Must match `TemplateEditor::POST_CONTENT_BLOCK` in PHP. */
const POST_CONTENT_BLOCK = 'stencilbox/post-content';

function Edit() {
	const blockProps = useBlockProps();
	return (
		<div { ...blockProps }>
			<Placeholder
				icon={ postContent }
				label={ __( 'Post Content', 'stencilbox' ) }
				instructions={ __(
					'The content of the post or page being visited shows here.',
					'stencilbox'
				) }
			/>
		</div>
	);
}

registerBlockType( POST_CONTENT_BLOCK, {
	apiVersion: 3,
	title: __( 'Post Content', 'stencilbox' ),
	description: __(
		'Where this template shows the visited post’s own content.',
		'stencilbox'
	),
	category: 'theme',
	icon: postContent,
	attributes: {},
	supports: {
		align: [ 'wide', 'full' ],
		html: false,
		multiple: false,
	},
	edit: Edit,
	// Rendered on the server: the visited post's content.
	save: () => null,
} );

/**
 * Opens the display conditions when a template that has none is published
 * (it shows nowhere until it has some).
 */
function AskForConditions() {
	const template = getSettings().template;
	const { status, id, title } = useSelect( ( select ) => {
		const editor = select( editorStore );
		return {
			status: String( editor.getCurrentPostAttribute( 'status' ) ),
			id: Number( editor.getCurrentPostId() ),
			title: String( editor.getEditedPostAttribute( 'title' ) ?? '' ),
		};
	}, [] );
	const previous = useRef( status );
	const [ asking, setAsking ] = useState( false );
	useEffect( () => {
		if (
			previous.current !== 'publish' &&
			status === 'publish' &&
			template?.conditions === 0 &&
			takesConditions( template.type )
		) {
			setAsking( true );
		}
		previous.current = status;
	}, [ status, template ] );
	if ( ! asking ) {
		return null;
	}
	return (
		<Suspense fallback={ null }>
			<PublishConditions
				id={ id }
				title={ title }
				onClose={ () => setAsking( false ) }
			/>
		</Suspense>
	);
}

registerPlugin( 'stencilbox-template-conditions', {
	render: AskForConditions,
} );
