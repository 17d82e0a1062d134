<?php
/**
 * The page of a classic theme whose body a Stencilbox template replaces:
 * the theme's own header and footer around the template
 * (TemplateRenderer::print_body()).
 *
 * @package Stencilbox
 */

defined( 'ABSPATH' ) || exit;

get_header();
do_action( 'stencilbox_template_body' );
get_footer();
