<?php
/**
 * PHPUnit bootstrap of the object-cache lane (phpunit-object-cache.xml.dist):
 * the normal bootstrap with a persistent object cache in Redis, on a
 * private redis-server this process starts on a unix socket in a temporary
 * folder (never the machine's own Redis) and stops when it ends.
 *
 * The drop-in: STENCILBOX_TEST_OBJECT_CACHE=redis-cache installs the Redis
 * Object Cache plugin's `includes/object-cache.php` from the folder
 * STENCILBOX_REDIS_CACHE_DIR names; otherwise our own test drop-in
 * (tests/php/fixtures/object-cache/).
 *
 * @package Stencilbox
 */

$stencilbox_dropin = __DIR__ . '/fixtures/object-cache/object-cache.php';
if ( 'redis-cache' === getenv( 'STENCILBOX_TEST_OBJECT_CACHE' ) ) {
	$stencilbox_dropin = rtrim( (string) getenv( 'STENCILBOX_REDIS_CACHE_DIR' ), '/' ) . '/includes/object-cache.php';
	if ( ! getenv( 'STENCILBOX_REDIS_CACHE_DIR' ) || ! is_file( $stencilbox_dropin ) ) {
		fwrite( STDERR, "The Redis Object Cache run needs STENCILBOX_REDIS_CACHE_DIR: the redis-cache plugin's folder (the one holding includes/object-cache.php).\n" );
		exit( 1 );
	}
}
if ( ! extension_loaded( 'redis' ) ) {
	fwrite( STDERR, "The object-cache lane needs PHP's redis extension: bin/ensure-deps.sh installs php-redis.\n" );
	exit( 1 );
}

$stencilbox_redis_dir = sys_get_temp_dir() . '/stencilbox-redis-' . getmypid() . '-' . bin2hex( random_bytes( 3 ) );
mkdir( $stencilbox_redis_dir, 0700 );
$stencilbox_redis_socket = $stencilbox_redis_dir . '/redis.sock';
// A shell between us and Redis stops it and deletes its folder when our
// end of its stdin closes: when this process ends, however it ends (a
// killed PHPUnit leaves no server behind).
$stencilbox_redis = proc_open(
	array(
		'sh',
		'-c',
		'dir=$1; shift; redis-server "$@" & redis=$!; cat >/dev/null; kill "$redis"; wait "$redis"; rm -rf -- "$dir"',
		'redis-watch',
		$stencilbox_redis_dir,
		'--port',
		'0',
		'--unixsocket',
		$stencilbox_redis_socket,
		'--unixsocketperm',
		'700',
		'--dir',
		$stencilbox_redis_dir,
		'--save',
		'',
		'--appendonly',
		'no',
		'--logfile',
		$stencilbox_redis_dir . '/redis.log',
	),
	array(
		0 => array( 'pipe', 'r' ),
		1 => array( 'file', '/dev/null', 'w' ),
		2 => array( 'file', $stencilbox_redis_dir . '/stderr.log', 'w' ),
	),
	$stencilbox_redis_pipes
);
$stencilbox_redis_ready = false;
for ( $stencilbox_i = 0; $stencilbox_i < 100 && ! $stencilbox_redis_ready; $stencilbox_i++ ) {
	usleep( 50000 );
	try {
		$stencilbox_probe       = new Redis();
		$stencilbox_redis_ready = file_exists( $stencilbox_redis_socket ) && $stencilbox_probe->connect( $stencilbox_redis_socket ) && $stencilbox_probe->ping();
	} catch ( RedisException $stencilbox_error ) {
		unset( $stencilbox_error ); // Not listening yet.
	}
}
if ( ! $stencilbox_redis_ready ) {
	fwrite( STDERR, "redis-server did not start on $stencilbox_redis_socket (bin/ensure-deps.sh installs it):\n" . @file_get_contents( $stencilbox_redis_dir . '/redis.log' ) . @file_get_contents( $stencilbox_redis_dir . '/stderr.log' ) ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- either log may be missing.
	exit( 1 );
}
$stencilbox_probe->close();
register_shutdown_function(
	static function () use ( $stencilbox_redis, $stencilbox_redis_pipes ): void {
		fclose( $stencilbox_redis_pipes[0] );
		proc_close( $stencilbox_redis );
	}
);

// Read by tests/php/wp-tests-config.php, here and in the child processes
// that install the site (they run with the drop-in too).
putenv( 'STENCILBOX_TEST_REDIS_SOCKET=' . $stencilbox_redis_socket );
putenv( 'STENCILBOX_TEST_OBJECT_CACHE_DROPIN=' . $stencilbox_dropin );
require __DIR__ . '/bootstrap.php';
