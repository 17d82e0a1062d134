/**
 * One card of the Library hub screen: its heading, the help line under it
 * (when it has one), then its content.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Card, CardBody, CardHeader } from '@wordpress/components';

export interface HubCardProps {
	title: string;
	/** What the card is for, under its heading. */
	help?: ReactNode;
	children: ReactNode;
}

/**
 * Hub card.
 *
 * @param props          Props.
 * @param props.title    The heading.
 * @param props.help     The help line.
 * @param props.children The content.
 */
export default function HubCard( { title, help, children }: HubCardProps ) {
	return (
		<Card className="stencilbox-hub__card">
			<CardHeader>
				<h2>{ title }</h2>
			</CardHeader>
			<CardBody>
				{ help && <p className="stencilbox-hub__help">{ help }</p> }
				{ children }
			</CardBody>
		</Card>
	);
}
