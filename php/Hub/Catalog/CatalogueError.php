<?php
/**
 * A catalogue folder or bundle that cannot be read, with every problem found.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * An `invalid_data` (400) error listing the problems.
 */
final class CatalogueError extends HttpError {
	/**
	 * Constructor.
	 *
	 * @param string[] $problems What is wrong, one line each.
	 */
	public function __construct( private array $problems ) {
		$shown = array_slice( $problems, 0, 20 );
		parent::__construct(
			'invalid_data',
			__( 'The catalogue could not be read:', 'stencilbox' ) . ' ' . implode( ' ', $shown ),
			400,
			array( 'problems' => $problems )
		);
	}

	/**
	 * Refuses a catalogue with its problems.
	 *
	 * @param string[] $problems What is wrong, one line each.
	 * @throws CatalogueError Always.
	 */
	public static function refuse( array $problems ): never {
		// phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- plain text, as every HttpError's message (see HttpError::raise()).
		throw new self( $problems );
	}

	/**
	 * The problems.
	 *
	 * @return string[]
	 */
	public function problems(): array {
		return $this->problems;
	}
}
