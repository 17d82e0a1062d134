<?php
/**
 * The asynchronous Site Health test's route.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Rest;

use Stencilbox\Site\SiteHealth;
use Stencilbox\Support\Rest\Controller;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `GET stencilbox/v1/site-health/hub`: Tools → Site Health asks it once the
 * page has loaded, so a slow hub never holds the page up. Administrators
 * only (the answer names the hub and the keys' state).
 */
final class SiteHealthController extends Controller {
	/**
	 * Constructor.
	 *
	 * @param SiteHealth $health The tests.
	 */
	public function __construct( private SiteHealth $health ) {}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		return array(
			Route::get(
				'/site-health/hub',
				fn(): array => $this->health->hub_test(),
				'can_manage',
				array(),
				Schema::object(
					array(
						'test'        => Schema::string(),
						'status'      => Schema::enum( array( 'good', 'recommended', 'critical' ) ),
						'label'       => Schema::string(),
						'badge'       => Schema::object(
							array(
								'label' => Schema::string(),
								'color' => Schema::string(),
							)
						),
						'description' => Schema::string(),
						'actions'     => Schema::string(),
					)
				)
			),
		);
	}
}
