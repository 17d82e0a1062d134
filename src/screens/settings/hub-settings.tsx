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
import type { SiteSettings } from '../../api/types';
import HtmlMessage, { plainText } from '../../components/html-message';

/**
 * Hub settings card.
 */
export default function HubSettings() {
	const [ settings, setSettings ] = useState< SiteSettings | null >( null );
	const [ hubUrl, setHubUrl ] = useState( '' );
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

	const save = async ( changes: Partial< SiteSettings > ) => {
		setSaving( true );
		setNotice( null );
		try {
			const data = await request< SiteSettings >( ENDPOINTS.settings, {
				method: 'POST',
				data: changes,
			} );
			setSettings( data );
			setHubUrl( data.hub_url );
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
			</CardBody>
		</Card>
	);
}
