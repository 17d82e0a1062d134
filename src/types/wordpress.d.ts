/**
 * The parts of untyped @wordpress packages that Stencilbox uses.
 */
declare module '@wordpress/block-editor' {
	import type { StoreDescriptor } from '@wordpress/data';

	import type { BlockInstance } from '@wordpress/blocks';

	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown >;

	/** The block editor store (the selectors and actions Stencilbox uses). */
	export const store: StoreDescriptor & {
		selectors: {
			getBlock: ( clientId: string ) => BlockInstance | null;
			getBlockSelectionEnd: () => string | null;
			getBlockRootClientId: ( clientId: string ) => string | null;
			getBlockIndex: ( clientId: string ) => number;
			getBlocksByClientId: ( clientIds: string[] ) => BlockInstance[];
		};
		actions: {
			insertBlocks: (
				blocks: BlockInstance[],
				index?: number,
				rootClientId?: string
			) => void;
			replaceBlocks: (
				clientId: string,
				blocks: BlockInstance[]
			) => void;
		};
	};
	/**
	 * A fill of the block toolbar's options menu (public API): it renders
	 * its children with the selected blocks and a way to close the menu.
	 */
	export function BlockSettingsMenuControls( props: {
		children: ( props: {
			selectedClientIds: string[];
			onClose: () => void;
		} ) => JSX.Element | null;
	} ): JSX.Element;
	export function BlockPreview( props: {
		blocks: unknown[];
		viewportWidth?: number;
		minHeight?: number;
	} ): JSX.Element;
}

declare module '@wordpress/commands' {
	export interface Command {
		name: string;
		label: string;
		icon?: JSX.Element;
		callback: ( options: { close: () => void } ) => void;
		context?: string;
		disabled?: boolean;
	}
	export function useCommand( command: Command ): void;
}
