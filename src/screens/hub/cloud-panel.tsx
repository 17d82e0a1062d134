/**
 * The hub owner's cloud settings: how many files each plan may keep (−1
 * is unlimited; defaults free 25, starter 250, pro unlimited), and what the
 * cloud holds — files, and the distinct bodies behind them (copies share
 * one).
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	CheckboxControl,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	fetchCloudSettings,
	saveCloudLimits,
	type CloudSettings,
} from '../../api/hub';
import RequestError from '../../components/request-error';
import { UNLIMITED } from '../../utils/storage';
import ActionNotice from './action-notice';
import { useAction } from './hooks/use-action';

type Plan = keyof CloudSettings[ 'limits' ];

const PLANS: Array< { plan: Plan; label: () => string } > = [
	{ plan: 'free', label: () => __( 'Free', 'stencilbox' ) },
	{ plan: 'starter', label: () => __( 'Starter', 'stencilbox' ) },
	{ plan: 'pro', label: () => __( 'Pro', 'stencilbox' ) },
];

/**
 * Cloud storage card.
 */
export default function CloudPanel() {
	const [ settings, setSettings ] = useState< CloudSettings | null >( null );
	const [ limits, setLimits ] = useState< CloudSettings[ 'limits' ] | null >(
		null
	);
	const [ failed, setFailed ] = useState< string | null >( null );
	const save = useAction< CloudSettings >();
	const load = useCallback( () => {
		setFailed( null );
		fetchCloudSettings()
			.then( ( next ) => {
				setSettings( next );
				setLimits( next.limits );
			} )
			.catch( ( error ) => setFailed( ( error as Error ).message ) );
	}, [] );
	useEffect( load, [ load ] );
	const setLimit = ( plan: Plan, value: number ) =>
		limits && setLimits( { ...limits, [ plan ]: value } );
	return (
		<Card className="stencilbox-hub__card">
			<CardHeader>
				<h2>{ __( 'Cloud storage', 'stencilbox' ) }</h2>
			</CardHeader>
			<CardBody>
				{ failed && (
					<RequestError
						title={ __(
							'The cloud storage settings could not be loaded',
							'stencilbox'
						) }
						message={ failed }
						onRetry={ load }
					/>
				) }
				{ ! failed && ( ! settings || ! limits ) && <Spinner /> }
				{ ! failed && settings && limits && (
					<form
						onSubmit={ async ( event ) => {
							event.preventDefault();
							const next = await save.run( () =>
								saveCloudLimits( limits )
							);
							if ( next ) {
								setSettings( next );
							}
						} }
					>
						<p className="stencilbox-hub__help">
							{ sprintf(
								/* translators: 1: number of files, 2: number of distinct bodies, 3: size in KB */
								_n(
									'The cloud holds %1$d file, stored as %2$d distinct bodies (%3$s KB): copies share one.',
									'The cloud holds %1$d files, stored as %2$d distinct bodies (%3$s KB): copies share one.',
									settings.files,
									'stencilbox'
								),
								settings.files,
								settings.bodies,
								( settings.bytes / 1024 ).toFixed( 1 )
							) }
						</p>
						<div className="stencilbox-hub__limits">
							{ PLANS.map( ( { plan, label } ) => {
								const unlimited = limits[ plan ] === UNLIMITED;
								return (
									<fieldset key={ plan }>
										<legend>{ label() }</legend>
										<TextControl
											__next40pxDefaultSize
											__nextHasNoMarginBottom
											type="number"
											min={ 0 }
											label={ sprintf(
												/* translators: %s: plan name */
												__(
													'Files on %s',
													'stencilbox'
												),
												label()
											) }
											hideLabelFromVision
											disabled={ unlimited }
											value={
												unlimited
													? ''
													: String( limits[ plan ] )
											}
											onChange={ ( value ) =>
												setLimit(
													plan,
													Math.max(
														0,
														parseInt( value, 10 ) ||
															0
													)
												)
											}
										/>
										<CheckboxControl
											__nextHasNoMarginBottom
											label={ __(
												'Unlimited',
												'stencilbox'
											) }
											checked={ unlimited }
											onChange={ ( checked ) =>
												setLimit(
													plan,
													checked ? UNLIMITED : 0
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
								{ __( 'Save limits', 'stencilbox' ) }
							</Button>
						</div>
						<ActionNotice
							state={ save }
							success={ () => __( 'Saved.', 'stencilbox' ) }
						/>
					</form>
				) }
			</CardBody>
		</Card>
	);
}
