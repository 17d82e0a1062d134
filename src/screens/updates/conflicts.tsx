/**
 * The conflicts of a merge ("Merge my changes" found the same thing changed
 * here and in the new version): each one side by side — what this site
 * has, what the new version has, what it was — with a pick per conflict.
 * Nothing is written until every conflict has a side.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice, RadioControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	ConflictPick,
	MergeConflict,
	UpdateConflicted,
} from '../../api/versions';
import ModalActions from '../../components/modal-actions';

export interface ConflictsProps {
	conflicted: UpdateConflicted;
	/** Writes the merge with these picks. */
	onResolve: ( picks: ConflictPick[] ) => void;
	onCancel: () => void;
	isBusy: boolean;
	/** Why the last resolve failed, if it did. */
	error?: string;
}

/**
 * What a conflict is about, in words.
 *
 * @param conflict Conflict.
 */
export function conflictTitle( conflict: MergeConflict ): string {
	switch ( conflict.what ) {
		case 'text':
			return __( 'Text', 'stencilbox' );
		case 'link':
			return __( 'Link', 'stencilbox' );
		case 'image':
			return __( 'Image', 'stencilbox' );
		case 'attribute':
			return sprintf(
				/* translators: %s: a block setting's name, e.g. style.spacing.padding.top. */
				__( 'Setting “%s”', 'stencilbox' ),
				conflict.name
			);
		case 'removed':
			return __(
				'A block removed on one side and changed on the other',
				'stencilbox'
			);
		case 'structure':
			return __( 'Which blocks, in which order', 'stencilbox' );
		default:
			return __( 'Content', 'stencilbox' );
	}
}

function Value( { title, value }: { title: string; value: string } ) {
	return (
		<figure className="stencilbox-updates__conflict-side">
			<figcaption className="stencilbox-updates__side-title">
				{ title }
			</figcaption>
			{ value === '' ? (
				<em>{ __( '(none)', 'stencilbox' ) }</em>
			) : (
				// Shown as text, never rendered: markup is read, not run.
				<pre className="stencilbox-updates__conflict-value">
					{ value }
				</pre>
			) }
		</figure>
	);
}

/**
 * The conflicts with a pick each.
 *
 * @param props Props.
 */
export default function Conflicts( {
	conflicted,
	onResolve,
	onCancel,
	isBusy,
	error,
}: ConflictsProps ) {
	const [ picks, setPicks ] = useState< Record< string, 'ours' | 'theirs' > >(
		{}
	);
	const open = conflicted.conflicts.filter(
		( conflict ) => ! picks[ conflict.key ]
	).length;
	return (
		<div className="stencilbox-updates__conflicts">
			<Notice status="warning" isDismissible={ false }>
				{ conflicted.message }
			</Notice>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ conflicted.conflicts.map( ( conflict, index ) => (
				<fieldset
					key={ conflict.key }
					className="stencilbox-updates__conflict"
				>
					<legend>
						{ sprintf(
							/* translators: 1: conflict number, 2: what it is about, 3: the block's title, e.g. Paragraph. */
							__( '%1$d. %2$s (%3$s)', 'stencilbox' ),
							index + 1,
							conflictTitle( conflict ),
							conflict.label || __( 'HTML', 'stencilbox' )
						) }
					</legend>
					<div className="stencilbox-updates__sides">
						<Value
							title={ __( 'On this site', 'stencilbox' ) }
							value={ conflict.ours }
						/>
						<Value
							title={ __( 'In the new version', 'stencilbox' ) }
							value={ conflict.theirs }
						/>
					</div>
					{ conflict.base !== '' && (
						<p className="stencilbox-updates__conflict-base">
							{ sprintf(
								/* translators: %s: the value when the content was inserted. */
								__( 'When it was inserted: %s', 'stencilbox' ),
								conflict.base
							) }
						</p>
					) }
					<RadioControl
						label={ __( 'Keep', 'stencilbox' ) }
						selected={ picks[ conflict.key ] }
						options={ [
							{
								label: __( 'Mine (this site’s)', 'stencilbox' ),
								value: 'ours',
							},
							{
								label: __( 'The new version’s', 'stencilbox' ),
								value: 'theirs',
							},
						] }
						onChange={ ( value ) =>
							setPicks( {
								...picks,
								[ conflict.key ]:
									value === 'ours' ? 'ours' : 'theirs',
							} )
						}
					/>
				</fieldset>
			) ) }
			<ModalActions onCancel={ onCancel } isBusy={ isBusy }>
				<Button
					__next40pxDefaultSize
					variant="primary"
					isBusy={ isBusy }
					disabled={ isBusy || open > 0 }
					accessibleWhenDisabled
					onClick={ () =>
						onResolve(
							conflicted.conflicts.map( ( conflict ) => ( {
								key: conflict.key,
								pick: picks[ conflict.key ],
							} ) )
						)
					}
				>
					{ open > 0
						? sprintf(
								/* translators: %d: conflicts without a choice. */
								__( 'Choose a side for %d more', 'stencilbox' ),
								open
							)
						: __( 'Merge with my choices', 'stencilbox' ) }
				</Button>
			</ModalActions>
		</div>
	);
}
