<?php
/**
 * Plugin Name: Stencilbox bench: overhead (bench:overhead only)
 * Description: Copied by bin/bench-overhead.sh into its throwaway sites' mu-plugins; never shipped.
 *
 * A request that carries `X-Stencilbox-Bench: on|off` is measured:
 *
 * - `off`: Stencilbox is left out of `active_plugins` for this request
 *   only (a must-use plugin loads before WordPress reads that option to
 *   load the plugins, so the filter is in place in time), and nothing this
 *   request does can save that list;
 * - both: an output buffer opened here, the outermost one, whose callback
 *   runs when the answer is flushed (at `shutdown`, or when PHP ends),
 *   before its first byte leaves, and adds the request's figures as headers:
 *   X-Stencilbox-Bench-Peak    memory_get_peak_usage() in bytes
 *   X-Stencilbox-Bench-Classes classes, interfaces and traits named Stencilbox\…
 *   X-Stencilbox-Bench-Ms      PHP's time since the request started
 *   X-Stencilbox-Bench-Early   1 when something flushed before the end (the
 *                              figures are then those of that moment)
 *   X-Stencilbox-Bench-Cpu     the process's user and system CPU time and
 *                              its minor page faults since this file was
 *                              loaded (getrusage(): `user,system,faults`,
 *                              times in µs): CPU time in PHP and in the
 *                              kernel for it, which an instruction count
 *                              leaves out (the kernel's part)
 * - `autoload` (a logged-in administrator): the options every request loads
 *   (wp_load_alloptions()) whose name is ours, as JSON, and nothing else.
 *
 * Requests without the header are not touched.
 *
 * @package Stencilbox
 */

defined( 'ABSPATH' ) || exit;

$stencilbox_bench_mode = isset( $_SERVER['HTTP_X_STENCILBOX_BENCH'] ) ? (string) $_SERVER['HTTP_X_STENCILBOX_BENCH'] : '';

if ( 'off' === $stencilbox_bench_mode ) {
	add_filter(
		'option_active_plugins',
		static fn( mixed $plugins ): array => array_values( array_diff( (array) $plugins, array( 'stencilbox/stencilbox.php' ) ) )
	);
	// The list above is this request's only: an update of it is refused
	// (the same value as before is no update).
	add_filter(
		'pre_update_option_active_plugins',
		static function ( mixed $value, mixed $old_value ): mixed {
			unset( $value );
			return $old_value;
		},
		10,
		2
	);
}

if ( 'on' === $stencilbox_bench_mode || 'off' === $stencilbox_bench_mode ) {
	$stencilbox_bench_usage = getrusage();
	ob_start(
		static function ( string $buffer, int $phase ) use ( $stencilbox_bench_usage ): string {
			static $done = false;
			if ( $done || headers_sent() ) {
				return $buffer;
			}
			$done    = true;
			$classes = 0;
			foreach ( array( get_declared_classes(), get_declared_interfaces(), get_declared_traits() ) as $names ) {
				foreach ( $names as $name ) {
					if ( 0 === strncmp( $name, 'Stencilbox\\', 11 ) ) {
						++$classes;
					}
				}
			}
			header( 'X-Stencilbox-Bench-Peak: ' . memory_get_peak_usage() );
			header( 'X-Stencilbox-Bench-Classes: ' . $classes );
			header( 'X-Stencilbox-Bench-Ms: ' . round( ( microtime( true ) - (float) $_SERVER['REQUEST_TIME_FLOAT'] ) * 1000, 2 ) );
			$usage = getrusage();
			$spent = static fn( string $what ): int => ( $usage[ "ru_{$what}.tv_sec" ] - $stencilbox_bench_usage[ "ru_{$what}.tv_sec" ] ) * 1000000 + $usage[ "ru_{$what}.tv_usec" ] - $stencilbox_bench_usage[ "ru_{$what}.tv_usec" ];
			header( 'X-Stencilbox-Bench-Cpu: ' . $spent( 'utime' ) . ',' . $spent( 'stime' ) . ',' . ( $usage['ru_minflt'] - $stencilbox_bench_usage['ru_minflt'] ) );
			if ( ! ( $phase & PHP_OUTPUT_HANDLER_FINAL ) ) {
				header( 'X-Stencilbox-Bench-Early: 1' );
			}
			return $buffer;
		}
	);
}

if ( 'autoload' === $stencilbox_bench_mode ) {
	add_action(
		'wp_loaded',
		static function (): void {
			if ( ! current_user_can( 'manage_options' ) ) {
				wp_send_json( array( 'error' => 'log in as an administrator' ), 403 );
			}
			$ours = array();
			foreach ( wp_load_alloptions() as $name => $value ) {
				if ( 1 === preg_match( '/^(_site)?(_transient_(timeout_)?)?stencilbox/', (string) $name ) ) {
					$ours[ $name ] = strlen( (string) $value );
				}
			}
			$all = 0;
			foreach ( wp_load_alloptions() as $value ) {
				$all += strlen( (string) $value );
			}
			wp_send_json(
				array(
					'ours' => $ours,
					'all'  => $all,
				)
			);
		}
	);
}
