/**
 * The upgrade promo (spec part 1 §2, §9): the pricing of each plan for a
 * tab (Lifetime first, then Yearly), with the monthly price of yearly plans
 * and the percentage saved.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PricingRow } from '../../api/catalog';
import ChoiceGroup from '../../components/choice-group';
import { store as catalogStore } from '../../stores/catalog';
import {
	DEFAULT_PRICING_TAB,
	formatPrice,
	monthlyPrice,
	savePercent,
} from '../../utils/pricing';

/**
 * Upgrade widget; nothing while pricing is unknown or empty.
 */
export default function UpgradeWidget() {
	const pricing = useSelect(
		( select ) => select( catalogStore ).getPricing(),
		[]
	);
	const [ tab, setTab ] =
		useState< PricingRow[ 'type' ] >( DEFAULT_PRICING_TAB );
	if ( ! pricing || pricing.length === 0 ) {
		return null;
	}
	const tabs = ( [ 'one_time', 'year' ] as const ).filter( ( type ) =>
		pricing.some( ( row ) => row.type === type )
	);
	const active = tabs.includes( tab ) ? tab : tabs[ 0 ];
	const rows = pricing.filter( ( row ) => row.type === active );
	return (
		<section
			className="stencilbox-upgrade"
			aria-labelledby="stencilbox-upgrade-title"
		>
			<h3
				id="stencilbox-upgrade-title"
				className="stencilbox-upgrade__title"
			>
				{ __( 'Unlock every item', 'stencilbox' ) }
			</h3>
			<p className="stencilbox-upgrade__text">
				{ __(
					'A plan includes this item and everything else in its tier, with updates.',
					'stencilbox'
				) }
			</p>
			{ tabs.length > 1 && (
				<ChoiceGroup
					label={ __( 'Billing', 'stencilbox' ) }
					className="stencilbox-upgrade__tabs"
					value={ active }
					options={ tabs.map( ( type ) => ( {
						value: type,
						label:
							type === 'one_time'
								? __( 'Lifetime', 'stencilbox' )
								: __( 'Yearly', 'stencilbox' ),
					} ) ) }
					onChange={ setTab }
					compact
					unpressedVariant="tertiary"
				/>
			) }
			<ul className="stencilbox-upgrade__plans">
				{ rows.map( ( row ) => {
					const save = savePercent( row.price, row.discounted_price );
					return (
						<li
							key={ `${ row.plan }-${ row.type }` }
							className="stencilbox-upgrade__plan"
						>
							<span className="stencilbox-upgrade__plan-name">
								{ row.plan === 'pro'
									? __( 'Pro', 'stencilbox' )
									: __( 'Starter', 'stencilbox' ) }
							</span>
							<span className="stencilbox-upgrade__price">
								{ save > 0 && (
									<del>{ formatPrice( row.price ) }</del>
								) }{ ' ' }
								<strong>
									{ row.type === 'year'
										? sprintf(
												/* translators: %s: yearly price */
												__( '%s / year', 'stencilbox' ),
												formatPrice(
													row.discounted_price
												)
											)
										: sprintf(
												/* translators: %s: one-time price */
												__( '%s once', 'stencilbox' ),
												formatPrice(
													row.discounted_price
												)
											) }
								</strong>
							</span>
							{ row.type === 'year' && (
								<span className="stencilbox-upgrade__monthly">
									{ sprintf(
										/* translators: %s: price per month */
										__( '%s per month', 'stencilbox' ),
										formatPrice(
											monthlyPrice( row.discounted_price )
										)
									) }
								</span>
							) }
							{ save > 0 && (
								<span className="stencilbox-upgrade__save">
									{ sprintf(
										/* translators: %d: percentage saved */
										__( 'Save %d%%', 'stencilbox' ),
										save
									) }
								</span>
							) }
							<Button
								variant={
									row.plan === 'pro' ? 'primary' : 'secondary'
								}
								size="compact"
								href={ row.checkout_url }
								target="_blank"
								rel="noopener noreferrer"
							>
								{ row.plan === 'pro'
									? __( 'Upgrade to Pro', 'stencilbox' )
									: __( 'Get Starter', 'stencilbox' ) }
							</Button>
						</li>
					);
				} ) }
			</ul>
		</section>
	);
}
