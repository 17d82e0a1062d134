<?php
/**
 * Prepares the UI bench site (bin/bench-ui.sh): a verified Pro library
 * account signed in for the admin (so Insert inserts, with no sign-in on the
 * way), and the block editor's welcome guide switched off for the admin.
 *
 * Usage: php bin/bench-ui-setup.php <site-dir>
 *
 * @package Stencilbox
 */

[ , $site ] = $argv + array( null, null );
require __DIR__ . '/lib/site-load.php';
require stencilbox_site_load( $site, 'http://127.0.0.1:8890' );

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\ApiKeys;
use Stencilbox\Plugin;
use Stencilbox\Site\Account\Connections;

$accounts = new AccountRepository();
$email    = 'bench-ui@example.org';
$account  = $accounts->find_by_email( $email );
$id       = $account ? (int) $account['id'] : $accounts->insert(
	array(
		'email'       => $email,
		'first_name'  => 'Bench',
		'last_name'   => 'Editor',
		'plan'        => 'pro',
		'is_verified' => 1,
	)
);
$key = ( new ApiKeys() )->create( $id, 'bench-ui', ApiKeys::KIND_PERSONAL );
Plugin::instance()->service( Connections::class )->save( 1, $key, $id, $email, true, false );

global $wpdb;
update_user_meta(
	1,
	$wpdb->get_blog_prefix() . 'persisted_preferences',
	array(
		'core/edit-post' => array( 'welcomeGuide' => false ),
		'core'           => array( 'enableChoosePatternModal' => false ),
		'_modified'      => gmdate( 'c' ),
	)
);
echo "bench-ui: library account {$email} signed in for the admin\n";
