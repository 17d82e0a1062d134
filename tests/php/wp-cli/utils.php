<?php
/**
 * Stand-ins for the `WP_CLI\Utils` helpers our commands call, with
 * wp-cli/wp-cli's signatures (php/utils.php; read, not copied):
 * `make_progress_bar( $message, $count, $interval = 100 )` returns a
 * `cli\progress\Bar` (recorded in `WP_CLI::$bars`);
 * `format_items( $format, $items, $fields )` prints rows the way
 * `WP_CLI\Formatter` does for table, json, csv, yaml, count and ids (the
 * table with the same `+---+` borders, without colours);
 * `get_flag_value( $assoc_args, $flag, $default = null )`.
 *
 * @package Stencilbox
 */

namespace WP_CLI\Utils;

/**
 * A progress bar.
 *
 * @param string $message  Text before the bar.
 * @param int    $count    Ticks to the end.
 * @param int    $interval Milliseconds between redraws.
 */
function make_progress_bar( string $message, int $count, int $interval = 100 ): \cli\progress\Bar {
	$bar             = new \cli\progress\Bar( $message, $count, $interval );
	\WP_CLI::$bars[] = $bar;
	return $bar;
}

/**
 * An option's value, or the default.
 *
 * @param array<string, mixed> $assoc_args Options.
 * @param string               $flag       Option.
 * @param mixed                $default    Default.
 */
function get_flag_value( array $assoc_args, string $flag, mixed $default = null ): mixed {
	return $assoc_args[ $flag ] ?? $default;
}

/**
 * Prints rows in a format.
 *
 * @param string                           $format table, json, csv, yaml, count or ids.
 * @param array<int, array<string, mixed>> $items  Rows.
 * @param string[]|string                  $fields Columns (an array or a comma-separated list).
 */
function format_items( string $format, array $items, array|string $fields ): void {
	$fields = is_array( $fields ) ? $fields : explode( ',', $fields );
	$text   = static fn( mixed $value ): string => is_scalar( $value ) || null === $value ? (string) $value : (string) wp_json_encode( $value );
	$rows   = array_map(
		static function ( array $item ) use ( $fields ): array {
			$row = array();
			foreach ( $fields as $field ) {
				$row[ $field ] = $item[ $field ] ?? null;
			}
			return $row;
		},
		array_values( $items )
	);
	switch ( $format ) {
		case 'json':
			\WP_CLI::line( (string) wp_json_encode( $rows ) );
			return;
		case 'count':
			\WP_CLI::line( (string) count( $rows ) );
			return;
		case 'ids':
			\WP_CLI::line( implode( ' ', array_column( $rows, $fields[0] ) ) );
			return;
		case 'csv':
			$out = fopen( 'php://temp', 'w+' );
			fputcsv( $out, $fields, ',', '"', '\\' );
			foreach ( $rows as $row ) {
				fputcsv( $out, array_map( $text, $row ), ',', '"', '\\' );
			}
			rewind( $out );
			foreach ( explode( "\n", rtrim( (string) stream_get_contents( $out ), "\n" ) ) as $line ) {
				\WP_CLI::line( $line );
			}
			fclose( $out );
			return;
		case 'yaml':
			\WP_CLI::line( '---' );
			foreach ( $rows as $row ) {
				$first = true;
				foreach ( $row as $key => $value ) {
					$text = is_bool( $value ) ? ( $value ? 'true' : 'false' ) : ( null === $value ? 'null' : ( is_scalar( $value ) ? (string) $value : wp_json_encode( $value ) ) );
					\WP_CLI::line( ( $first ? '- ' : '  ' ) . $key . ': ' . $text );
					$first = false;
				}
			}
			return;
		case 'table':
			$cells  = array_map( static fn( array $row ): array => array_map( $text, $row ), $rows );
			$widths = array();
			foreach ( $fields as $field ) {
				$widths[ $field ] = max( array_merge( array( mb_strlen( $field ) ), array_map( 'mb_strlen', array_column( $cells, $field ) ) ) );
			}
			$border = '+' . implode( '+', array_map( static fn( int $width ): string => str_repeat( '-', $width + 2 ), $widths ) ) . '+';
			$line   = static fn( array $values ): string => '| ' . implode( ' | ', array_map( static fn( string $field ): string => $values[ $field ] . str_repeat( ' ', $widths[ $field ] - mb_strlen( $values[ $field ] ) ), $fields ) ) . ' |';
			\WP_CLI::line( $border );
			\WP_CLI::line( $line( array_combine( $fields, $fields ) ) );
			\WP_CLI::line( $border );
			foreach ( $cells as $row ) {
				\WP_CLI::line( $line( $row ) );
			}
			\WP_CLI::line( $border );
			return;
	}
	\WP_CLI::error( sprintf( "Invalid format '%s'.", $format ) );
}
