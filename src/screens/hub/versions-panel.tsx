/**
 * The hub owner's versions settings: how many versions a cloud file keeps
 * on each plan, and how many a catalogue item keeps (−1: all; the oldest
 * go first, never the newest). The cloud's quota counts files, not
 * versions.
 */
/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { saveRetention, type Retention } from '../../api/versions';
import LimitsCard from './limits-card';
import { planFields } from './plans';

const KEYS: Array< { key: keyof Retention; label: () => string } > = [
	...planFields(),
	{ key: 'items', label: () => __( 'Library items', 'stencilbox' ) },
];

/** What "Keep all" unticked starts from. */
const UNTICKED_VERSIONS = 10;

/**
 * Versions card.
 */
export default function VersionsPanel() {
	return (
		<LimitsCard
			resource="versionSettings"
			title={ __( 'Versions', 'stencilbox' ) }
			failedTitle={ __(
				'The versions settings could not be loaded',
				'stencilbox'
			) }
			values={ ( settings ) => settings.retention }
			fields={ KEYS }
			help={ ( settings ) =>
				sprintf(
					/* translators: %d: number of versions. */
					_n(
						'How many versions to keep: of a cloud file, per its owner’s plan; of a library item. The oldest go first, never the newest; files count for the quota, versions do not. The hub keeps %d older version now.',
						'How many versions to keep: of a cloud file, per its owner’s plan; of a library item. The oldest go first, never the newest; files count for the quota, versions do not. The hub keeps %d older versions now.',
						settings.versions,
						'stencilbox'
					),
					settings.versions
				)
			}
			save={ saveRetention }
			min={ 1 }
			untickedValue={ UNTICKED_VERSIONS }
			fieldLabel={ ( label ) =>
				sprintf(
					/* translators: %s: plan name, or Library items */
					__( 'Versions kept: %s', 'stencilbox' ),
					label
				)
			}
			allLabel={ __( 'Keep all', 'stencilbox' ) }
			saveLabel={ __( 'Save versions', 'stencilbox' ) }
			className="is-four"
		/>
	);
}
