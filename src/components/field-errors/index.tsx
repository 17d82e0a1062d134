/**
 * The form alert of spec §8: title 'Opps...!' with the messages.
 */
/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import HtmlMessage, { plainText } from '../html-message';

/**
 * The alert; renders nothing without messages.
 *
 * @param props          Props.
 * @param props.messages Messages (server messages may hold HTML).
 */
export default function FieldErrors( { messages }: { messages: string[] } ) {
	const unique = [ ...new Set( messages.filter( Boolean ) ) ];
	if ( unique.length === 0 ) {
		return null;
	}
	return (
		<Notice
			className="stencilbox-field-errors"
			status="error"
			isDismissible={ false }
			spokenMessage={ [
				__( 'Opps...!', 'stencilbox' ),
				...unique.map( plainText ),
			].join( ' ' ) }
		>
			<strong>{ __( 'Opps...!', 'stencilbox' ) }</strong>
			<ul>
				{ unique.map( ( message ) => (
					<li key={ message }>
						<HtmlMessage html={ message } />
					</li>
				) ) }
			</ul>
		</Notice>
	);
}
