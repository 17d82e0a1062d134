<?php
/**
 * The one composition root: builds every service and registers its hooks.
 *
 * @package Stencilbox
 */

namespace Stencilbox;

use Stencilbox\Site\AdminPage;
use Stencilbox\Site\Capabilities;
use Stencilbox\Site\EditorIntegration;
use Stencilbox\Site\ElementorBridge;
use Stencilbox\Support\Assets;

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
		$assets         = new Assets( $file, self::VERSION );
		$this->services = array(
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
	 * Runs on activation: records the installed version.
	 */
	public function activate(): void {
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
