/**
 * The empty-state picture: an open, empty box of stencils (our own drawing).
 */
/**
 * WordPress dependencies
 */
import { Path, Rect, SVG } from '@wordpress/primitives';

/**
 * Empty illustration.
 */
export default function EmptyIllustration() {
	return (
		<SVG
			className="stencilbox-empty-illustration"
			width="160"
			height="120"
			viewBox="0 0 160 120"
			aria-hidden="true"
			focusable="false"
		>
			<Rect x="20" y="52" width="120" height="56" rx="6" fill="#e9eef4" />
			<Path d="M20 58 L40 32 H120 L140 58 Z" fill="#d6dee8" />
			<Rect
				x="52"
				y="14"
				width="56"
				height="40"
				rx="4"
				fill="#fff"
				stroke="#c3cddb"
				strokeWidth="2"
			/>
			<Rect x="60" y="22" width="40" height="6" rx="2" fill="#c3cddb" />
			<Rect x="60" y="33" width="26" height="5" rx="2" fill="#dbe2ec" />
			<Rect x="60" y="42" width="32" height="5" rx="2" fill="#dbe2ec" />
			<Path d="M20 58 H140 V64 H20 Z" fill="#cbd5e1" />
			<Rect x="64" y="76" width="32" height="6" rx="3" fill="#cbd5e1" />
		</SVG>
	);
}
