/**
 * The site's own switches: the library in the block inserter, and what
 * deleting the plugin removes.
 */
/**
 * WordPress dependencies
 */
import {
	Card,
	CardBody,
	CardHeader,
	Notice,
	Spinner,
	ToggleControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { saveSiteSettings } from '../../api/admin';
import type { SiteSettings, SiteSettingsInput } from '../../api/types';
import RequestError from '../../components/request-error';
import { useResource, useResourceActions } from '../../stores/admin';

/**
 * What the "Plugins and themes" switch means, and, on a network, who sets it.
 *
 * @param settings The site's settings.
 */
function hubPackagesHelp( settings: SiteSettings ): string {
	const meaning = settings.hub_packages
		? __(
				'When an item or a pack needs a free plugin or a theme that the hub has a package for, WordPress installs that package; anything else comes from WordPress.org. Turn this on only for a hub you trust: its packages run on this site as any plugin or theme does. Pro plugins are never installed for you.',
				'stencilbox'
			)
		: __(
				'Plugins and themes that items and packs need are installed from the WordPress.org directory only, by WordPress’s own installer, as from the Plugins and Themes screens.',
				'stencilbox'
			);
	if ( settings.hub_packages_locked ) {
		return `${ meaning } ${ __(
			'On this network, plugins and themes are shared by every site, so only a network administrator can change this.',
			'stencilbox'
		) }`;
	}
	if ( settings.hub_packages_network ) {
		return `${ meaning } ${ __(
			'This applies to every site of the network.',
			'stencilbox'
		) }`;
	}
	return meaning;
}

/**
 * The "Block editor", "Plugins and themes" and "Deleting Stencilbox" cards.
 */
export default function SiteOptions() {
	const {
		data: settings,
		error: loadError,
		retry,
	} = useResource( 'siteSettings', [] );
	const failed = loadError?.message;
	const { receiveResource } = useResourceActions();
	const [ saving, setSaving ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	const save = async ( changes: SiteSettingsInput ) => {
		setSaving( true );
		setError( null );
		try {
			receiveResource(
				'siteSettings',
				[],
				await saveSiteSettings( changes )
			);
		} catch ( thrown ) {
			setError( ( thrown as Error ).message );
		} finally {
			setSaving( false );
		}
	};

	if ( failed ) {
		return (
			<RequestError
				title={ __(
					'The site settings could not be loaded',
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

	return (
		<>
			{ error && (
				<Notice status="error" onRemove={ () => setError( null ) }>
					{ error }
				</Notice>
			) }
			<Card className="stencilbox-settings__card">
				<CardHeader>
					<h2>{ __( 'Block editor', 'stencilbox' ) }</h2>
				</CardHeader>
				<CardBody>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Show the library in the block inserter',
							'stencilbox'
						) }
						help={
							settings.inserter_patterns
								? __(
										'The blocks and pages your library account may use appear under Patterns → Stencilbox in the block inserter. Inserting one copies its images into the media library, as Insert does.',
										'stencilbox'
									)
								: __(
										'The library opens only from the Stencilbox button in the editor.',
										'stencilbox'
									)
						}
						checked={ settings.inserter_patterns }
						disabled={ saving }
						onChange={ ( value ) =>
							save( { inserter_patterns: value } )
						}
					/>
				</CardBody>
			</Card>
			<Card className="stencilbox-settings__card">
				<CardHeader>
					<h2>{ __( 'Plugins and themes', 'stencilbox' ) }</h2>
				</CardHeader>
				<CardBody>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Also install plugins and themes from my hub',
							'stencilbox'
						) }
						help={ hubPackagesHelp( settings ) }
						checked={ settings.hub_packages }
						disabled={ saving || settings.hub_packages_locked }
						onChange={ ( value ) =>
							save( { hub_packages: value } )
						}
					/>
				</CardBody>
			</Card>
			<Card className="stencilbox-settings__card">
				<CardHeader>
					<h2>{ __( 'Deleting Stencilbox', 'stencilbox' ) }</h2>
				</CardHeader>
				<CardBody>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Also delete Stencilbox’s content when the plugin is deleted',
							'stencilbox'
						) }
						help={
							settings.remove_content
								? __(
										'Deleting the plugin from Plugins removes everything Stencilbox keeps: this hub’s accounts, catalogue, purchases and cloud, the saved templates and their display conditions, and Stencilbox’s folders in uploads. It cannot be undone. What you inserted or imported into your pages stays.',
										'stencilbox'
									)
								: __(
										'Deleting the plugin removes its settings, sign-ins and caches, and keeps its content (this hub’s accounts, catalogue and cloud, the saved templates, Stencilbox’s folders in uploads), so installing it again picks up where you left off.',
										'stencilbox'
									)
						}
						checked={ settings.remove_content }
						disabled={ saving }
						onChange={ ( value ) =>
							save( { remove_content: value } )
						}
					/>
				</CardBody>
			</Card>
		</>
	);
}
