<?php
/**
 * The hub of a network that shares one library (multisite, issue [22]).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Hub;

use Stencilbox\Support\NetworkLibrary;

defined( 'ABSPATH' ) || exit;

/**
 * Every site of the network uses the main site's hub: each call switches to
 * the main site and goes through the client the main site's own settings
 * choose (in-process, or HTTP when the main site uses a hub elsewhere). The
 * calling site's own facts (its address, for usage) are in the parameters,
 * made before the switch. Accounts and sign-ins are the network's: the
 * id is the same on every site, so one sign-in serves them all.
 */
final class NetworkHubClient implements HubClient {
	/**
	 * The clients made this request: the hub site's (`hub`), or a site's
	 * own by its id once the network keeps a library per site.
	 *
	 * @var array<string, HubClient>
	 */
	private array $clients = array();

	/**
	 * Calls the network's hub (this site's own when a super admin chose a
	 * library per site since this client was made).
	 *
	 * @param string               $method  HTTP method.
	 * @param string               $path    Route path.
	 * @param array<string, mixed> $params  Parameters.
	 * @param string|null          $api_key Key.
	 * @return array<mixed>
	 */
	public function request( string $method, string $path, array $params = array(), ?string $api_key = null ): array {
		$client = $this->inner();
		return NetworkLibrary::on_hub_site( static fn(): array => $client->request( $method, $path, $params, $api_key ) );
	}

	/**
	 * The network's library (`network:<network id>`), or the remote hub the
	 * main site uses.
	 */
	public function hub_id(): string {
		$inner = $this->inner();
		return NetworkLibrary::shared() && $inner->in_process() ? 'network:' . get_current_network_id() : $inner->hub_id();
	}

	/**
	 * Whether the hub answers in this process.
	 */
	public function in_process(): bool {
		return $this->inner()->in_process();
	}

	/**
	 * The client the hub site's settings choose, made once per request (it
	 * reads the hub site's options: a switch to it on every other site).
	 */
	private function inner(): HubClient {
		$key = NetworkLibrary::elsewhere() ? 'hub' : (string) get_current_blog_id();
		return $this->clients[ $key ] ??= NetworkLibrary::on_hub_site( static fn(): HubClient => HubClientFactory::here() );
	}
}
