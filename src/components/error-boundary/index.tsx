/**
 * Catches render errors so one broken screen never blanks the editor.
 */
import type { ErrorInfo, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Component } from '@wordpress/element';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { cautionFilled } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import EmptyState from '../empty-state';

interface Props {
	children: ReactNode;
	/** Changing this value clears a caught error (e.g. the current path). */
	resetKey?: string;
}

interface State {
	error: Error | null;
	resetKey?: string;
}

/**
 * Error boundary with the spec's fallback text and a way to try again.
 */
export default class ErrorBoundary extends Component< Props, State > {
	override state: State = { error: null, resetKey: this.props.resetKey };

	static getDerivedStateFromError( error: Error ): Partial< State > {
		return { error };
	}

	static getDerivedStateFromProps(
		props: Props,
		state: State
	): Partial< State > | null {
		if ( props.resetKey !== state.resetKey ) {
			return { error: null, resetKey: props.resetKey };
		}
		return null;
	}

	override componentDidCatch( error: Error, info: ErrorInfo ) {
		// eslint-disable-next-line no-console
		console.error( 'Stencilbox:', error, info.componentStack );
	}

	override render() {
		const { error } = this.state;
		if ( ! error ) {
			return this.props.children;
		}
		return (
			<EmptyState
				icon={ cautionFilled }
				title={ __( 'Unexpected Application Error!', 'stencilbox' ) }
				actions={
					<Button
						variant="primary"
						onClick={ () => this.setState( { error: null } ) }
					>
						{ __( 'Try again', 'stencilbox' ) }
					</Button>
				}
			>
				<p>{ error.message }</p>
			</EmptyState>
		);
	}
}
