/**
 * The pieces of the Library hub's one-line forms and filter rows: a field
 * at the hub's size (`HubField`), and a form of fields ending in its one
 * submit button (`RowForm`: the Fleet card's channel, pin, rollback and
 * approver forms).
 */
import type { ComponentProps, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button, TextControl } from '@wordpress/components';

/**
 * A text field of a hub row: 40 px high, no bottom margin.
 *
 * @param props The TextControl's props.
 */
export function HubField(
	props: Omit<
		ComponentProps< typeof TextControl >,
		'__next40pxDefaultSize' | '__nextHasNoMarginBottom'
	>
) {
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			{ ...props }
		/>
	);
}

export interface RowFormProps {
	/** Runs on submit (the page is not reloaded). */
	onSubmit: () => unknown;
	/** The submit button's text. */
	submitLabel: string;
	/** The submit button is disabled (still focusable). */
	disabled: boolean;
	/** The submit button is destructive. */
	isDestructive?: boolean;
	children: ReactNode;
}

/**
 * A row of fields and its submit button.
 *
 * @param props               Props.
 * @param props.onSubmit      Runs on submit.
 * @param props.submitLabel   The button's text.
 * @param props.disabled      The button is disabled.
 * @param props.isDestructive The button is destructive.
 * @param props.children      The fields.
 */
export function RowForm( {
	onSubmit,
	submitLabel,
	disabled,
	isDestructive,
	children,
}: RowFormProps ) {
	return (
		<form
			className="stencilbox-hub__row stencilbox-hub__fleet-form"
			onSubmit={ ( event ) => {
				event.preventDefault();
				onSubmit();
			} }
		>
			{ children }
			<Button
				__next40pxDefaultSize
				variant="secondary"
				isDestructive={ isDestructive }
				type="submit"
				disabled={ disabled }
				accessibleWhenDisabled
			>
				{ submitLabel }
			</Button>
		</form>
	);
}
