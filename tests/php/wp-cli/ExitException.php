<?php
/**
 * Stand-in for `WP_CLI\ExitException` (wp-cli/wp-cli php/WP_CLI/ExitException.php):
 * how an exit of `WP_CLI::error()`, `halt()` or `confirm()` reaches the
 * stand-in's runner; the code is the exit code.
 *
 * @package Stencilbox
 */

namespace WP_CLI;

/**
 * An exit, with its code.
 */
final class ExitException extends \Exception {}
