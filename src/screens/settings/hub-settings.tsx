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
import { request } from '../../api/client';
import { ENDPOINTS } from '../../api/endpoints';
import type { SiteSettings, SiteSettingsInput } from '../../api/types';
import HtmlMessage, { plainText } from '../../components/html-message';
import SiteKeys from './site-keys';

/**
 * Hub settings card.
 */
export default function HubSettings() {
	const [ settings, setSettings ] = useState< SiteSettings | null >( null );
	const [ hubUrl, setHubUrl ] = useState( '' );
	const [ siteKey, setSiteKey ] = useState( '' );
	const [ saving, setSaving ] = useState( false );
	const [ notice, setNotice ] = useState< {
		status: 'success' | 'error';
		text: string;
	} | null >( null );

	useEffect( () => {
		request< SiteSettings >( ENDPOINTS.settings ).then(
			( data ) => {
				setSettings( data );
				setHubUrl( data.hub_url );
			},
			( error ) => setNotice( { status: 'error', text: error.message } )
		);
	}, [] );

	const save = async ( changes: SiteSettingsInput ) => {
		setSaving( true );
		setNotice( null );
		try {
			const data = await request< SiteSettings >( ENDPOINTS.settings, {
				method: 'POST',
				data: changes,
			} );
			setSettings( data );
			setHubUrl( data.hub_url );
			setSiteKey( '' );
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

	if ( ! settings ) {
		return notice ? (
			<Notice status="error" isDismissible={ false }>
				{ notice.text }
			</Notice>
		) : (
			<Spinner />
		);
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
						settings.hub_remote
							? __(
									'Other sites can sign in and browse the library here with an account of this hub.',
									'stencilbox'
								)
							: __( 'Only this site uses its hub.', 'stencilbox' )
					}
					checked={ settings.hub_remote }
					disabled={ saving }
					onChange={ ( value ) => save( { hub_remote: value } ) }
				/>
				{ settings.hub_remote && <SiteKeys /> }
			</CardBody>
		</Card>
	);
}
