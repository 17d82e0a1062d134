/**
 * Which hub this site uses, and whether this site serves other sites.
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Notice,
	RadioControl,
	Spinner,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	saveHubSettings,
	saveSiteSettings,
	type HubSettings as OwnHubSettings,
} from '../../api/admin';
import type {
	HubConnection,
	NetworkLibrary,
	NetworkLibraryMode,
	SiteSettings,
	SiteSettingsInput,
} from '../../api/types';
import HtmlMessage, { plainText } from '../../components/html-message';
import RequestError from '../../components/request-error';
import { useResource, useResourceActions } from '../../stores/admin';
import SiteKeys from './site-keys';

/**
 * What the connection to a remote hub is now: "Connected to <hub> · N
 * items", or that it does not answer.
 *
 * @param settings The site's settings.
 * @return The sentence and its status, or null for this site's own hub.
 */
export function connectionNotice(
	settings: Pick< SiteSettings, 'hub_url' > & {
		connection: HubConnection | null;
	}
): { status: 'success' | 'warning'; text: string } | null {
	const { connection, hub_url: url } = settings;
	if ( ! url || ! connection ) {
		return null;
	}
	if ( ! connection.reachable ) {
		return {
			status: 'warning',
			text: sprintf(
				/* translators: %s: the hub's address */
				__( 'The library hub at %s cannot be reached.', 'stencilbox' ),
				url
			),
		};
	}
	return {
		status: 'success',
		text: sprintf(
			/* translators: 1: the hub's name (or address), 2: how many items its library holds */
			__( 'Connected to %1$s · %2$s', 'stencilbox' ),
			connection.name || url,
			sprintf(
				/* translators: %d: number of items */
				_n( '%d item', '%d items', connection.items, 'stencilbox' ),
				connection.items
			)
		),
	};
}

/**
 * The Hub card: the network's library for a site that uses it, else this
 * site's own hub settings; and, for a network's super admins, how the
 * network shares the library.
 *
 * @param props          Props.
 * @param props.onOwnHub Told whether this site is its own hub, once known.
 */
