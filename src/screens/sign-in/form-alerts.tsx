/**
 * The messages under the sign-in and sign-up fields: the 'Opps...!' alert
 * and a message that is not about one field (both may hold server HTML).
 */
/**
 * Internal dependencies
 */
import FieldErrors from '../../components/field-errors';
import HtmlMessage from '../../components/html-message';

/**
 * Form alerts.
 *
 * @param props             Props.
 * @param props.alert       The alert's messages.
 * @param props.globalError A message for the whole form, if any.
 */
export default function FormAlerts( {
	alert,
	globalError,
}: {
	alert: string[];
	globalError: string | null;
} ) {
	return (
		<>
			<FieldErrors messages={ alert } />
			{ globalError && (
				<p className="stencilbox-sign-in__global-error" role="alert">
					<HtmlMessage html={ globalError } />
				</p>
			) }
		</>
	);
}
