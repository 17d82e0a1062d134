/**
 * Step 2 before the import (spec part 2 §2, §5): 'Required Dependencies'
 * — the theme box (a theme that is not active is installed and activated
 * only while ticked) and the plugins (those the pack needs and those
 * installed already stay ticked; pro plugins are installed by hand, with
 * where to get them) — then what the import will do (`ImportSummary`).
 */
/**
 * WordPress dependencies
 */
import { CheckboxControl, ExternalLink, Notice } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Dependency } from '../../api/catalog';
import SafeImage from '../../components/safe-image';
import { store } from '../../stores/site-import';
import type { WizardState } from '../../stores/site-import';
import { isLockedPlugin, purchaseLink } from '../../utils/site-import';
import ImportSummary from './import-summary';

function themeStatus( status: string ): string {
	switch ( status ) {
		case 'active':
			return __( 'Active', 'stencilbox' );
		case 'installed':
			return __( 'Installed: it will be activated', 'stencilbox' );
		default:
			return __( 'It will be installed and activated', 'stencilbox' );
	}
}

function Plugin( {
	dependency,
	checked,
	blocked = false,
}: {
	dependency: Dependency;
	checked: boolean;
	/** Only a network administrator can add it here: left out, unticked. */
	blocked?: boolean;
} ) {
	const { setPlugin } = useDispatch( store );
	const locked = ! blocked && isLockedPlugin( dependency );
	const link = purchaseLink( dependency.slug ) ?? ( dependency.link || null );
	let status: string = __(
		'It will be installed and activated',
		'stencilbox'
	);
	if ( dependency.is_active ) {
		status = __( 'Active', 'stencilbox' );
	} else if ( dependency.installed ) {
		status = __( 'Installed: it will be activated', 'stencilbox' );
	} else if ( dependency.is_pro ) {
		status = __( 'Pro plugin: install it yourself', 'stencilbox' );
	}
	if ( blocked ) {
		status = __(
			'Only a network administrator can add it to this site: the import goes on without it.',
			'stencilbox'
		);
	}
	return (
		<li className="stencilbox-site-import__dependency">
			{ dependency.icon ? (
				<SafeImage
					className="stencilbox-site-import__dependency-icon"
					src={ dependency.icon }
					alt=""
				/>
			) : (
				<span
					className="stencilbox-site-import__dependency-icon"
					aria-hidden="true"
				/>
			) }
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ dependency.name }
				help={ status }
				checked={
					blocked || ( dependency.is_pro && ! dependency.installed )
						? false
						: checked || locked
				}
				disabled={
					blocked ||
					locked ||
					( dependency.is_pro && ! dependency.installed )
				}
				onChange={ ( next ) => setPlugin( dependency.slug, next ) }
			/>
			{ dependency.is_pro && ! dependency.installed && link && (
				<ExternalLink href={ link }>
					{ sprintf(
						/* translators: %s: plugin name. */
						__( 'Get %s', 'stencilbox' ),
						dependency.name
					) }
				</ExternalLink>
			) }
		</li>
	);
}

/**
 * The dependency list.
 *
 * @param props        Props.
 * @param props.wizard The wizard.
 */
export default function DependenciesStep( {
	wizard,
}: {
	wizard: WizardState;
} ) {
	const { setThemeChecked } = useDispatch( store );
	const theme = wizard.info?.theme ?? null;
	const dependencies = wizard.info?.dependencies ?? [];
	// On a network: what only a network administrator can add for this user.
	const needed = wizard.info?.needs_network_admin ?? [];
	return (
		<div className="stencilbox-site-import__dependencies">
			<h3 className="stencilbox-site-import__section-title">
				{ __( 'Required Dependencies', 'stencilbox' ) }
			</h3>
			{ needed.length > 0 && (
				<Notice status="warning" isDismissible={ false }>
					{ sprintf(
						/* translators: %s: theme and plugin names, comma separated. */
						__(
							'Only a network administrator can add these to this site: %s. The import goes on without them; ask one to add them first if you want them.',
							'stencilbox'
						),
						needed
							.map( ( item ) =>
								item.type === 'theme'
									? sprintf(
											/* translators: %s: theme name. */
											__( '%s (theme)', 'stencilbox' ),
											item.name
										)
									: item.name
							)
							.join( ', ' )
					) }
				</Notice>
			) }
			{ theme && (
				<section>
					<h4>{ __( 'Theme', 'stencilbox' ) }</h4>
					<CheckboxControl
						__nextHasNoMarginBottom
						label={ theme.name }
						help={
							theme.recommended
								? sprintf(
										/* translators: %s: what happens to the theme. */
										__( 'Recommended. %s', 'stencilbox' ),
										themeStatus( theme.status )
									)
								: themeStatus( theme.status )
						}
						checked={
							theme.status === 'active' || wizard.themeChecked
						}
						disabled={ theme.status === 'active' }
						onChange={ setThemeChecked }
					/>
				</section>
			) }
			<section>
				<h4>{ __( 'Plugins', 'stencilbox' ) }</h4>
				{ dependencies.length === 0 ? (
					<p>{ __( 'This pack needs no plugins.', 'stencilbox' ) }</p>
				) : (
					<ul className="stencilbox-site-import__dependency-list">
						{ dependencies.map( ( dependency ) => (
							<Plugin
								key={ dependency.slug }
								dependency={ dependency }
								checked={ wizard.form.plugins.includes(
									dependency.slug
								) }
								blocked={ needed.some(
									( item ) =>
										item.type === 'plugin' &&
										item.slug === dependency.slug
								) }
							/>
						) ) }
					</ul>
				) }
			</section>
			<ImportSummary wizard={ wizard } />
		</div>
	);
}
