<?php
/**
 * What the import bench reads from its site, from the command line (the
 * database directly, as the site's PHP user):
 *
 *   php bin/bench-import-site.php <site-dir> snapshot   every table's rows (transients left
 *                                                      out) and the files under plugins/,
 *                                                      themes/ and uploads/ (size and SHA-1)
 *   php bin/bench-import-site.php <site-dir> counts     posts by type, terms, postmeta rows,
 *                                                      and any post, attachment or term the
 *                                                      site holds twice
 *   php bin/bench-import-site.php <site-dir> sizes      the image attachments: how many still wait
 *                                                      for their sub-sizes (ImageSizes), how many
 *                                                      lack a size WordPress would make, size files
 *                                                      their metadata names that are not on disk
 *   php bin/bench-import-site.php <site-dir> pending    how many still wait (the database only, quick)
 *   php bin/bench-import-site.php <site-dir> cron       runs the image-sizes WP-Cron event, as a
 *                                                      host's system cron does (`wp cron event run`)
 *
 * Prints JSON.
 *
 * @package Stencilbox
 */

[ , $site, $what ] = $argv + array( null, null, 'counts' );
require __DIR__ . '/lib/site-load.php';
$wp_load = stencilbox_site_load( $site, 'http://127.0.0.1:8870' );
if ( 'cron' === $what ) {
	define( 'DOING_CRON', true );
}
if ( 'pending' === $what ) {
	define( 'SHORTINIT', true );
}
require $wp_load;

global $wpdb;

if ( 'pending' === $what ) {
	echo json_encode( array( 'pending' => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = %s", '_stencilbox_fsi_sizes' ) ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- SHORTINIT: WordPress's own is not loaded.
	exit;
}

if ( 'cron' === $what ) {
	do_action( 'stencilbox_fsi_image_sizes' );
	echo wp_json_encode( array( 'ran' => true ) );
	exit;
}

if ( 'sizes' === $what ) {
	require_once ABSPATH . 'wp-admin/includes/image.php';
	$images  = array_map( 'intval', (array) $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'attachment' AND post_mime_type LIKE 'image/%' AND post_mime_type <> 'image/svg+xml'" ) );
	$missing = 0;
	$absent  = 0;
	$sizes   = 0;
	foreach ( $images as $id ) {
		if ( wp_get_missing_image_subsizes( $id ) ) {
			++$missing;
		}
		$meta = wp_get_attachment_metadata( $id );
		$dir  = dirname( (string) get_attached_file( $id ) );
		foreach ( (array) ( $meta['sizes'] ?? array() ) as $size ) {
			++$sizes;
			if ( ! is_file( $dir . '/' . $size['file'] ) ) {
				++$absent;
			}
		}
	}
	echo wp_json_encode(
		array(
			'images'        => count( $images ),
			'pending'       => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = %s", '_stencilbox_fsi_sizes' ) ),
			'missing'       => $missing,
			'sizes'         => $sizes,
			'files_missing' => $absent,
		)
	);
	exit;
}

/**
 * Every file under a folder: relative path => "size:sha1".
 *
 * @param string $dir Folder.
 * @return array<string, string>
 */
function stencilbox_bench_files( string $dir ): array {
	$files = array();
	if ( ! is_dir( $dir ) ) {
		return $files;
	}
	$walk = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS ) );
	foreach ( $walk as $file ) {
		if ( $file->isLink() ) {
			$files[ substr( $file->getPathname(), strlen( $dir ) + 1 ) ] = 'link';
		} elseif ( $file->isFile() ) {
			$files[ substr( $file->getPathname(), strlen( $dir ) + 1 ) ] = $file->getSize() . ':' . sha1_file( $file->getPathname() );
		}
	}
	ksort( $files );
	return $files;
}

if ( 'snapshot' === $what ) {
	$tables = array();
	foreach ( (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix ) . '%' ) ) as $table ) {
		$rows = array();
		foreach ( (array) $wpdb->get_results( "SELECT * FROM `{$table}`", ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			if ( $wpdb->options === $table && preg_match( '/^_(site_)?transient_/', (string) $row['option_name'] ) ) {
				continue;
			}
			ksort( $row );
			$rows[] = wp_json_encode( $row );
		}
		sort( $rows );
		$tables[ $table ] = $rows;
	}
	echo wp_json_encode(
		array(
			'tables' => $tables,
			'files'  => array(
				'plugins' => stencilbox_bench_files( WP_PLUGIN_DIR ),
				'themes'  => stencilbox_bench_files( get_theme_root() ),
				'uploads' => stencilbox_bench_files( wp_get_upload_dir()['basedir'] ),
			),
		)
	);
	exit;
}

$types = array();
foreach ( (array) $wpdb->get_results( "SELECT post_type, COUNT(*) AS n FROM {$wpdb->posts} GROUP BY post_type", ARRAY_A ) as $row ) {
	$types[ $row['post_type'] ] = (int) $row['n'];
}
ksort( $types );
// Twice the same: a post of a type with the same title and content; an
// attachment with the same title (WordPress titles an upload after its
// file name, whatever suffix it gives a second copy's file); a term of a
// taxonomy with the same name.
$posts       = (array) $wpdb->get_col( "SELECT CONCAT(post_type, ' ', post_title) FROM {$wpdb->posts} WHERE post_type NOT IN ('attachment','revision') GROUP BY post_type, post_title, MD5(post_content) HAVING COUNT(*) > 1" );
$attachments = (array) $wpdb->get_col( "SELECT post_title FROM {$wpdb->posts} WHERE post_type = 'attachment' GROUP BY post_title HAVING COUNT(*) > 1" );
$terms       = (array) $wpdb->get_col( "SELECT CONCAT(tt.taxonomy, ' ', t.name) FROM {$wpdb->terms} t INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id GROUP BY tt.taxonomy, t.name HAVING COUNT(*) > 1" );
echo wp_json_encode(
	array(
		'posts'      => $types,
		'terms'      => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->terms}" ),
		'postmeta'   => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta}" ),
		'duplicates' => array(
			'posts'       => $posts,
			'attachments' => $attachments,
			'terms'       => $terms,
		),
	)
);
