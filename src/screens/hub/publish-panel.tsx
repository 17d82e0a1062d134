/**
 * "Publish to library": pick a page, post, synced pattern or template, fill
 * in how it is listed, publish.
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	CheckboxControl,
	FormTokenField,
	SearchControl,
	SelectControl,
	Spinner,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useDebounce } from '@wordpress/compose';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ItemDetails } from '../../api/catalog';
import {
	fetchPublishedListing,
	publishToLibrary,
	type HubSummary,
	type PublishInput,
	type PublishSource,
} from '../../api/hub';
import { getSettings } from '../../api/settings';
import ConfirmModal from '../../components/confirm-modal';
import RequestError from '../../components/request-error';
import { useResource } from '../../stores/admin';
import { BLOCK_EDITOR_FIRST } from '../../utils/platform';
import { publishNote } from '../../utils/platform-words';
import ActionNotice from './action-notice';
import HubCard from './hub-card';
import { capturePreview } from './capture';
import { useAction } from './hooks/use-action';
import { planOptions } from './plans';

/** Typing pauses this long before the sources are searched. */
const SOURCES_DEBOUNCE_MS = 250;

/**
 * The form's defaults for a source.
 *
 * @param source The source.
 */
function defaults( source: PublishSource ): PublishInput {
	return {
		source: source.source,
		name: source.title,
		// What the hub says publishing it makes (a saved header: a block).
		type: source.item_type,
		description: '',
		plan: 'free',
		price: 0,
		categories: [],
		tags: [],
		template_type: '',
		pack: '',
		featured: false,
	};
}

/**
 * The form as the item published from a source is listed now: publishing
 * again starts from what the library holds, not from defaults.
 *
 * @param source The source.
 * @param item   Its item.
 */
export function listedForm( source: string, item: ItemDetails ): PublishInput {
	return {
		source,
		name: item.name,
		type: item.type === 'page' ? 'page' : 'block',
		description: item.description,
		plan: item.plan,
		price: item.price,
		categories: item.categories.map( ( category ) => category.name ),
		tags: item.tags.map( ( tag ) => tag.name ),
		template_type: item.template_type?.slug ?? '',
		pack: item.pack?.slug ?? '',
		featured: item.featured,
	};
}

/**
 * The listing fields a publish would change, by their labels.
 *
 * @param before As listed.
 * @param after  The form.
 */
export function changedFields(
	before: PublishInput,
	after: PublishInput
): string[] {
	const labels: Array< [ keyof PublishInput, string ] > = [
		[ 'name', __( 'Name', 'stencilbox' ) ],
		[ 'type', __( 'Type', 'stencilbox' ) ],
		[ 'template_type', __( 'Template type', 'stencilbox' ) ],
		[ 'plan', __( 'Plan', 'stencilbox' ) ],
		[ 'price', __( 'Price', 'stencilbox' ) ],
		[ 'pack', __( 'Pack', 'stencilbox' ) ],
		[ 'categories', __( 'Categories', 'stencilbox' ) ],
		[ 'tags', __( 'Tags', 'stencilbox' ) ],
		[ 'description', __( 'Description', 'stencilbox' ) ],
		[ 'featured', __( 'Featured', 'stencilbox' ) ],
	];
	return labels
		.filter(
			( [ key ] ) =>
				JSON.stringify( before[ key ] ?? '' ) !==
				JSON.stringify( after[ key ] ?? '' )
		)
		.map( ( [ , label ] ) => label );
}

/**
 * Publish panel.
 *
 * @param props         Props.
 * @param props.summary Hub summary (template types, categories, packs).
 * @param props.initial A source to preselect (from `?publish=`).
 * @param props.onDone  Called after a publish.
 */
