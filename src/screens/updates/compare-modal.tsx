/**
 * The side-by-side preview of an update: what the place holds now and the
 * newest version, both rendered by this site (no script runs), then
 * Update — or, for content changed here, "Replace my changes".
 */
/**
 * WordPress dependencies
 */
import { Button, Modal, Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { UpdateEntry } from '../../api/versions';
import ModalActions from '../../components/modal-actions';
import { newestLabel, placeLabel } from './labels';

export interface CompareModalProps {
	entry: UpdateEntry;
	/** Applies the update (`replace`: the user chose to lose their changes). */
	onApply: ( replace: boolean ) => void;
	onClose: () => void;
	isBusy: boolean;
}

function Side( {
	title,
	src,
	label,
}: {
	title: string;
	src: string;
	label: string;
} ) {
	return (
		<figure className="stencilbox-updates__side">
			<figcaption className="stencilbox-updates__side-title">
				{ title }
			</figcaption>
			<iframe
				className="stencilbox-updates__frame"
				src={ src }
				title={ label }
				// A picture only: no scripts, no forms (same origin for the theme's fonts).
				sandbox="allow-same-origin"
			/>
		</figure>
	);
}

/**
 * Compare dialog.
 *
 * @param props Props.
 */
export default function CompareModal( {
	entry,
	onApply,
	onClose,
	isBusy,
}: CompareModalProps ) {
	return (
		<Modal
			title={ sprintf(
				/* translators: %s: the item's or file's name. */
				__( 'Compare “%s”', 'stencilbox' ),
				entry.name
			) }
			onRequestClose={ () => ! isBusy && onClose() }
			className="stencilbox-updates__compare"
			size="fill"
		>
			<p className="stencilbox-updates__compare-where">
				{ sprintf(
					/* translators: 1: post title, 2: how it is placed (whole page, inserted…). */
					__( 'In “%1$s” — %2$s.', 'stencilbox' ),
					entry.post.title,
					placeLabel( entry )
				) }{ ' ' }
				{ newestLabel( entry ) }
				{ entry.newest.note && (
					<>
						{ ': ' }
						<q>{ entry.newest.note }</q>
					</>
				) }
			</p>
			{ ! entry.pristine && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'This content was changed on this site since it was inserted. Replacing it puts the newest version in its place and your changes go; a revision of the page keeps them.',
						'stencilbox'
					) }
				</Notice>
			) }
			<div className="stencilbox-updates__sides">
				<Side
					title={
						entry.pristine
							? sprintf(
									/* translators: %d: version number. */
									__(
										'On this site (version %d)',
										'stencilbox'
									),
									entry.version
								)
							: sprintf(
									/* translators: %d: version number. */
									__(
										'On this site (version %d, changed here)',
										'stencilbox'
									),
									entry.version
								)
					}
					src={ entry.preview.current }
					label={ __( 'What the page has now', 'stencilbox' ) }
				/>
				<Side
					title={ sprintf(
						/* translators: %d: version number. */
						__( 'Newest (version %d)', 'stencilbox' ),
						entry.newest.number
					) }
					src={ entry.preview.new }
					label={ __( 'The newest version', 'stencilbox' ) }
				/>
			</div>
			<ModalActions onCancel={ onClose } isBusy={ isBusy }>
				{ entry.post.edit_link && (
					<Button
						__next40pxDefaultSize
						variant="secondary"
						href={ entry.post.edit_link }
					>
						{ __( 'Open in the editor', 'stencilbox' ) }
					</Button>
				) }
				<Button
					__next40pxDefaultSize
					variant="primary"
					isDestructive={ ! entry.pristine }
					isBusy={ isBusy }
					disabled={ isBusy }
					accessibleWhenDisabled
					onClick={ () => onApply( ! entry.pristine ) }
				>
					{ entry.pristine
						? __( 'Update', 'stencilbox' )
						: __( 'Replace my changes', 'stencilbox' ) }
				</Button>
			</ModalActions>
		</Modal>
	);
}
