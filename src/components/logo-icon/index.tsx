/**
 * Stencilbox's mark: a stencil sheet with a cut-out block, drawn for 24×24.
 */
/**
 * WordPress dependencies
 */
import { Path, SVG } from '@wordpress/primitives';

const logoIcon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path
			fillRule="evenodd"
			d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm0 1.5a.5.5 0 0 0-.5.5v14c0 .28.22.5.5.5h14a.5.5 0 0 0 .5-.5V5a.5.5 0 0 0-.5-.5H5Zm2 2h10v4H7v-4Zm0 6h4.5v5H7v-5Zm6 0h4v2h-4v-2Zm0 3h4v2h-4v-2Z"
		/>
	</SVG>
);

export default logoIcon;
