/**
 * Loaded only in the block editor of a saved template: the
 * `stencilbox/post-content` block, where a single or page template shows
 * the visited post's own content. (Core's Post Content block may be
 * inserted only into theme templates, not into posts like ours.)
 */
/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { registerBlockType } from '@wordpress/blocks';
import { Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { postContent } from '@wordpress/icons';

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
