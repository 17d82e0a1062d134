/**
 * The hub owner's account list: plans, verification, API keys.
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Modal,
	Notice,
	SearchControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	revokeHubKey,
	updateHubAccount,
	type HubAccount,
	type HubAccountChanges,
} from '../../api/admin';
import LoadedTable from '../../components/loaded-table';
import RevokeButton from '../../components/revoke-button';
import { useResource, useResourceActions } from '../../stores/admin';
import PurchasesModal from './purchases-modal';

/** Accounts a page of the list shows. */
const ACCOUNTS_PER_PAGE = 20;

function KeysModal( {
	account,
	onClose,
}: {
	account: HubAccount;
	onClose: () => void;
} ) {
	const listed = useResource( 'accountKeys', [ account.id ] );
	const keys = listed.data?.data ?? null;
	// A revoke that failed shows like a list that failed.
	const [ revokeFailed, setFailed ] = useState< string | null >( null );
	const failed = revokeFailed ?? listed.error?.message;
	const { refreshResource } = useResourceActions();
	const load = () => {
		setFailed( null );
		refreshResource( 'accountKeys', [ account.id ] );
	};
	return (
		<Modal
			title={ sprintf(
				/* translators: %s: email address. */
				__( 'API keys of %s', 'stencilbox' ),
				account.email
			) }
			onRequestClose={ onClose }
		>
			<LoadedTable
				rows={ keys }
				failed={ failed }
				failedTitle={ __(
					'The keys could not be loaded',
					'stencilbox'
				) }
				onRetry={ load }
				empty={ __( 'No API keys yet.', 'stencilbox' ) }
			>
				{ ( key ) => (
					<tr key={ key.id }>
						<td>{ key.label }</td>
						<td>
							<code>{ key.prefix }…</code>
						</td>
						<td>{ key.kind }</td>
						<td>
							<RevokeButton
								revoked={ key.revoked }
								title={ __(
									'Revoke this API key?',
									'stencilbox'
								) }
								explanation={ sprintf(
									/* translators: %s: the key's label. */
									__(
										'“%s” stops working at once: a site signed in with it is signed out. A revoked key cannot be restored.',
										'stencilbox'
									),
									key.label
								) }
								onRevoke={ () =>
									revokeHubKey( key.id, true ).then(
										load,
										( e ) =>
											setFailed( ( e as Error ).message )
									)
								}
							/>
						</td>
					</tr>
				) }
			</LoadedTable>
		</Modal>
	);
}

/**
 * Accounts card.
 */
