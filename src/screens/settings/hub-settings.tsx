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
	Spinner,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	fetchHubSettings,
	fetchSiteSettings,
	saveHubSettings,
	saveSiteSettings,
	type HubSettings as OwnHubSettings,
} from '../../api/admin';
import type { SiteSettings, SiteSettingsInput } from '../../api/types';
import HtmlMessage, { plainText } from '../../components/html-message';
import RequestError from '../../components/request-error';
import SiteKeys from './site-keys';

/**
 * Hub settings card.
 */
export default function HubSettings() {
	const [ settings, setSettings ] = useState< SiteSettings | null >( null );
	const [ own, setOwn ] = useState< OwnHubSettings | null >( null );
	const [ failed, setFailed ] = useState< string | null >( null );
	const [ attempt, setAttempt ] = useState( 0 );
	const [ hubUrl, setHubUrl ] = useState( '' );
	const [ siteKey, setSiteKey ] = useState( '' );
	const [ saving, setSaving ] = useState( false );
	const [ notice, setNotice ] = useState< {
		status: 'success' | 'error';
		text: string;
	} | null >( null );

	useEffect( () => {
		let live = true;
		setFailed( null );
		// The hub this site uses is the site's setting; whether other sites
		// may use this site's own hub is the hub's.
		Promise.all( [ fetchSiteSettings(), fetchHubSettings() ] ).then(
			( [ site, hub ] ) => {
				if ( live ) {
					setSettings( site );
					setHubUrl( site.hub_url );
					setOwn( hub );
				}
			},
			( error ) => live && setFailed( ( error as Error ).message )
		);
		return () => {
			live = false;
		};
	}, [ attempt ] );

	const run = async ( task: () => Promise< void > ) => {
		setSaving( true );
		setNotice( null );
		try {
			await task();
			setNotice( {
				status: 'success',
				text: __( 'Settings saved.', 'stencilbox' ),
			} );
		} catch ( error ) {
			setNotice( { status: 'error', text: ( error as Error ).message } );
		} finally {
			setSaving( false );
		}
	};

	const save = ( changes: SiteSettingsInput ) =>
		run( async () => {
			const data = await saveSiteSettings( changes );
			setSettings( data );
			setHubUrl( data.hub_url );
			setSiteKey( '' );
		} );

	const saveOwn = ( changes: Partial< OwnHubSettings > ) =>
		run( async () => setOwn( await saveHubSettings( changes ) ) );

	if ( failed ) {
		return (
			<RequestError
				title={ __(
					'The hub settings could not be loaded',
					'stencilbox'
				) }
				message={ failed }
				onRetry={ () => setAttempt( ( n ) => n + 1 ) }
			/>
		);
	}
	if ( ! settings || ! own ) {
		return <Spinner />;
	}

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
							: __( 'Only this site uses its hub.', 'stencilbox' )
					}
					checked={ own.accepts_remote }
					disabled={ saving }
					onChange={ ( value ) =>
						saveOwn( { accepts_remote: value } )
					}
				/>
				{ own.accepts_remote && <SiteKeys /> }
			</CardBody>
		</Card>
	);
}
