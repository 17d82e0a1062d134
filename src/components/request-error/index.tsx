/**
 * The panel of a request that failed (spec part 1 §8): a title, the
 * server's message as sanitised HTML, "Try again", and any other ways out
 * the screen offers (the account's Logout).
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { cautionFilled } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import EmptyState from '../empty-state';
import HtmlMessage from '../html-message';

export interface RequestErrorProps {
	title: string;
	/** The server's message (may hold HTML). */
	message: string;
	/** Asks again; no button without it. */
	onRetry?: () => void;
	/** More ways out. */
	actions?: ReactNode;
}

/**
 * Request error panel.
 *
 * @param props Props.
 */
export default function RequestError( {
	title,
	message,
	onRetry,
	actions,
}: RequestErrorProps ) {
	return (
		<EmptyState
			icon={ cautionFilled }
			title={ title }
			actions={
				<>
					{ onRetry && (
						<Button
							__next40pxDefaultSize
							variant="primary"
							onClick={ onRetry }
						>
							{ __( 'Try again', 'stencilbox' ) }
						</Button>
					) }
					{ actions }
				</>
			}
		>
			<p>
				<HtmlMessage html={ message } />
			</p>
		</EmptyState>
	);
}
