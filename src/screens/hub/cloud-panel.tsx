/**
 * The hub owner's cloud settings: how many files each plan may keep (−1
 * is unlimited; defaults free 25, starter 250, pro unlimited), and what the
 * cloud holds — files, and the distinct bodies behind them (copies share
 * one).
 */
/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { saveCloudLimits } from '../../api/hub';
import LimitsCard from './limits-card';
import { planFields } from './plans';

/**
 * Cloud storage card.
 */
export default function CloudPanel() {
	return (
		<LimitsCard
			resource="cloudSettings"
			title={ __( 'Cloud storage', 'stencilbox' ) }
			failedTitle={ __(
				'The cloud storage settings could not be loaded',
				'stencilbox'
			) }
			values={ ( settings ) => settings.limits }
			fields={ planFields() }
			help={ ( settings ) =>
				sprintf(
					/* translators: 1: number of files, 2: number of distinct bodies, 3: size in KB */
					_n(
						'The cloud holds %1$d file, stored as %2$d distinct bodies (%3$s KB): copies share one.',
						'The cloud holds %1$d files, stored as %2$d distinct bodies (%3$s KB): copies share one.',
						settings.files,
						'stencilbox'
					),
					settings.files,
					settings.bodies,
					( settings.bytes / 1024 ).toFixed( 1 )
				)
			}
			save={ saveCloudLimits }
			min={ 0 }
			untickedValue={ 0 }
			fieldLabel={ ( label ) =>
				sprintf(
					/* translators: %s: plan name */
					__( 'Files on %s', 'stencilbox' ),
					label
				)
			}
			allLabel={ __( 'Unlimited', 'stencilbox' ) }
			saveLabel={ __( 'Save limits', 'stencilbox' ) }
		/>
	);
}
