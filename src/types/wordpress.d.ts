/**
 * The parts of untyped @wordpress packages that Stencilbox uses.
 */
declare module '@wordpress/block-editor' {
	import type { StoreDescriptor } from '@wordpress/data';

	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown >;
	export const store: StoreDescriptor;
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
