/**
 * The `stencilbox/library` block: a placeholder that opens the library and,
 * once something is inserted, is replaced by it.
 */
/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { Button, Placeholder } from '@wordpress/components';
import { doAction } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { NAMES } from '../../api/names';
import logoIcon from '../../components/logo-icon';
import metadata from '../../../block.json';

function Edit( { clientId }: { clientId: string } ) {
	const blockProps = useBlockProps();
	return (
		<div { ...blockProps }>
			<Placeholder
				icon={ logoIcon }
				label={ __( 'Stencilbox Library', 'stencilbox' ) }
				instructions={ __(
					'Pick a pack, page or block from the library. It takes this block’s place.',
					'stencilbox'
				) }
			>
				<Button
					__next40pxDefaultSize
					variant="primary"
					onClick={ () =>
						doAction( NAMES.openLibraryAction, { clientId } )
					}
				>
					{ __( 'Open library', 'stencilbox' ) }
				</Button>
			</Placeholder>
		</div>
	);
}

// Only the name: WordPress registers the rest of block.json on the server
// (php/Site/EditorIntegration.php) and hands it to the editor, translated,
// so this script (loaded on every block-editor screen) does not carry it.
registerBlockType( metadata.name, {
	icon: logoIcon,
	edit: Edit,
	// A placeholder only: nothing of it is ever saved into the post.
	save: () => null,
} as unknown as BlockConfiguration );
