/**
 * Placeholder for screens a later release fills: says so plainly.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import { layout } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import EmptyState from '../../components/empty-state';

/**
 * An honest "coming soon" screen.
 *
 * @param props       Props.
 * @param props.title Screen title.
 */
export default function ComingSoon( { title }: { title: string } ) {
	return (
		<EmptyState icon={ layout } title={ title }>
			<p>
				{ __(
					'This part of Stencilbox is coming soon. Nothing is shown here until it is real.',
					'stencilbox'
				) }
			</p>
		</EmptyState>
	);
}
