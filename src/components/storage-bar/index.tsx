/**
 * The cloud's storage bar (spec part 2 §2, §4, §8): '{used} of {limit}
 * files', a bar coloured by how full it is, and what that means.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import HtmlMessage from '../html-message';
import { storageState } from '../../utils/storage';
import './style.scss';

export interface StorageBarProps {
	/** The usage, or null while it loads or when it failed. */
	usage: { limit: number; files: number } | null;
	/** The status call's failure message (may hold HTML), if it failed. */
	error?: string;
	/** The signed-in account is not verified yet. */
	unverified?: boolean;
}

/**
 * Storage bar.
 *
 * When the status call fails with a message: the spec's "You haven't
 * verify your account yet…" for an account that is not verified, and the
 * failure's own message otherwise (a hub that cannot be reached is not a
 * missing verification).
 *
 * @param props            Props.
 * @param props.usage      Usage.
 * @param props.error      The status call's failure message.
 * @param props.unverified The account is not verified.
 */
export default function StorageBar( {
	usage,
	error = '',
	unverified = false,
}: StorageBarProps ) {
	if ( error && unverified ) {
		return (
			<p className="stencilbox-storage-bar__message is-failed">
				{ __(
					"You haven't verify your account yet. Please check your email inbox.",
					'stencilbox'
				) }
			</p>
		);
	}
	if ( error ) {
		return (
			<HtmlMessage
				className="stencilbox-storage-bar__message is-failed"
				html={ error }
			/>
		);
	}
	if ( ! usage ) {
		return (
			<div
				className="stencilbox-storage-bar is-loading"
				aria-busy="true"
			/>
		);
	}
	const state = storageState( usage.files, usage.limit );
	return (
		<div className={ `stencilbox-storage-bar is-${ state.level }` }>
			<div className="stencilbox-storage-bar__label">
				<span>{ __( 'Storage', 'stencilbox' ) }</span>
				<span>{ state.label }</span>
			</div>
			<div
				className="stencilbox-storage-bar__track"
				role="meter"
				aria-label={ __( 'Cloud storage', 'stencilbox' ) }
				aria-valuemin={ 0 }
				aria-valuemax={ 100 }
				aria-valuenow={ state.percent }
				aria-valuetext={ state.label }
			>
				<span
					className="stencilbox-storage-bar__fill"
					style={ { width: `${ state.percent }%` } }
				/>
			</div>
			{ state.message && (
				<p className="stencilbox-storage-bar__message">
					{ state.message }
				</p>
			) }
		</div>
	);
}
