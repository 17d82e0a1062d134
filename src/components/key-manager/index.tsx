/**
 * A list of secret keys that can be created (the new key is shown once,
 * with a copy button) and revoked. Used for an account's API keys (Profile)
 * and for the site keys a hub owner gives other sites (Settings).
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Notice, TextControl } from '@wordpress/components';
import { useCopyToClipboard } from '@wordpress/compose';
import { useCallback, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ApiKeyRow, ApiKeysResponse } from '../../api/types';
import { useResource, useResourceActions } from '../../stores/admin';
import HtmlMessage, { plainText } from '../html-message';
import LoadedTable from '../loaded-table';
import RevokeButton from '../revoke-button';

/** The key lists a key manager shows. */
type KeysResource = 'apiKeys' | 'siteKeys';
import './style.scss';

export interface KeyManagerProps {
	/** Anchor id of the section. */
	id?: string;
	title: string;
	intro: ReactNode;
	/** Label of the create button, e.g. "Create API key". */
	createText: string;
	/** Placeholder of the name field. */
	namePlaceholder: string;
	/** Text of the notice that shows a new key. */
	createdText: string;
	/** Whether a name is required before creating. */
	requireName?: boolean;
	/** A badge after a key's name (e.g. the kind of key), or null. */
	badge?: ( key: ApiKeyRow ) => string | null;
	/** The list's read in the admin store (`stores/admin/fetchers.ts`). */
	resource: KeysResource;
	create: ( label: string ) => Promise< ApiKeysResponse >;
	revoke: ( key: ApiKeyRow ) => Promise< ApiKeysResponse >;
}

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
 * The keys panel.
 *
 * @param props Props.
 */
export default function KeyManager( {
	id,
	title,
	intro,
	createText,
	namePlaceholder,
	createdText,
	requireName = false,
	badge,
	resource,
	create,
	revoke,
}: KeyManagerProps ) {
	// A list that cannot be loaded says why, with Try again (never as empty).
	const listed = useResource( resource, [] );
	const keys = listed.data?.data ?? null;
	const loadFailed = listed.error?.message;
	const { receiveResource } = useResourceActions();
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
				receiveResource( resource, [], response );
				return response;
			} catch ( e ) {
				setError( ( e as Error ).message );
				return null;
			} finally {
				setBusy( false );
			}
		},
		[ resource, receiveResource ]
	);

	const onCreate = async () => {
		const response = await run( () => create( label.trim() ) );
		if ( response?.api_key ) {
			setCreated( response.api_key );
			setLabel( '' );
		}
	};

	return (
		<section className="stencilbox-key-manager" id={ id }>
			<h2>{ title }</h2>
			<p>{ intro }</p>
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
					spokenMessage={ createdText }
				>
					<p>{ createdText }</p>
					<div className="stencilbox-key-manager__new-key">
						<code>{ created }</code>
						<CopyButton text={ created } />
					</div>
				</Notice>
			) }
			<div className="stencilbox-key-manager__create">
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Key name', 'stencilbox' ) }
					placeholder={ namePlaceholder }
					value={ label }
					onChange={ setLabel }
					maxLength={ 190 }
				/>
				<Button
					__next40pxDefaultSize
					variant="primary"
					onClick={ onCreate }
					disabled={ busy || ( requireName && ! label.trim() ) }
					accessibleWhenDisabled
				>
					{ createText }
				</Button>
			</div>
			<LoadedTable
				rows={ keys }
				failed={ loadFailed }
				failedTitle={ __(
					'The keys could not be loaded',
					'stencilbox'
				) }
				onRetry={ listed.retry }
				empty={ __( 'No keys yet.', 'stencilbox' ) }
				columns={ [
					__( 'Name', 'stencilbox' ),
					__( 'Key', 'stencilbox' ),
					__( 'Created', 'stencilbox' ),
					__( 'Last used', 'stencilbox' ),
				] }
				actions
				className="stencilbox-key-manager__table"
			>
				{ ( key ) => {
					const keyBadge = badge?.( key );
					return (
						<tr
							key={ key.id }
							className={ key.revoked ? 'is-revoked' : undefined }
						>
							<td>
								{ key.label }
								{ keyBadge && (
									<span className="stencilbox-key-manager__badge">
										{ keyBadge }
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
								<RevokeButton
									revoked={ key.revoked }
									name={ key.label }
									disabled={ busy }
									title={ __(
										'Revoke this key?',
										'stencilbox'
									) }
									explanation={ sprintf(
										/* translators: %s: the key's name. */
										__(
											'“%s” stops working at once. A revoked key cannot be restored.',
											'stencilbox'
										),
										key.label
									) }
									onRevoke={ () =>
										run( () => revoke( key ) )
									}
								/>
							</td>
						</tr>
					);
				} }
			</LoadedTable>
		</section>
	);
}
