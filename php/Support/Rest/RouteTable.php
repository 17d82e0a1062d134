<?php
/**
 * Registers a controller's `routes()` table on the REST base main has now.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * Glue until the `rest-base` refactor lands on main: its `Controller`
 * registers `routes()` tables itself, and then this trait goes (the
 * controllers using it only drop the `use` line). Same rules as there:
 * rows sharing a path are one route, `OPTIONS` describes the answer.
 */
trait RouteTable {
	/**
	 * The controller's routes.
	 *
	 * @return Route[]
	 */
	abstract protected function routes(): array;

	/**
	 * Registers the route table.
	 */
	public function register_routes(): void {
		$by_path = array();
		foreach ( $this->routes() as $route ) {
			$by_path[ $route->path ][] = $route;
		}
		foreach ( $by_path as $path => $routes ) {
			$endpoints = array();
			$schema    = array();
			foreach ( $routes as $route ) {
				$endpoints[] = array(
					'methods'             => $route->method,
					'callback'            => $this->handle( is_string( $route->callback ) ? array( $this, $route->callback ) : $route->callback ),
					'permission_callback' => array( $this, $route->permission ),
					'args'                => $route->args,
				);
				$properties = array_merge( $schema['properties'] ?? array(), $route->schema['properties'] ?? array() );
				$schema     = array_merge( $schema, $route->schema );
				if ( $properties ) {
					$schema['properties'] = $properties;
				}
			}
			$title               = trim( (string) preg_replace( '/[^a-z0-9]+/', '-', strtolower( $this->namespace . preg_replace( '/\(\?P<([a-z_]+)>[^)]*\)/', '$1', (string) $path ) ) ), '-' );
			$schema              = array(
				'$schema' => 'http://json-schema.org/draft-04/schema#',
				'title'   => $schema['title'] ?? $title,
			) + $schema;
			$endpoints['schema'] = static fn(): array => $schema;
			register_rest_route( $this->namespace, (string) $path, $endpoints );
		}
	}
}