export default function HubAccounts() {
	const [ search, setSearch ] = useState( '' );
	const [ page, setPage ] = useState( 1 );
	const [ error, setError ] = useState< string | null >( null );
	const [ keysOf, setKeysOf ] = useState< HubAccount | null >( null );
	const [ purchasesOf, setPurchasesOf ] = useState< HubAccount | null >(
		null
	);
	const query = { search, page, per_page: ACCOUNTS_PER_PAGE };
	const accounts = useResource( 'hubAccounts', [ query ], { keep: true } );
	const result = accounts.data ?? null;
	const failed = accounts.error?.message;
	const { updateResource } = useResourceActions();

	const replace = ( next: HubAccount ) =>
		updateResource( 'hubAccounts', [ query ], ( current ) => ( {
			...current,
			data: current.data.map( ( a ) => ( a.id === next.id ? next : a ) ),
		} ) );

	// The row changes at once; the server's answer confirms it, or the row
	// goes back and the error shows. Only the newest change of a row writes
	// back, so a slower earlier answer never undoes a later change.
	const latest = useRef< Record< number, number > >( {} );
	const update = async (
		account: HubAccount,
		changes: HubAccountChanges
	) => {
		const ticket = ( latest.current[ account.id ] ?? 0 ) + 1;
		latest.current[ account.id ] = ticket;
		const isLatest = () => latest.current[ account.id ] === ticket;
		replace( {
			...account,
			plan_name: changes.plan ?? account.plan_name,
			plan_term: changes.plan_term ?? account.plan_term,
			is_verified: changes.is_verified ?? account.is_verified,
		} );
		try {
			const { data } = await updateHubAccount( account.id, changes );
			if ( isLatest() ) {
				replace( data );
			}
		} catch ( e ) {
			if ( isLatest() ) {
				replace( account );
			}
			setError( ( e as Error ).message );
		}
	};

	const planValue = ( a: HubAccount ) =>
		a.plan_name === 'free'
			? 'free'
			: `${ a.plan_name }_${ a.plan_term || 'yearly' }`;
	const plans = [
		{ value: 'free', label: __( 'Free', 'stencilbox' ) },
		{
			value: 'starter_yearly',
			label: __( 'Starter (yearly)', 'stencilbox' ),
		},
		{
			value: 'starter_lifetime',
			label: __( 'Starter (lifetime)', 'stencilbox' ),
		},
		{ value: 'pro_yearly', label: __( 'Pro (yearly)', 'stencilbox' ) },
		{ value: 'pro_lifetime', label: __( 'Pro (lifetime)', 'stencilbox' ) },
	];

	return (
		<Card className="stencilbox-settings__card">
			<CardHeader>
				<h2>{ __( 'Accounts on this hub', 'stencilbox' ) }</h2>
			</CardHeader>
			<CardBody>
				{ error && (
					<Notice status="error" onRemove={ () => setError( null ) }>
						{ error }
					</Notice>
				) }
				<SearchControl
					__nextHasNoMarginBottom
					label={ __( 'Search accounts', 'stencilbox' ) }
					value={ search }
					onChange={ ( value: string ) => {
						setSearch( value );
						setPage( 1 );
					} }
				/>
				<LoadedTable
					rows={ result?.data ?? null }
					failed={ failed }
					failedTitle={ __(
						'The accounts could not be loaded',
						'stencilbox'
					) }
					onRetry={ accounts.retry }
					empty={ __( 'No accounts found.', 'stencilbox' ) }
					columns={ [
						__( 'Account', 'stencilbox' ),
						__( 'Joined', 'stencilbox' ),
						__( 'Plan', 'stencilbox' ),
						__( 'Verified', 'stencilbox' ),
						__( 'API keys', 'stencilbox' ),
						__( 'Purchases', 'stencilbox' ),
					] }
					className="stencilbox-settings__accounts"
				>
					{ ( account ) => (
						<tr key={ account.id }>
							<td>
								<strong>{ account.name }</strong>
								<br />
								{ account.email }
							</td>
							<td>{ account.joined.slice( 0, 10 ) }</td>
							<td>
								<SelectControl
									__next40pxDefaultSize
									__nextHasNoMarginBottom
									hideLabelFromVision
									label={ sprintf(
										/* translators: %s: email address. */
										__( 'Plan of %s', 'stencilbox' ),
										account.email
									) }
									value={ planValue( account ) }
									options={ plans }
									onChange={ ( value: string ) => {
										const [ plan, term = '' ] =
											value.split( '_' );
										update( account, {
											plan: plan as HubAccount[ 'plan_name' ],
											plan_term:
												term as HubAccount[ 'plan_term' ],
										} );
									} }
								/>
							</td>
							<td>
								<ToggleControl
									__nextHasNoMarginBottom
									label={ sprintf(
										/* translators: %s: email address. */
										__( 'Verified: %s', 'stencilbox' ),
										account.email
									) }
									className="stencilbox-settings__verified"
									checked={ account.is_verified }
									onChange={ ( value ) =>
										update( account, {
											is_verified: value,
										} )
									}
								/>
							</td>
							<td>
								<Button
									variant="link"
									// Whose keys, among the rows' links.
									label={ sprintf(
										/* translators: %s: email address. */
										__( 'Manage keys of %s', 'stencilbox' ),
										account.email
									) }
									showTooltip={ false }
									onClick={ () => setKeysOf( account ) }
								>
									{ __( 'Manage keys', 'stencilbox' ) }
								</Button>
							</td>
							<td>
								<Button
									variant="link"
									aria-label={ sprintf(
										/* translators: %s: email address. */
										__( 'Purchases of %s', 'stencilbox' ),
										account.email
									) }
									onClick={ () => setPurchasesOf( account ) }
								>
									{ __( 'Purchases', 'stencilbox' ) }
								</Button>
							</td>
						</tr>
					) }
				</LoadedTable>
				{ ! failed && result && result.total_page > 1 && (
					<div className="stencilbox-settings__pager">
						<Button
							variant="secondary"
							disabled={ page <= 1 }
							onClick={ () => setPage( page - 1 ) }
						>
							{ __( 'Previous', 'stencilbox' ) }
						</Button>
						<span>
							{ sprintf(
								/* translators: 1: page, 2: pages. */
								__( 'Page %1$d of %2$d', 'stencilbox' ),
								page,
								result.total_page
							) }
						</span>
						<Button
							variant="secondary"
							disabled={ page >= result.total_page }
							onClick={ () => setPage( page + 1 ) }
						>
							{ __( 'Next', 'stencilbox' ) }
						</Button>
					</div>
				) }
			</CardBody>
			{ keysOf && (
				<KeysModal
					account={ keysOf }
					onClose={ () => setKeysOf( null ) }
				/>
			) }
			{ purchasesOf && (
				<PurchasesModal
					account={ purchasesOf }
					onClose={ () => setPurchasesOf( null ) }
				/>
			) }
		</Card>
	);
}
