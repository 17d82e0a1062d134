<?php
/**
 * Prints the translatable strings of php/ and stencilbox.php as JSON lines
 * for bin/make-pot.mjs: {file, line, fn, args[], comment}.
 *
 * @package Stencilbox
 */

$stencilbox_root  = dirname( __DIR__ );
$stencilbox_files = array( $stencilbox_root . '/stencilbox.php' );
foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $stencilbox_root . '/php', FilesystemIterator::SKIP_DOTS ) ) as $stencilbox_file ) {
	// The demo catalogue's plugins are separate plugins with their own text domain.
	if ( 'php' === $stencilbox_file->getExtension() && ! str_contains( $stencilbox_file->getPathname(), '/Hub/Catalog/demo/' ) ) {
		$stencilbox_files[] = $stencilbox_file->getPathname();
	}
}
$stencilbox_fns = array( '__', '_e', '_x', '_ex', '_n', '_nx', 'esc_html__', 'esc_html_e', 'esc_html_x', 'esc_attr__', 'esc_attr_e', 'esc_attr_x' );
foreach ( $stencilbox_files as $stencilbox_file ) {
	$tokens  = token_get_all( (string) file_get_contents( $stencilbox_file ) );
	$comment = '';
	foreach ( $tokens as $i => $token ) {
		if ( is_array( $token ) && T_COMMENT === $token[0] && false !== stripos( $token[1], 'translators:' ) ) {
			$comment = trim( preg_replace( '#^\s*(//|/\*+|\*/|\*)\s?#m', '', $token[1] ) );
			continue;
		}
		if ( ! is_array( $token ) || T_STRING !== $token[0] || ! in_array( $token[1], $stencilbox_fns, true ) || '(' !== ( $tokens[ $i + 1 ] ?? '' ) ) {
			continue;
		}
		$args  = array();
		$depth = 0;
		for ( $j = $i + 1; $j < count( $tokens ); $j++ ) {
			$t = $tokens[ $j ];
			if ( '(' === $t ) {
				++$depth;
			} elseif ( ')' === $t && 0 === --$depth ) {
				break;
			} elseif ( 1 === $depth && is_array( $t ) && T_CONSTANT_ENCAPSED_STRING === $t[0] ) {
				$args[] = stencilbox_unquote( $t[1] );
			} elseif ( 1 === $depth && ',' === $t && count( $args ) === 0 ) {
				$args[] = null;
			}
		}
		echo wp_json_encode_fallback(
			array(
				'file'    => substr( $stencilbox_file, strlen( $stencilbox_root ) + 1 ),
				'line'    => $token[2],
				'fn'      => $token[1],
				'args'    => $args,
				'comment' => $comment,
			)
		), "\n";
		$comment = '';
	}
}

/**
 * The value of a PHP string literal.
 *
 * @param string $literal Quoted literal.
 */
function stencilbox_unquote( string $literal ): string {
	$body = substr( $literal, 1, -1 );
	return "'" === $literal[0] ? strtr( $body, array( "\\'" => "'", '\\\\' => '\\' ) ) : stripcslashes( $body );
}

/**
 * JSON without WordPress loaded.
 *
 * @param array<string, mixed> $data Data.
 */
function wp_json_encode_fallback( array $data ): string {
	return (string) json_encode( $data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
}
