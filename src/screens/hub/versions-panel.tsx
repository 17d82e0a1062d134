/**
 * The hub owner's versions settings: how many versions a cloud file keeps
 * on each plan, and how many a catalogue item keeps (−1: all; the oldest
 * go first, never the newest). The cloud's quota counts files, not
 * versions.
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
	fetchVersionSettings,
	saveRetention,
	type Retention,
	type VersionSettings,
} from '../../api/versions';
import RequestError from '../../components/request-error';
import ActionNotice from './action-notice';
import { useAction } from './hooks/use-action';

/** Keep every version. */
const KEEP_ALL = -1;

const KEYS: Array< { key: keyof Retention; label: () => string } > = [
	{ key: 'free', label: () => __( 'Free', 'stencilbox' ) },
	{ key: 'starter', label: () => __( 'Starter', 'stencilbox' ) },
	{ key: 'pro', label: () => __( 'Pro', 'stencilbox' ) },
	{ key: 'items', label: () => __( 'Library items', 'stencilbox' ) },
];

/**
 * Versions card.
 */
export default function VersionsPanel() {
	const [ settings, setSettings ] = useState< VersionSettings | null >(
		null
	);
	const [ retention, setRetention ] = useState< Retention | null >( null );
	const [ failed, setFailed ] = useState< string | null >( null );
	const save = useAction< VersionSettings >();
	const load = useCallback( () => {
		setFailed( null );
		fetchVersionSettings()
			.then( ( next ) => {
				setSettings( next );
				setRetention( next.retention );
			} )
			.catch( ( error ) => setFailed( ( error as Error ).message ) );
	}, [] );
	useEffect( load, [ load ] );
	const set = ( key: keyof Retention, value: number ) =>
		retention && setRetention( { ...retention, [ key ]: value } );
	return (
		<Card className="stencilbox-hub__card">
			<CardHeader>
				<h2>{ __( 'Versions', 'stencilbox' ) }</h2>
			</CardHeader>
			<CardBody>
				{ failed && (
					<RequestError
						title={ __(
							'The versions settings could not be loaded',
							'stencilbox'
						) }
						message={ failed }
						onRetry={ load }
					/>
				) }
				{ ! failed && ( ! settings || ! retention ) && <Spinner /> }
				{ ! failed && settings && retention && (
					<form
						onSubmit={ async ( event ) => {
							event.preventDefault();
							const next = await save.run( () =>
								saveRetention( retention )
							);
							if ( next ) {
								setSettings( next );
							}
						} }
					>
						<p className="stencilbox-hub__help">
							{ sprintf(
								/* translators: %d: number of versions. */
								_n(
									'How many versions to keep: of a cloud file, per its owner’s plan; of a library item. The oldest go first, never the newest; files count for the quota, versions do not. The hub keeps %d older version now.',
									'How many versions to keep: of a cloud file, per its owner’s plan; of a library item. The oldest go first, never the newest; files count for the quota, versions do not. The hub keeps %d older versions now.',
									settings.versions,
									'stencilbox'
								),
								settings.versions
							) }
						</p>
						<div className="stencilbox-hub__limits is-four">
							{ KEYS.map( ( { key, label } ) => {
								const all = retention[ key ] === KEEP_ALL;
								return (
									<fieldset key={ key }>
										<legend>{ label() }</legend>
										<TextControl
											__next40pxDefaultSize
											__nextHasNoMarginBottom
											type="number"
											min={ 1 }
											label={ sprintf(
												/* translators: %s: plan name, or Library items */
												__(
													'Versions kept: %s',
													'stencilbox'
												),
												label()
											) }
											hideLabelFromVision
											disabled={ all }
											value={
												all
													? ''
													: String( retention[ key ] )
											}
											onChange={ ( value ) =>
												set(
													key,
													Math.max(
														1,
														parseInt( value, 10 ) ||
															1
													)
												)
											}
										/>
										<CheckboxControl
											__nextHasNoMarginBottom
											label={ __(
												'Keep all',
												'stencilbox'
											) }
											checked={ all }
											onChange={ ( checked ) =>
												set(
													key,
													checked ? KEEP_ALL : 10
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
								{ __( 'Save versions', 'stencilbox' ) }
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
