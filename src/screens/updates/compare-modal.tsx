/**
 * The side-by-side preview of an update: what the place holds now and the
 * newest version, both rendered by this site (no script runs), then
 * Update — or, for content changed here, "Merge my changes" (the default:
 * the new design, the content changed here kept; its conflicts, if any,
 * side by side with a pick each) or "Replace my changes".
 */
/**
 * WordPress dependencies
 */
import { Button, Modal, Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	ConflictPick,
	UpdateConflicted,
	UpdateEntry,
} from '../../api/versions';
import ModalActions from '../../components/modal-actions';
import Conflicts from './conflicts';
import { newestLabel, placeLabel } from './labels';

export interface CompareModalProps {
	entry: UpdateEntry;
	/** Applies the update (`replace`: the user chose to lose their changes). */
	onApply: ( replace: boolean ) => void;
	/** Merges content changed here with the new version. */
	onMerge: () => void;
	/** Writes the merge with a side per conflict. */
	onResolve: ( picks: ConflictPick[] ) => void;
	/** The merge's conflicts, once it found some. */
	conflicted?: UpdateConflicted | null;
	/** Why resolving failed, if it did. */
	resolveError?: string;
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
	onMerge,
	onResolve,
	conflicted,
	resolveError,
	onClose,
	isBusy,
}: CompareModalProps ) {
	if ( conflicted ) {
		return (
			<Modal
				title={ sprintf(
					/* translators: %s: the item's or file's name. */
					__( 'Merge “%s”: choose what to keep', 'stencilbox' ),
					entry.name
				) }
				onRequestClose={ () => ! isBusy && onClose() }
				className="stencilbox-updates__compare"
				size="large"
			>
				<Conflicts
					// Conflicts found again (the place changed) are picked afresh.
					key={ `${ conflicted.version }:${ conflicted.hash }` }
					conflicted={ conflicted }
					onResolve={ onResolve }
					onCancel={ onClose }
					isBusy={ isBusy }
					error={ resolveError }
				/>
			</Modal>
		);
	}
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
						'This content was changed on this site since it was inserted. Merging takes the newest version’s design and keeps the text, links and images you changed; where both changed the same thing you choose. Replacing puts the newest version in its place and your changes go. Either way a revision of the page keeps what it has now.',
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
				{ ! entry.pristine && (
					<Button
						__next40pxDefaultSize
						variant="secondary"
						isDestructive
						isBusy={ isBusy }
						disabled={ isBusy }
						accessibleWhenDisabled
						onClick={ () => onApply( true ) }
					>
						{ __( 'Replace my changes', 'stencilbox' ) }
					</Button>
				) }
				<Button
					__next40pxDefaultSize
					variant="primary"
					isBusy={ isBusy }
					disabled={ isBusy }
					accessibleWhenDisabled
					onClick={ () =>
						entry.pristine ? onApply( false ) : onMerge()
					}
				>
					{ entry.pristine
						? __( 'Update', 'stencilbox' )
						: __( 'Merge my changes', 'stencilbox' ) }
				</Button>
			</ModalActions>
		</Modal>
	);
}
