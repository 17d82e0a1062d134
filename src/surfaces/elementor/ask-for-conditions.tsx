/**
 * In Elementor's editor of a saved template that shows nowhere yet (no
 * display conditions): asks where it shows once it is published, as the
 * block editor does (and as Elementor Pro asks of its own templates). The
 * question is the templates screen's modal, loaded only then.
 */
/**
 * WordPress dependencies
 */
import { lazy, Suspense, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { getSettings } from '../../api/settings';
import { takesConditions } from '../../screens/templates/labels';
import { currentDocumentId, documentTitle, onPublished } from './adapter';

const PublishConditions = lazy(
	() =>
		import(
			/* webpackChunkName: "template-conditions" */ '../template-editor/publish-conditions'
		)
);

/**
 * The question, asked on the first publish.
 */
export default function AskForConditions() {
	const [ asking, setAsking ] = useState( false );
	useEffect( () => {
		const template = getSettings().template;
		if (
			template?.conditions !== 0 ||
			! takesConditions( template.type )
		) {
			return;
		}
		return onPublished( () => setAsking( true ) );
	}, [] );
	if ( ! asking ) {
		return null;
	}
	return (
		<Suspense fallback={ null }>
			<PublishConditions
				id={ currentDocumentId() }
				title={ documentTitle() }
				onClose={ () => setAsking( false ) }
			/>
		</Suspense>
	);
}
