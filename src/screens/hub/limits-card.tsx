/**
 * A hub settings card of numbers per plan (the cloud's limits, the
 * versions kept): loaded through the admin store with the request-error
 * panel, one number field and one "all" checkbox per key (−1: no limit),
 * saved with its own button and notice. `cloud-panel.tsx` and
 * `versions-panel.tsx` say only what differs.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	CheckboxControl,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import RequestError from '../../components/request-error';
import {
	useResource,
	useResourceActions,
	type ResourceAnswer,
	type ResourceArgs,
} from '../../stores/admin';
import { UNLIMITED } from '../../utils/storage';
import ActionNotice from './action-notice';
import HubCard from './hub-card';
import { useAction } from './hooks/use-action';

/** The settings reads a limits card edits. */
type LimitsResource = 'cloudSettings' | 'versionSettings';

export interface LimitsCardProps< N extends LimitsResource, K extends string > {
	/** The read (`stores/admin/fetchers.ts`). */
	resource: N;
	title: string;
	/** Title of the request-error panel. */
	failedTitle: string;
	/** The numbers the form edits, from the settings. */
	values: ( settings: ResourceAnswer< N > ) => Record< K, number >;
	/** The fields, in order. */
	fields: Array< { key: K; label: () => string } >;
	/** The paragraph above the fields. */
	help: ( settings: ResourceAnswer< N > ) => ReactNode;
	/** Saves the numbers; answers the settings as kept. */
	save: ( values: Record< K, number > ) => Promise< ResourceAnswer< N > >;
	/** The smallest number. */
	min: number;
	/** The number a field takes when "all" is unticked. */
	untickedValue: number;
	/** A field's label for screen readers (`%s`: the field's label). */
	fieldLabel: ( label: string ) => string;
	/** The checkbox's label ("Unlimited", "Keep all"). */
	allLabel: string;
	saveLabel: string;
	/** More class names of the fields' row. */
	className?: string;
}

/**
 * Limits card.
 *
 * @param props Props.
 */
export default function LimitsCard<
	N extends LimitsResource,
	K extends string,
>( {
	resource,
	title,
	failedTitle,
	values,
	fields,
	help,
	save: write,
	min,
	untickedValue,
	fieldLabel,
	allLabel,
	saveLabel,
	className,
}: LimitsCardProps< N, K > ) {
	// Both reads take no arguments.
	const none = [] as unknown as ResourceArgs< N >;
	const { data: settings, error, retry } = useResource( resource, none );
	const { receiveResource } = useResourceActions();
	// What the form holds: the settings' numbers until the owner edits one.
	const [ edited, setEdited ] = useState< Record< K, number > | null >(
		null
	);
	const save = useAction< ResourceAnswer< N > >();
	const current = edited ?? ( settings ? values( settings ) : null );
	const set = ( key: K, value: number ) =>
		current && setEdited( { ...current, [ key ]: value } );
	return (
		<HubCard title={ title }>
			{ error && (
				<RequestError
					title={ failedTitle }
					message={ error.message }
					onRetry={ retry }
				/>
			) }
			{ ! error && ( ! settings || ! current ) && <Spinner /> }
			{ ! error && settings && current && (
				<form
					onSubmit={ async ( event ) => {
						event.preventDefault();
						const next = await save.run( () => write( current ) );
						if ( next ) {
							receiveResource( resource, none, next );
						}
					} }
				>
					<p className="stencilbox-hub__help">{ help( settings ) }</p>
					<div
						className={ [ 'stencilbox-hub__limits', className ]
							.filter( Boolean )
							.join( ' ' ) }
					>
						{ fields.map( ( { key, label } ) => {
							const all = current[ key ] === UNLIMITED;
							return (
								<fieldset key={ key }>
									<legend>{ label() }</legend>
									<TextControl
										__next40pxDefaultSize
										__nextHasNoMarginBottom
										type="number"
										min={ min }
										label={ fieldLabel( label() ) }
										hideLabelFromVision
										disabled={ all }
										value={
											all ? '' : String( current[ key ] )
										}
										onChange={ ( value ) =>
											set(
												key,
												Math.max(
													min,
													parseInt( value, 10 ) || min
												)
											)
										}
									/>
									<CheckboxControl
										__nextHasNoMarginBottom
										label={ allLabel }
										checked={ all }
										onChange={ ( checked ) =>
											set(
												key,
												checked
													? UNLIMITED
													: untickedValue
											)
										}
									/>
								</fieldset>
							);
						} ) }
					</div>
					<div className="stencilbox-hub__buttons">
						<Button
							__next40pxDefaultSize
							variant="secondary"
							type="submit"
							isBusy={ save.busy }
						>
							{ saveLabel }
						</Button>
					</div>
					<ActionNotice
						state={ save }
						success={ () => __( 'Saved.', 'stencilbox' ) }
					/>
				</form>
			) }
		</HubCard>
	);
}
