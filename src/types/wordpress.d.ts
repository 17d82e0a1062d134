/**
 * The parts of untyped @wordpress packages that Stencilbox uses.
 */
declare module '@wordpress/block-editor' {
	import type { StoreDescriptor } from '@wordpress/data';

	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown >;
	export const store: StoreDescriptor;
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
