/**
 * People's pictures in a row, the first few of them, and "+N" for the rest
 * (spec part 2 §2: up to 5 on shared WorkSpaces, 4 on one's own).
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import SafeImage from '../safe-image';
import './style.scss';

export interface AvatarPerson {
	name: string;
	profile_photo: string;
	email?: string;
}

export interface AvatarStackProps {
	people: AvatarPerson[];
	/** How many pictures at most. */
	max: number;
}

/**
 * Avatar stack; nothing without people.
 *
 * @param props        Props.
 * @param props.people People.
 * @param props.max    Pictures at most.
 */
export default function AvatarStack( { people, max }: AvatarStackProps ) {
	if ( people.length === 0 ) {
		return null;
	}
	const shown = people.slice( 0, max );
	const rest = people.length - shown.length;
	return (
		<ul
			className="stencilbox-avatar-stack"
			aria-label={ people
				.map( ( person ) => person.name || person.email )
				.join( ', ' ) }
		>
			{ shown.map( ( person, index ) => (
				<li
					key={ `${ person.email ?? person.name }-${ index }` }
					className="stencilbox-avatar-stack__person"
					title={ person.name || person.email }
				>
					<SafeImage
						className="stencilbox-avatar-stack__image"
						src={ person.profile_photo }
						alt=""
						placeholder={
							<span className="stencilbox-avatar-stack__initial">
								{ ( person.name || person.email || '?' )
									.charAt( 0 )
									.toUpperCase() }
							</span>
						}
					/>
				</li>
			) ) }
			{ rest > 0 && (
				<li className="stencilbox-avatar-stack__person is-more">
					{ sprintf(
						/* translators: %d: number of people not shown */
						__( '+%d', 'stencilbox' ),
						rest
					) }
				</li>
			) }
		</ul>
	);
}
