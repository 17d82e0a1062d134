<?php
/**
 * The one composition root: builds every service and registers its hooks.
 *
 * @package Stencilbox
 */

namespace Stencilbox;

use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Hub\Migrations\Registry as HubMigrations;
use Stencilbox\Site\Account\Connections;
use Stencilbox\Site\AdminPage;
use Stencilbox\Site\Capabilities;
use Stencilbox\Site\EditorIntegration;
use Stencilbox\Site\ElementorBridge;
use Stencilbox\Site\Hub\HubClientFactory;
use Stencilbox\Support\Assets;
use Stencilbox\Support\Crypto;
use Stencilbox\Support\Migrator;

defined( 'ABSPATH' ) || exit;

/**
 * Wires Stencilbox together. Services receive what they need through their
 * constructors; classes that add hooks expose one `register()` method.
 */
final class Plugin {
	public const VERSION = '0.1.0';

	/**
	 * The booted instance.
	 *
	 * @var Plugin|null
	 */
	private static ?Plugin $instance = null;

	/**
	 * Services with hooks.
	 *
	 * @var array<int, object>
	 */
	private array $services;

	/**
	 * Builds the services.
	 *
	 * @param string $file Main plugin file.
	 */
	private function __construct( private string $file ) {
		$assets      = new Assets( $file, self::VERSION );
		$migrator    = new Migrator( HubMigrations::all() );
		$hub         = HubClientFactory::make();
		$keys        = new ApiKeys();
		$connections = new Connections( new Crypto(), $hub );
		unset( $keys, $connections ); // Wired into the REST controllers as they arrive.
		$this->services = array(
			$migrator,
			new Capabilities(),
			$assets,
			new AdminPage( $assets ),
			new EditorIntegration( $assets, dirname( $file ) ),
			new ElementorBridge( $assets ),
		);
	}

	/**
	 * Boots the plugin once.
	 *
	 * @param string $file Main plugin file.
	 */
	public static function boot( string $file ): void {
		if ( null !== self::$instance ) {
			return;
		}
		self::$instance = new self( $file );
		self::$instance->register();
	}

	/**
	 * The booted instance (for tests and the activation hook).
	 */
	public static function instance(): ?Plugin {
		return self::$instance;
	}

	/**
	 * Registers every service's hooks and the activation hook.
	 */
	private function register(): void {
		foreach ( $this->services as $service ) {
			$service->register();
		}
		register_activation_hook( $this->file, array( $this, 'activate' ) );
	}

	/**
	 * Runs on activation: creates or updates the tables, records the version.
	 */
	public function activate(): void {
		$this->service( Migrator::class )->migrate();
		update_option( 'stencilbox_version', self::VERSION, false );
	}

	/**
	 * A service by class name.
	 *
	 * @template T of object
	 * @param class-string<T> $class_name Service class.
	 * @return T|null
	 */
	public function service( string $class_name ): ?object {
		foreach ( $this->services as $service ) {
			if ( $service instanceof $class_name ) {
				return $service;
			}
		}
		return null;
	}
}