export default function PublishPanel( {
	summary,
	initial,
	onDone,
}: {
	summary: HubSummary;
	initial: string;
	onDone: () => void;
} ) {
	const [ search, setSearch ] = useState( '' );
	// The search is asked 250 ms after the last keystroke; the list shown
	// stays until the new one comes.
	const [ asked, setAsked ] = useState( search );
	const ask = useDebounce( setAsked, SOURCES_DEBOUNCE_MS );
	useEffect( () => {
		ask( search );
	}, [ search, ask ] );
	const listing = useResource( 'publishSources', [ asked, initial ] );
	const shown = useRef< PublishSource[] | null >( null );
	shown.current = listing.data ?? shown.current;
	const sources = shown.current;
	const failed = listing.error?.message;
	const [ form, setForm ] = useState< PublishInput | null >( null );
	// The source chosen, as listed when it was (a new search may not list it).
	const [ chosen, setChosen ] = useState< PublishSource | null >( null );
	// The item already published from the chosen source, as listed now.
	const [ listed, setListed ] = useState< {
		source: string;
		form: PublishInput | null;
		failed?: string;
	} | null >( null );
	const [ confirming, setConfirming ] = useState( false );
	const publish = useAction< ItemDetails >();

	// Choosing a source: a published one loads how its item is listed first.
	const choose = ( source: PublishSource ) => {
		publish.reset();
		setChosen( source );
		setConfirming( false );
		if ( ! source.published ) {
			setListed( null );
			setForm( defaults( source ) );
			return;
		}
		setForm( null );
		setListed( { source: source.source, form: null } );
		fetchPublishedListing( source.source ).then(
			( { item } ) => {
				const current = item
					? listedForm( source.source, item )
					: defaults( source );
				setListed( ( now ) =>
					now?.source === source.source
						? { source: source.source, form: current }
						: now
				);
				setForm( ( now ) =>
					now && now.source !== source.source ? now : current
				);
			},
			( error ) =>
				setListed( ( now ) =>
					now?.source === source.source
						? {
								source: source.source,
								form: null,
								failed: ( error as Error ).message,
							}
						: now
				)
		);
	};

	// A source named in the address (`?publish=`) is chosen once listed.
	const preselected = useRef( false );
	useEffect( () => {
		if ( preselected.current || ! initial || ! listing.data ) {
			return;
		}
		preselected.current = true;
		const match = listing.data.find(
			( source ) => source.source === initial
		);
		if ( match && ! form ) {
			choose( match );
		}
		// Only the first list preselects.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ listing.data ] );

	const set = ( changes: Partial< PublishInput > ) =>
		form && setForm( { ...form, ...changes } );
	const types = summary.templateTypes.filter(
		( type ) => type.item_type === form?.type
	);
	const selected =
		sources?.find( ( source ) => source.source === form?.source ) ??
		( chosen?.source === form?.source ? chosen : undefined );
	// The platform of the item it becomes decides the packs it may join
	// (the publisher refuses a pack without a version of that platform).
	// The block editor's: content that names no platform is its.
	const platform = selected?.platform ?? BLOCK_EDITOR_FIRST[ 0 ];
	const packs = summary.packs.filter( ( pack ) =>
		pack.platforms.includes( platform )
	);
	const send = async () => {
		setConfirming( false );
		if ( ! form ) {
			return;
		}
		if (
			await publish.run( async () => {
				// A picture of the rendering for the card; without one the
				// publish goes on (the featured image, or none).
				const pictures = selected?.preview
					? await capturePreview( selected.preview ).catch(
							() => null
						)
					: null;
				return publishToLibrary( {
					...form,
					...( pictures && {
						thumbnail_capture: pictures.card,
						screenshot_capture: pictures.full,
					} ),
				} );
			} )
		) {
			// What the library holds now is what the form says.
			setListed( ( now ) => ( now ? { ...now, form } : now ) );
			onDone();
		}
	};
	const changes =
		listed?.form && form ? changedFields( listed.form, form ) : [];

	return (
		<HubCard
			title={ __( 'Publish to library', 'stencilbox' ) }
			help={ __(
				'Any page, post, synced pattern or theme template of this site can become a library item. Publishing the same one again updates its item.',
				'stencilbox'
			) }
		>
			<div className="stencilbox-hub__publish">
				<div className="stencilbox-hub__sources">
					<SearchControl
						__nextHasNoMarginBottom
						label={ __(
							'Find a page, post, pattern or template',
							'stencilbox'
						) }
						value={ search }
						onChange={ setSearch }
					/>
					{ failed && (
						<RequestError
							title={ __(
								'The pages and templates could not be listed',
								'stencilbox'
							) }
							message={ failed }
							onRetry={ listing.retry }
						/>
					) }
					{ ! failed && sources === null && <Spinner /> }
					{ ! failed && sources !== null && (
						<ul
							className="stencilbox-hub__source-list"
							aria-label={ __( 'Sources', 'stencilbox' ) }
						>
							{ sources.length === 0 && (
								<li>
									{ __( 'Nothing found.', 'stencilbox' ) }
								</li>
							) }
							{ sources.map( ( source ) => (
								<li key={ source.source }>
									<Button
										className="stencilbox-hub__source"
										isPressed={
											form?.source === source.source
										}
										onClick={ () => choose( source ) }
									>
										<span className="stencilbox-hub__source-title">
											{ source.title }
										</span>
										<span className="stencilbox-hub__source-kind">
											{ source.kind_label }
											{ source.published &&
												` · ${ __( 'published', 'stencilbox' ) }` }
										</span>
									</Button>
								</li>
							) ) }
						</ul>
					) }
				</div>
				{ form ? (
					<form
						className="stencilbox-hub__form"
						onSubmit={ ( event ) => {
							event.preventDefault();
							// Replacing what the library holds: ask first.
							if ( listed?.form ) {
								setConfirming( true );
								return;
							}
							send();
						} }
					>
						{ publishNote( platform ) && (
							<p className="stencilbox-hub__platform">
								{ publishNote( platform ) }
							</p>
						) }
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Name', 'stencilbox' ) }
							value={ form.name ?? '' }
							onChange={ ( name ) => set( { name } ) }
						/>
						<div className="stencilbox-hub__row">
							<SelectControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ __( 'Type', 'stencilbox' ) }
								value={ form.type }
								options={ [
									{
										label: __( 'Page', 'stencilbox' ),
										value: 'page',
									},
									{
										label: __( 'Block', 'stencilbox' ),
										value: 'block',
									},
								] }
								onChange={ ( type ) =>
									set( {
										type: type as 'page' | 'block',
										template_type: '',
									} )
								}
							/>
							<SelectControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ __( 'Template type', 'stencilbox' ) }
								value={ form.template_type }
								options={ [
									{
										label: __( 'None', 'stencilbox' ),
										value: '',
									},
									...types.map( ( type ) => ( {
										label: type.name,
										value: type.slug,
									} ) ),
								] }
								onChange={ ( templateType ) =>
									set( { template_type: templateType } )
								}
							/>
						</div>
						<div className="stencilbox-hub__row">
							<SelectControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ __( 'Plan', 'stencilbox' ) }
								value={ form.plan }
								options={ planOptions() }
								onChange={ ( plan ) =>
									set( {
										plan: plan as PublishInput[ 'plan' ],
									} )
								}
							/>
							<TextControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								type="number"
								min={ 0 }
								step="0.01"
								label={ __(
									'Price (USD, 0 = free)',
									'stencilbox'
								) }
								value={ String( form.price ?? 0 ) }
								onChange={ ( price ) =>
									set( {
										price: Math.max(
											0,
											Number( price ) || 0
										),
									} )
								}
							/>
						</div>
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Pack', 'stencilbox' ) }
							value={ form.pack }
							options={ [
								{
									label: __(
										'No pack (standalone)',
										'stencilbox'
									),
									value: '',
								},
								...packs.map( ( pack ) => ( {
									label: pack.name,
									value: pack.slug,
								} ) ),
							] }
							onChange={ ( pack ) => set( { pack } ) }
						/>
						<FormTokenField
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Categories', 'stencilbox' ) }
							value={ form.categories ?? [] }
							suggestions={ summary.categories.map(
								( category ) => category.name
							) }
							onChange={ ( tokens ) =>
								set( {
									categories: tokens.map( ( token ) =>
										typeof token === 'string'
											? token
											: token.value
									),
								} )
							}
						/>
						<FormTokenField
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Tags', 'stencilbox' ) }
							value={ form.tags ?? [] }
							onChange={ ( tokens ) =>
								set( {
									tags: tokens.map( ( token ) =>
										typeof token === 'string'
											? token
											: token.value
									),
								} )
							}
						/>
						<TextareaControl
							__nextHasNoMarginBottom
							label={ __( 'Description', 'stencilbox' ) }
							value={ form.description ?? '' }
							onChange={ ( description ) =>
								set( { description } )
							}
						/>
						<CheckboxControl
							__nextHasNoMarginBottom
							label={ __( 'Featured', 'stencilbox' ) }
							checked={ !! form.featured }
							onChange={ ( featured ) => set( { featured } ) }
						/>
						{ selected?.published && (
							<TextControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ __(
									'Version note (optional)',
									'stencilbox'
								) }
								help={ __(
									'Changed content becomes a new version: sites using the item see an update with this note.',
									'stencilbox'
								) }
								value={ form.version_note ?? '' }
								onChange={ ( note ) =>
									set( { version_note: note } )
								}
								maxLength={ 500 }
							/>
						) }
						<ActionNotice
							state={ publish }
							success={ ( item ) => {
								const segment =
									item.type === 'page' ? 'pages' : 'blocks';
								return (
									<p>
										{ sprintf(
											/* translators: %s: item name */
											__(
												'“%s” is in the library.',
												'stencilbox'
											),
											item.name
										) }{ ' ' }
										<a
											href={ `${ getSettings().adminUrl }&path=${ item.platform }/${ segment }/${ item.slug }` }
										>
											{ __( 'View it', 'stencilbox' ) }
										</a>
									</p>
								);
							} }
						/>
						<div>
							<Button
								__next40pxDefaultSize
								variant="primary"
								type="submit"
								isBusy={ publish.busy }
								disabled={ publish.busy }
								accessibleWhenDisabled
							>
								{ selected?.published
									? __( 'Update in library', 'stencilbox' )
									: __( 'Publish to library', 'stencilbox' ) }
							</Button>
						</div>
					</form>
				) : (
					<div className="stencilbox-hub__placeholder">
						{ listed?.failed && (
							<RequestError
								title={ __(
									'The item in the library could not be loaded',
									'stencilbox'
								) }
								message={ listed.failed }
								onRetry={ () => {
									const source = sources?.find(
										( candidate ) =>
											candidate.source === listed.source
									);
									if ( source ) {
										choose( source );
									}
								} }
							/>
						) }
						{ listed && ! listed.failed && <Spinner /> }
						{ ! listed && (
							<p>
								{ __(
									'Choose what to publish.',
									'stencilbox'
								) }
							</p>
						) }
					</div>
				) }
				{ confirming && form && listed?.form && (
					<ConfirmModal
						title={ __(
							'Replace the item in the library?',
							'stencilbox'
						) }
						confirmLabel={ __( 'Update in library', 'stencilbox' ) }
						onConfirm={ send }
						onCancel={ () => setConfirming( false ) }
					>
						<p>
							{ sprintf(
								/* translators: %s: item name */
								__(
									'“%s” is already in the library. Updating it makes this page’s content and pictures the item’s new version: new inserts get it, and sites already using the item are offered it as an update.',
									'stencilbox'
								),
								listed.form.name ?? ''
							) }
						</p>
						<p>
							{ changes.length > 0
								? sprintf(
										/* translators: %s: field names, comma-separated */
										__(
											'These details change too: %s.',
											'stencilbox'
										),
										changes.join( ', ' )
									)
								: __(
										'Its name, type, description and other details stay as they are.',
										'stencilbox'
									) }
						</p>
					</ConfirmModal>
				) }
			</div>
		</HubCard>
	);
}