export default function HubSettings( {
	onOwnHub,
}: {
	onOwnHub?: ( own: boolean ) => void;
} = {} ) {
	const site = useResource( 'siteSettings', [] );
	const network = site.data?.network_library ?? null;
	const own = site.data
		? site.data.hub_url === '' && ! network?.elsewhere
		: undefined;
	useEffect( () => {
		if ( own !== undefined ) {
			onOwnHub?.( own );
		}
		// onOwnHub is the parent's setter: the answer alone matters.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ own ] );
	if ( ! site.data && ! site.error ) {
		// Whether this site has a hub of its own is not known yet.
		return <Spinner />;
	}
	return (
		<>
			{ network?.may_choose && <NetworkChoice network={ network } /> }
			{ network?.elsewhere ? (
				<NetworkHub network={ network } />
			) : (
				<SiteHub />
			) }
		</>
	);
}

/**
 * A site that uses its network's library: where it is; nothing to set here.
 *
 * @param props         Props.
 * @param props.network The network's library.
 */
function NetworkHub( { network }: { network: NetworkLibrary } ) {
	return (
		<Card className="stencilbox-settings__card">
			<CardHeader>
				<h2>{ __( 'Hub', 'stencilbox' ) }</h2>
			</CardHeader>
			<CardBody>
				<p className="stencilbox-settings__connection is-success">
					{ sprintf(
						/* translators: 1: the network's main site's name, 2: its address */
						__(
							'This site uses its network’s library, kept on %1$s (%2$s). Accounts, the catalogue and the cloud are shared by every site of the network.',
							'stencilbox'
						),
						network.hub_name || network.hub_url,
						network.hub_url
					) }
				</p>
				<p>
					{ __(
						'A network administrator chooses where the library lives, on the main site.',
						'stencilbox'
					) }
				</p>
			</CardBody>
		</Card>
	);
}

/**
 * A super admin's choice: one library for the network, or one per site.
 *
 * @param props         Props.
 * @param props.network The network's library.
 */
function NetworkChoice( { network }: { network: NetworkLibrary } ) {
	const { receiveResource } = useResourceActions();
	const [ saving, setSaving ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );
	const choose = async ( mode: NetworkLibraryMode ) => {
		setSaving( true );
		setError( null );
		try {
			receiveResource(
				'siteSettings',
				[],
				await saveSiteSettings( { network_library: mode } )
			);
		} catch ( failure ) {
			setError( ( failure as Error ).message );
		} finally {
			setSaving( false );
		}
	};
	return (
		<Card className="stencilbox-settings__card">
			<CardHeader>
				<h2>{ __( 'Network', 'stencilbox' ) }</h2>
			</CardHeader>
			<CardBody>
				{ error && (
					<Notice
						status="error"
						onRemove={ () => setError( null ) }
						spokenMessage={ plainText( error ) }
					>
						<HtmlMessage html={ error } />
					</Notice>
				) }
				<RadioControl
					label={ __( 'Library on this network', 'stencilbox' ) }
					help={ __(
						'Changing this signs everyone out of Stencilbox on every site of the network.',
						'stencilbox'
					) }
					selected={ network.mode }
					disabled={ saving }
					options={ [
						{
							value: 'network',
							label: __(
								'One library for the whole network, kept on the main site',
								'stencilbox'
							),
						},
						{
							value: 'sites',
							label: __(
								'Each site keeps its own library',
								'stencilbox'
							),
						},
					] }
					onChange={ ( value ) =>
						choose( value as NetworkLibraryMode )
					}
				/>
			</CardBody>
		</Card>
	);
}

/**
 * This site's own hub settings: the hub it uses, and whether it serves
 * other sites.
 */
function SiteHub() {
	// The hub this site uses is the site's setting; whether other sites may
	// use this site's own hub is the hub's, asked only while this site is
	// its own hub: a site that uses another hub has no owner's routes
	// (`not_own_hub`).
	const site = useResource( 'siteSettings', [] );
	const settings = site.data;
	const hub = useResource(
		'hubSettings',
		settings && settings.hub_url === '' ? [] : null
	);
	const own = hub.data;
	const failed = ( site.error ?? hub.error )?.message;
	const retry = () => {
		site.retry();
		hub.retry();
	};
	const { receiveResource } = useResourceActions();
	// The address being typed; the saved one until then.
	const [ typed, setHubUrl ] = useState< string | null >( null );
	const hubUrl = typed ?? settings?.hub_url ?? '';
	const [ siteKey, setSiteKey ] = useState( '' );
	const [ saving, setSaving ] = useState( false );
	const [ notice, setNotice ] = useState< {
		status: 'success' | 'warning' | 'error';
		text: string;
	} | null >( null );

	const run = async (
		task: () => Promise< {
			status: 'success' | 'warning';
			text: string;
		} | null | void >
	) => {
		setSaving( true );
		setNotice( null );
		try {
			const said = await task();
			setNotice(
				said ?? {
					status: 'success',
					text: __( 'Settings saved.', 'stencilbox' ),
				}
			);
		} catch ( error ) {
			setNotice( { status: 'error', text: ( error as Error ).message } );
		} finally {
			setSaving( false );
		}
	};

	const save = ( changes: SiteSettingsInput ) =>
		run( async () => {
			const data = await saveSiteSettings( changes );
			receiveResource( 'siteSettings', [], data );
			setHubUrl( null );
			setSiteKey( '' );
			// A new hub address: say what answers there.
			return changes.hub_url !== undefined
				? connectionNotice( data )
				: null;
		} );

	const saveOwn = ( changes: Partial< OwnHubSettings > ) =>
		run( async () => {
			receiveResource(
				'hubSettings',
				[],
				await saveHubSettings( changes )
			);
		} );

	if ( failed ) {
		return (
			<RequestError
				title={ __(
					'The hub settings could not be loaded',
					'stencilbox'
				) }
				message={ failed }
				onRetry={ retry }
			/>
		);
	}
	if ( ! settings ) {
		return <Spinner />;
	}
	const connection = connectionNotice( settings );

	return (
		<Card className="stencilbox-settings__card">
			<CardHeader>
				<h2>{ __( 'Hub', 'stencilbox' ) }</h2>
			</CardHeader>
			<CardBody>
				{ notice && (
					<Notice
						status={ notice.status }
						onRemove={ () => setNotice( null ) }
						spokenMessage={ plainText( notice.text ) }
					>
						<HtmlMessage html={ notice.text } />
					</Notice>
				) }
				{ connection && ! notice && (
					<p
						className={ `stencilbox-settings__connection is-${ connection.status }` }
					>
						{ connection.text }
					</p>
				) }
				<form
					onSubmit={ ( event: FormEvent ) => {
						event.preventDefault();
						save( { hub_url: hubUrl.trim() } );
					} }
				>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Hub address', 'stencilbox' ) }
						help={ __(
							'Leave empty to keep accounts, the catalogue and the cloud on this site. Enter another site’s address to use that site as the hub (signs everyone out of Stencilbox here).',
							'stencilbox'
						) }
						type="url"
						placeholder="https://hub.example.com"
						value={ hubUrl }
						onChange={ setHubUrl }
					/>
					<div className="stencilbox-settings__actions">
						<Button
							__next40pxDefaultSize
							variant="primary"
							type="submit"
							isBusy={ saving }
							disabled={
								saving || hubUrl.trim() === settings.hub_url
							}
							accessibleWhenDisabled
						>
							{ __( 'Save hub address', 'stencilbox' ) }
						</Button>
					</div>
				</form>
				{ settings.hub_url && (
					<form
						className="stencilbox-settings__site-key"
						onSubmit={ ( event: FormEvent ) => {
							event.preventDefault();
							save( { hub_site_key: siteKey.trim() } );
						} }
					>
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Site key (optional)', 'stencilbox' ) }
							help={
								settings.has_site_key
									? __(
											'This site sends the key the hub’s owner gave it. Enter a new key to replace it.',
											'stencilbox'
										)
									: __(
											'A key from the hub’s owner lets the hub limit failed sign-ins per visitor of this site rather than for the whole site.',
											'stencilbox'
										)
							}
							type="password"
							autoComplete="off"
							placeholder="sbx_…"
							value={ siteKey }
							onChange={ setSiteKey }
						/>
						<div className="stencilbox-settings__actions">
							<Button
								__next40pxDefaultSize
								variant="secondary"
								type="submit"
								isBusy={ saving }
								disabled={ saving || ! siteKey.trim() }
								accessibleWhenDisabled
							>
								{ __( 'Save site key', 'stencilbox' ) }
							</Button>
							{ settings.has_site_key && (
								<Button
									__next40pxDefaultSize
									variant="tertiary"
									isDestructive
									disabled={ saving }
									accessibleWhenDisabled
									onClick={ () =>
										save( { hub_site_key: '' } )
									}
								>
									{ __( 'Remove site key', 'stencilbox' ) }
								</Button>
							) }
						</div>
					</form>
				) }
				{ /* Serving other sites is a hub owner's: not for a site that uses another hub. */ }
				{ ! settings.hub_url && ! own && <Spinner /> }
				{ ! settings.hub_url && own && (
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Let other sites use this site as their hub',
							'stencilbox'
						) }
						help={
							own.accepts_remote
								? __(
										'Other sites can sign in and browse the library here with an account of this hub.',
										'stencilbox'
									)
								: __(
										'Only this site uses its hub.',
										'stencilbox'
									)
						}
						checked={ own.accepts_remote }
						disabled={ saving }
						onChange={ ( value ) =>
							saveOwn( { accepts_remote: value } )
						}
					/>
				) }
				{ ! settings.hub_url && own?.accepts_remote && <SiteKeys /> }
			</CardBody>
		</Card>
	);
}
