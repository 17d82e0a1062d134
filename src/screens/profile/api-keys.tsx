/**
 * The account's API keys: create one to "Connect via API" elsewhere (shown
 * once), see where keys are used, revoke them.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice, Spinner, TextControl } from '@wordpress/components';
import { useCopyToClipboard } from '@wordpress/compose';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { request } from '../../api/client';
import { ENDPOINTS } from '../../api/endpoints';
import type { ApiKeyRow, ApiKeysResponse } from '../../api/types';
import HtmlMessage, { plainText } from '../../components/html-message';

function CopyButton( { text }: { text: string } ) {
	const [ copied, setCopied ] = useState( false );
	const ref = useCopyToClipboard( text, () => setCopied( true ) );
	return (
		<Button __next40pxDefaultSize variant="secondary" ref={ ref }>
			{ copied
				? __( 'Copied!', 'stencilbox' )
				: __( 'Copy', 'stencilbox' ) }
		</Button>
	);
}

/**
 * The API keys panel.
 */
export default function ApiKeys() {
	const [ keys, setKeys ] = useState< ApiKeyRow[] | null >( null );
	const [ label, setLabel ] = useState( '' );
	const [ created, setCreated ] = useState< string | null >( null );
	const [ error, setError ] = useState< string | null >( null );
	const [ busy, setBusy ] = useState( false );

	const run = useCallback(
		async ( task: () => Promise< ApiKeysResponse > ) => {
			setBusy( true );
			setError( null );
			try {
				const response = await task();
				setKeys( response.data );
				return response;
			} catch ( e ) {
				setError( ( e as Error ).message );
				return null;
			} finally {
				setBusy( false );
			}
		},
		[]
	);

	useEffect( () => {
		run( () => request< ApiKeysResponse >( ENDPOINTS.profileApiKeys ) );
	}, [ run ] );

	const create = async () => {
		const response = await run( () =>
			request< ApiKeysResponse >( ENDPOINTS.profileApiKeys, {
				method: 'POST',
				data: { label },
			} )
		);
		if ( response?.api_key ) {
			setCreated( response.api_key );
			setLabel( '' );
		}
	};

	const revoke = ( key: ApiKeyRow ) =>
		run( () =>
			request< ApiKeysResponse >(
				`${ ENDPOINTS.profileApiKeys }/${ key.id }`,
				{
					method: 'DELETE',
				}
			)
		);

	return (
		<section className="stencilbox-profile__keys" id="stencilbox-api-keys">
			<h2>{ __( 'API keys', 'stencilbox' ) }</h2>
			<p>
				{ __(
					'Use an API key to connect another site with “Connect via API”. A key is shown once; keep it somewhere safe.',
					'stencilbox'
				) }
			</p>
			{ error && (
				<Notice
					status="error"
					onRemove={ () => setError( null ) }
					spokenMessage={ plainText( error ) }
				>
					<HtmlMessage html={ error } />
				</Notice>
			) }
			{ created && (
				<Notice
					status="success"
					onRemove={ () => setCreated( null ) }
					spokenMessage={ __(
						'Your new API key is ready.',
						'stencilbox'
					) }
				>
					<p>
						{ __(
							'Your new API key (it will not be shown again):',
							'stencilbox'
						) }
					</p>
					<div className="stencilbox-profile__new-key">
						<code>{ created }</code>
						<CopyButton text={ created } />
					</div>
				</Notice>
			) }
			<div className="stencilbox-profile__create-key">
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Key name', 'stencilbox' ) }
					placeholder={ __( 'e.g. Client site', 'stencilbox' ) }
					value={ label }
					onChange={ setLabel }
					maxLength={ 190 }
				/>
				<Button
					__next40pxDefaultSize
					variant="primary"
					onClick={ create }
					disabled={ busy }
					accessibleWhenDisabled
				>
					{ __( 'Create API key', 'stencilbox' ) }
				</Button>
			</div>
			{ keys === null ? (
				<Spinner />
			) : (
				<table className="stencilbox-profile__key-table widefat striped">
					<thead>
						<tr>
							<th scope="col">{ __( 'Name', 'stencilbox' ) }</th>
							<th scope="col">{ __( 'Key', 'stencilbox' ) }</th>
							<th scope="col">
								{ __( 'Created', 'stencilbox' ) }
							</th>
							<th scope="col">
								{ __( 'Last used', 'stencilbox' ) }
							</th>
							<th scope="col">
								<span className="screen-reader-text">
									{ __( 'Actions', 'stencilbox' ) }
								</span>
							</th>
						</tr>
					</thead>
					<tbody>
						{ keys.length === 0 && (
							<tr>
								<td colSpan={ 5 }>
									{ __( 'No API keys yet.', 'stencilbox' ) }
								</td>
							</tr>
						) }
						{ keys.map( ( key ) => (
							<tr
								key={ key.id }
								className={
									key.revoked ? 'is-revoked' : undefined
								}
							>
								<td>
									{ key.label }
									{ key.kind === 'session' && (
										<span className="stencilbox-profile__badge">
											{ __(
												'Signed-in site',
												'stencilbox'
											) }
										</span>
									) }
								</td>
								<td>
									<code>{ key.prefix }…</code>
								</td>
								<td>{ key.created_at.slice( 0, 10 ) }</td>
								<td>
									{ key.last_used_at
										? key.last_used_at.slice( 0, 10 )
										: '—' }
								</td>
								<td>
									{ key.revoked ? (
										__( 'Revoked', 'stencilbox' )
									) : (
										<Button
											variant="link"
											isDestructive
											disabled={ busy }
											onClick={ () => revoke( key ) }
											label={ sprintf(
												/* translators: %s: key name. */
												__( 'Revoke %s', 'stencilbox' ),
												key.label
											) }
											showTooltip={ false }
										>
											{ __( 'Revoke', 'stencilbox' ) }
										</Button>
									) }
								</td>
							</tr>
						) ) }
					</tbody>
				</table>
			) }
		</section>
	);
}
