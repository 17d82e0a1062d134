/**
 * One dependency in the filter sidebar: a button cycling none → include →
 * exclude (spec part 1 §4).
 */
/**
 * WordPress dependencies
 */
import { Button, Icon } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { check, closeSmall, lineSolid } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { BatchState } from '../../utils/tri-state';
import SafeImage from '../safe-image';
import './style.scss';

export interface TriStateToggleProps {
	label: string;
	state: BatchState;
	onToggle: () => void;
	icon?: string;
	/** Marks a toggle that acts on a whole group. */
	isBatch?: boolean;
}

/**
 * The words for a state.
 *
 * @param state State.
 */
function stateLabel( state: BatchState ): string {
	switch ( state ) {
		case 'include':
			return __( 'Included', 'stencilbox' );
		case 'exclude':
			return __( 'Excluded', 'stencilbox' );
		case 'mixed':
			return __( 'Mixed', 'stencilbox' );
		default:
			return __( 'Any', 'stencilbox' );
	}
}

/**
 * Tri-state toggle.
 *
 * @param props Props.
 */
export default function TriStateToggle( {
	label,
	state,
	onToggle,
	icon,
	isBatch = false,
}: TriStateToggleProps ) {
	let mark = null;
	if ( state === 'include' ) {
		mark = check;
	} else if ( state === 'exclude' ) {
		mark = closeSmall;
	} else if ( state === 'mixed' ) {
		mark = lineSolid;
	}
	return (
		<Button
			className={ `stencilbox-tri-state is-${ state }${
				isBatch ? ' is-batch' : ''
			}` }
			onClick={ onToggle }
			aria-label={ sprintf(
				/* translators: 1: dependency or group name, 2: its filter state (Any, Included, Excluded, Mixed) */
				__( '%1$s: %2$s', 'stencilbox' ),
				label,
				stateLabel( state )
			) }
		>
			<span className="stencilbox-tri-state__box" aria-hidden="true">
				{ mark && <Icon icon={ mark } size={ 16 } /> }
			</span>
			{ icon && (
				<SafeImage
					className="stencilbox-tri-state__icon"
					src={ icon }
					alt=""
				/>
			) }
			<span className="stencilbox-tri-state__label">{ label }</span>
			<span className="stencilbox-tri-state__state" aria-hidden="true">
				{ state !== 'none' && stateLabel( state ) }
			</span>
		</Button>
	);
}
