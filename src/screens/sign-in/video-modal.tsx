/**
 * "Play Video": a short, self-playing tour of Stencilbox in an 850×480
 * modal. It is drawn in the page, so it plays offline and loads nothing.
 */
/**
 * WordPress dependencies
 */
import { Icon, Modal } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { cloud, download, layout } from '@wordpress/icons';

/** The video modal's size (§9). */
const VIDEO_MODAL_SIZE = { width: 850, height: 480 };

/**
 * The tour modal.
 *
 * @param props         Props.
 * @param props.onClose Closes it.
 */
export default function VideoModal( { onClose }: { onClose: () => void } ) {
	const slides = [
		{
			icon: layout,
			title: __( 'Browse packs, pages and blocks', 'stencilbox' ),
			text: __(
				'Filter by category, plugin and tag, and preview every design before you use it.',
				'stencilbox'
			),
		},
		{
			icon: download,
			title: __( 'Insert in one click', 'stencilbox' ),
			text: __(
				'Designs land in the block editor or Elementor as real, editable content — one undo step away.',
				'stencilbox'
			),
		},
		{
			icon: cloud,
			title: __( 'Keep your own cloud', 'stencilbox' ),
			text: __(
				'Save your templates, organise them in workspaces and share them with your team by email.',
				'stencilbox'
			),
		},
	];
	return (
		<Modal
			title={ __( 'Stencilbox in 30 seconds', 'stencilbox' ) }
			onRequestClose={ onClose }
			className="stencilbox-video-modal"
			style={ { width: VIDEO_MODAL_SIZE.width, maxWidth: '100%' } }
		>
			<div
				className="stencilbox-video-modal__stage"
				// A minimum: with reduced motion the slides stack and the stage
				// grows (a scrolling stage could not be scrolled by keyboard).
				style={ { minHeight: VIDEO_MODAL_SIZE.height } }
				role="img"
				aria-label={ slides
					.map( ( slide ) => slide.title )
					.join( '. ' ) }
			>
				{ slides.map( ( slide, index ) => (
					<div
						key={ slide.title }
						className="stencilbox-video-modal__slide"
						style={ { animationDelay: `${ index * 4 }s` } }
					>
						<Icon icon={ slide.icon } size={ 64 } />
						<h3>{ slide.title }</h3>
						<p>{ slide.text }</p>
					</div>
				) ) }
			</div>
		</Modal>
	);
}
