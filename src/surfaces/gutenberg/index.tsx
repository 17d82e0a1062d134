/**
 * Block editor entry: loads on every block-editor screen, so it only adds the
 * ways to open the library (header button, more-menu item, command), "Save
 * to cloud" (the ⋮ menu: the whole post; the block toolbar's options: the
 * selected blocks), and lazy-loads the library itself on first open.
 */
/**
 * WordPress dependencies
 */
import {
	BlockSettingsMenuControls,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { serialize } from '@wordpress/blocks';
import { Button, Fill, MenuItem, Modal, Spinner } from '@wordpress/components';
import { useCommand } from '@wordpress/commands';
import { select as selectFrom, useSelect } from '@wordpress/data';
import { PluginMoreMenuItem, store as editorStore } from '@wordpress/editor';
import {
	lazy,
	Suspense,
	useCallback,
	useEffect,
	useState,
} from '@wordpress/element';
import { addAction, removeAction } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';
import { registerPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import { NAMES } from '../../api/names';
import { getSettings } from '../../api/settings';
import logoIcon from '../../components/logo-icon';
import type { PushSource } from '../../screens/app/context';
import { watchPatternInserts } from './pattern-watch';

// The library and its insert target: one chunk, loaded on first open.
const loadLibrary = () =>
	import( /* webpackChunkName: "library" */ './editor-library' );
const LibraryModal = lazy( loadLibrary );
// A Stencilbox pattern from the core inserter goes through the insert flow.
const PatternInsert = lazy(
	() => import( /* webpackChunkName: "pattern-insert" */ './pattern-insert' )
);

/** A pattern from the inserter waiting for its insert. */
interface PatternRequest {
	clientId: string;
	slug: string;
}

/**
 * What asked for the library: the header button, a library block that the
 * insertion should replace, or "Save to cloud" (with what to push).
 */
export interface OpenRequest {
	clientId?: string;
	/** Where to open. */
	path?: string;
	push?: PushSource;
}

/**
 * What "Save to cloud" pushes, captured now: the selected blocks, or (none
 * given) the whole post as it is being edited.
 *
 * @param clientIds Selected blocks.
 */
function capture( clientIds?: string[] ): PushSource {
	const editor = selectFrom( editorStore );
	const title = String( editor.getEditedPostAttribute( 'title' ) ?? '' );
	const content = clientIds
		? serialize(
				selectFrom( blockEditorStore ).getBlocksByClientId( clientIds )
			)
		: editor.getEditedPostContent();
	return {
		// The page's title; blocks are named on the Save & Push screen.
		name: clientIds ? '' : title,
		file_content: {
			__file: 'wp_block',
			id: Number( editor.getCurrentPostId() ) || 0,
			type: clientIds ? 'block' : editor.getCurrentPostType(),
			title,
			content,
		},
	};
}

/**
 * The header's pinned-items area. This is the slot that the public
 * `PinnedItems` component of @wordpress/interface fills; that package is no
 * longer a script of its own in core, and bundling it would register a second
 * `core/interface` store, so the Fill is used directly.
 */
const HEADER_SLOT = 'PinnedItems/core';

function LoadingModal( { onClose }: { onClose: () => void } ) {
	return (
		<Modal
			title={ __( 'Stencilbox', 'stencilbox' ) }
			isFullScreen
			onRequestClose={ onClose }
		>
			<Spinner />
		</Modal>
	);
}

/**
 * "Publish to library" for hub owners: opens the hub screen's publish form
 * for what is being edited (a post, page, synced pattern or template).
 */
function PublishMenuItem() {
	const base = getSettings().hubAdminUrl;
	const source = useSelect( ( select ) => {
		const editor = select( editorStore );
		const id = editor.getCurrentPostId();
		if ( ! id ) {
			return null;
		}
		const type = editor.getCurrentPostType();
		return type === 'wp_template' || type === 'wp_template_part'
			? `${ type }:${ id }`
			: `post:${ id }`;
	}, [] );
	if ( ! base || ! source ) {
		return null;
	}
	return (
		<PluginMoreMenuItem
			icon={ logoIcon }
			onClick={ () =>
				window.open(
					`${ base }&publish=${ encodeURIComponent( source ) }`,
					'_blank',
					'noopener'
				)
			}
		>
			{ __( 'Publish to library', 'stencilbox' ) }
		</PluginMoreMenuItem>
	);
}

function EditorLibrary() {
	const [ request, setRequest ] = useState< OpenRequest | null >( null );
	const open = useCallback(
		( next?: OpenRequest ) => setRequest( { ...( next ?? {} ) } ),
		[]
	);
	const close = useCallback( () => setRequest( null ), [] );
	// Patterns from the core inserter, inserted one after the other.
	const [ patterns, setPatterns ] = useState< PatternRequest[] >( [] );
	useEffect(
		() =>
			watchPatternInserts( ( clientId, slug ) =>
				setPatterns( ( queue ) => [ ...queue, { clientId, slug } ] )
			),
		[]
	);
	const patternDone = useCallback(
		() => setPatterns( ( queue ) => queue.slice( 1 ) ),
		[]
	);
	useEffect( () => {
		addAction( NAMES.openLibraryAction, 'stencilbox/editor', open );
		return () => {
			removeAction( NAMES.openLibraryAction, 'stencilbox/editor' );
		};
	}, [ open ] );

	useCommand( {
		name: 'stencilbox/open-library',
		label: __( 'Open Stencilbox library', 'stencilbox' ),
		icon: logoIcon,
		callback: ( { close: closePalette }: { close: () => void } ) => {
			closePalette();
			open();
		},
	} );

	const saveToCloud = ( clientIds?: string[] ) =>
		open( { push: capture( clientIds ) } );

	return (
		<>
			<Fill name={ HEADER_SLOT }>
				{ /* The mark alone was hard to find among the header's
				icons: the name beside it, the tooltip saying what it opens
				(the name is part of the accessible name, WCAG 2.5.3). */ }
				<Button
					className="stencilbox-editor-button"
					icon={ logoIcon }
					label={ __( 'Stencilbox library', 'stencilbox' ) }
					showTooltip
					size="compact"
					isPressed={ request !== null }
					onClick={ () => ( request ? close() : open() ) }
					// Start fetching the library as soon as the user shows intent.
					onMouseEnter={ loadLibrary }
					onFocus={ loadLibrary }
				>
					{ __( 'Stencilbox', 'stencilbox' ) }
				</Button>
			</Fill>
			<PluginMoreMenuItem icon={ logoIcon } onClick={ () => open() }>
				{ __( 'Open Stencilbox library', 'stencilbox' ) }
			</PluginMoreMenuItem>
			<PublishMenuItem />
			<PluginMoreMenuItem
				icon={ logoIcon }
				onClick={ () => saveToCloud() }
			>
				{ __( 'Save to cloud', 'stencilbox' ) }
			</PluginMoreMenuItem>
			<BlockSettingsMenuControls>
				{ ( { selectedClientIds, onClose } ) => (
					<MenuItem
						icon={ logoIcon }
						onClick={ () => {
							onClose();
							saveToCloud( selectedClientIds );
						} }
					>
						{ __( 'Save to cloud', 'stencilbox' ) }
					</MenuItem>
				) }
			</BlockSettingsMenuControls>
			{ patterns.length > 0 && (
				<Suspense fallback={ null }>
					<PatternInsert
						key={ patterns[ 0 ].clientId }
						clientId={ patterns[ 0 ].clientId }
						slug={ patterns[ 0 ].slug }
						onDone={ patternDone }
					/>
				</Suspense>
			) }
			{ request && (
				<Suspense fallback={ <LoadingModal onClose={ close } /> }>
					<LibraryModal
						onClose={ close }
						clientId={ request.clientId }
						initialPath={ request.path }
						push={ request.push }
					/>
				</Suspense>
			) }
		</>
	);
}

registerPlugin( 'stencilbox', { render: EditorLibrary } );
