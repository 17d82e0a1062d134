<?php
/**
 * A platform: an editor the library serves (the block editor, Elementor).
 * Everything that differs between platforms is decided here, by the
 * platform's adapter, instead of by a choice between two names wherever
 * content is filtered, hashed, merged, copied, written or opened
 * (issue [27] #1; docs/decisions/platforms.md says how to add one).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Platform;

use Stencilbox\Support\Merge\TreeMerge;

defined( 'ABSPATH' ) || exit;

/**
 * One platform's adapter; `Platforms::get()` hands them out.
 */
interface Platform {
	/**
	 * The platform's name, as routes, rows and the client name it
	 * (`Platforms::NAMES`).
	 */
	public function name(): string;

	/**
	 * What the client knows of the platform before asking the server
	 * (`Platforms::client()`, generated into src/utils/generated/lists.ts):
	 * values only.
	 *
	 * @return array{plugin: bool, live_preview: bool, extension: string, pro_types: string[], theme_styles: bool, design_from: string}
	 *         `plugin`: its editor is a plugin the site may lack; `live_preview`:
	 *         `has_live_preview()`; `extension`: `file_extension()`; `pro_types`: template
	 *         types that need the editor's paid version; `theme_styles`: `uses_theme_styles()`;
	 *         `design_from`: `design_from()`.
	 */
	public function traits(): array;

	/**
	 * What the client's adapter of the platform (`src/utils/platforms/<name>/`)
	 * reads of this site and this user: keys of the boot data every bundle
	 * receives (`Support\Assets::settings()`), such as whether its editor is
	 * active here and where to install it. Read on the admin page and in the
	 * editors, never on a page view.
	 *
	 * @return array<string, mixed>
	 */
	public function boot(): array;

	/**
	 * What provenance records as the path of an insert into the
	 * platform's editor (`Site\Provenance\Provenance::PATHS`).
	 */
	public function insert_path(): string;

	/**
	 * Whether the theme styles its content: content names the theme's
	 * presets (theme.json colours, font sizes, spacing), so design roles,
	 * "Match my site" and a pack's presets resolved for another theme apply
	 * to it, and a full-site import gives the site the pack's global styles
	 * and a navigation menu of its pages (Elementor keeps its own in its kit).
	 */
	public function uses_theme_styles(): bool;

	/**
	 * Where "Match my site" finds a site's design for this platform's
	 * content, and where its roles are read from in an item: `theme` (the
	 * theme's presets, theme.json; blocks) or `kit` (the active Elementor
	 * kit's globals; an export's style controls and `__globals__`).
	 */
	public function design_from(): string;

	/**
	 * Filtered content drawn as HTML for a preview on this site (where the
	 * platform's own renderer may not be at hand).
	 *
	 * @param string $content Filtered content.
	 */
	public function preview_html( string $content ): string;

	/**
	 * Whether an item renders from its content alone (a card without a
	 * picture, the details' live preview).
	 */
	public function has_live_preview(): bool;

	/**
	 * Whether its catalogue rows keep an item's settings: a page template
	 * names a block theme's template, and a pack's settings live on its
	 * block-editor row (`Platforms::BLOCK_EDITOR`).
	 */
	public function keeps_settings(): bool;

	/**
	 * Content from outside limited to what a post may hold (`ContentFilter`).
	 *
	 * @param string $content   Content in the platform's format.
	 * @param bool   $keep_code Keep raw HTML and custom code (`keeps_code()`).
	 */
	public function filter( string $content, bool $keep_code = false ): string;

	/**
	 * Whether a user's copy keeps raw HTML and custom code (as the
	 * platform's editor would let them write it).
	 *
	 * @param int $user_id WordPress user.
	 */
	public function keeps_code( int $user_id ): bool;

	/**
	 * The hash of content as inserted (`Fingerprint`).
	 *
	 * @param string $content Content in the platform's format.
	 */
	public function fingerprint( string $content ): string;

	/**
	 * The hash of a whole post's content as stored now.
	 *
	 * @param int $post_id Post.
	 */
	public function document_hash( int $post_id ): string;

	/**
	 * The three-way merge of its content ("Merge my changes").
	 *
	 * @param array<string, string> $picks Conflict key → ours or theirs.
	 */
	public function merger( array $picks ): TreeMerge;

	/**
	 * Content placed as a range of a post (among the post's own content),
	 * marked so the range is found again: the content as placed, the
	 * range's ref or context, and its hash.
	 *
	 * @param string $content Content as placed.
	 * @return array{content: string, ref: string, context: array<string, mixed>, hash: string}
	 */
	public function mark_range( string $content ): array;

	/**
	 * The hash of a marked range as the post holds it now, or null when it
	 * is gone.
	 *
	 * @param \WP_Post             $post    Post.
	 * @param string               $ref     The range's ref (`mark_range()`).
	 * @param array<string, mixed> $context The range's context (`mark_range()`).
	 */
	public function range_hash( \WP_Post $post, string $ref, array $context ): ?string;

	/**
	 * A marked range as the post holds it now (without marks), or null
	 * when it is gone.
	 *
	 * @param \WP_Post             $post    Post.
	 * @param string               $ref     The range's ref.
	 * @param array<string, mixed> $context The range's context.
	 */
	public function range_content( \WP_Post $post, string $ref, array $context ): ?string;

	/**
	 * A whole post's content as the platform's content (what an update
	 * compares and merges with), or null when it has none.
	 *
	 * @param \WP_Post $post Post.
	 */
	public function document_content( \WP_Post $post ): ?string;

	/**
	 * Puts newer content into a post (an update): the whole document, or
	 * the marked range in place of what it holds now; the post as it was is
	 * kept as a revision first (with what the platform keeps beside
	 * `post_content`), and the save makes the one after.
	 *
	 * @param int                  $post_id Post.
	 * @param string               $content Content (`invalid_content()` has passed it).
	 * @param bool                 $whole   The whole document, else a range.
	 * @param string               $ref     The range's ref.
	 * @param array<string, mixed> $context The range's context.
	 * @return array{context: array<string, mixed>, revision: int}|null The range's context now and the
	 *         revision holding the post as it was (`Support\PostRevisions::keep()`; 0: none), or null
	 *         when the range is gone.
	 * @throws \Stencilbox\Support\Rest\HttpError 500 update_failed when WordPress refuses the save.
	 */
	public function replace( int $post_id, string $content, bool $whole, string $ref, array $context ): ?array;

	/**
	 * Content without the marks of inserted ranges that stay on this site
	 * (`Provenance\Marker`).
	 *
	 * @param string $content Content.
	 */
	public function without_marks( string $content ): string;

	/**
	 * Content pointing at copied images: their URLs, and the attachment ids
	 * beside them.
	 *
	 * @param string                $content Content.
	 * @param array<string, string> $map     Source URL → local URL.
	 * @param array<string, int>    $ids     Source URL → attachment id.
	 */
	public function rewrite_images( string $content, array $map, array $ids ): string;

	/**
	 * The alt text each image of a content has (its first use).
	 *
	 * @param string $content Content.
	 * @return array<string, string> URL → alt text.
	 */
	public function alt_texts( string $content ): array;

	/**
	 * The anchors (element ids) a fragment link can point at in a content.
	 *
	 * @param string $content Content.
	 * @return string[]
	 */
	public function anchors( string $content ): array;

	/**
	 * Content with its links (`<a href>` and the platform's own link
	 * settings) pointed elsewhere: the content as given when none changed.
	 *
	 * @param string   $content Content.
	 * @param callable $target  Href → the new href, or null to leave it.
	 */
	public function relink( string $content, callable $target ): string;

	/**
	 * Whether its content names posts of the site by their ids (synced
	 * patterns, menus) that travel in a portable form
	 * (`Support\Import\References`: carried on the way into the library,
	 * resolved on the way into a site).
	 */
	public function carries_references(): bool;

	/**
	 * Content as a library bundle carries it: `$localise` turns the URLs of
	 * this site's images into the bundle's own (`{{demo}}/…`), where the
	 * platform's content takes them so.
	 *
	 * @param string   $content  Content.
	 * @param callable $localise Content → content with its images the bundle's.
	 */
	public function bundle_content( string $content, callable $localise ): string;

	/**
	 * A URL as it is written inside the platform's content (a catalogue
	 * folder's images).
	 *
	 * @param string $url URL.
	 */
	public function escape_url( string $url ): string;

	/**
	 * A content file's extension (catalogue folders, pack packages).
	 */
	public function file_extension(): string;

	/**
	 * Whether content can be written into a post: null when it can, else
	 * why not.
	 *
	 * @param string $content Content in the platform's format.
	 */
	public function invalid_content( string $content ): ?string;

	/**
	 * Whether a content file's body is content of this platform: null when
	 * it is, else why not.
	 *
	 * @param string $body The file's body.
	 * @param string $file The file's path (for the message).
	 */
	public function invalid_file( string $body, string $file ): ?string;

	/**
	 * The page settings content of the platform carries with it (none for
	 * block markup).
	 *
	 * @param string $content Content.
	 * @return array<string, mixed>
	 */
	public function page_settings( string $content ): array;

	/**
	 * Content as it goes into an open document: with new ids where the
	 * platform's ids must be unique in a document.
	 *
	 * @param string $content Content.
	 */
	public function with_new_ids( string $content ): string;

	/**
	 * A pack's header or footer showing this site's identity instead of
	 * the pack's (a full-site import, its preview, an update of what it
	 * placed; `Support\PackBrand`).
	 *
	 * @param string                             $content    Content.
	 * @param string                             $brand      The pack's site title (what its content shows).
	 * @param string                             $title      The site title chosen in the wizard ('' for none).
	 * @param array{id?: int, url?: string}|null $logo       The logo chosen in the wizard.
	 * @param int                                $logo_width Logo width in px.
	 */
	public function brand( string $content, string $brand, string $title, ?array $logo, int $logo_width ): string;

	/**
	 * Whether a branded header reads the site's own title and logo (the
	 * editor has blocks for them), so that an update brands a newer
	 * version again from the pack's title and the logo width alone
	 * (`brand()` without a chosen title or logo).
	 */
	public function brand_reads_site(): bool;

	/**
	 * The theme a full-site import recommends for a pack of the platform
	 * that names none (spec part 2 §9).
	 *
	 * @return array{stylesheet: string, name: string}
	 */
	public function recommended_theme(): array;

	/**
	 * Page templates the platform adds to every theme.
	 *
	 * @return string[]
	 */
	public function page_templates(): array;

	/**
	 * Whether content placed on a page shows its own title (the theme's
	 * then is left out: `TemplateRenderer::content_shows_own_title()`).
	 *
	 * @param string $content Content.
	 */
	public function shows_own_title( string $content ): bool;

	/**
	 * Whether a page item inserted into an untitled post of the platform's
	 * editor gives the post the item's name ([23]).
	 */
	public function titles_untitled_post(): bool;

	/**
	 * Whether a page view can show the platform's saved templates (our
	 * theme builder's).
	 */
	public function renders_templates(): bool;

	/**
	 * A saved template drawn by the platform's own renderer on a page view,
	 * or null when WordPress draws its blocks.
	 *
	 * @param int $post_id The template.
	 */
	public function render_template( int $post_id ): ?string;

	/**
	 * A post's document as the platform stores it ('' when it has none).
	 *
	 * @param int $post_id Post.
	 */
	public function read( int $post_id ): string;

	/**
	 * Writes a post's document back as `read()` gave it, changed (and
	 * what the platform derives from it).
	 *
	 * @param int    $post_id Post.
	 * @param string $stored  The document, in `read()`'s form.
	 */
	public function write( int $post_id, string $stored ): void;

	/**
	 * What a new post made from content keeps in `post_content`.
	 *
	 * @param string $content Content in the platform's format.
	 */
	public function post_content( string $content ): string;

	/**
	 * Writes what the platform's editor reads besides `post_content` for a
	 * post made from content (nothing for the block editor).
	 *
	 * @param int    $post_id       Post.
	 * @param string $content       Content in the platform's format.
	 * @param string $post_type     The post's type.
	 * @param string $item_type     The item's type (page or block).
	 * @param string $template_type The item's template type slug.
	 */
	public function write_document( int $post_id, string $content, string $post_type, string $item_type = '', string $template_type = '' ): void;

	/**
	 * Makes a new, empty saved template (our template post type) one the
	 * platform's editor opens.
	 *
	 * @param int $post_id The template.
	 */
	public function start_template( int $post_id ): void;

	/**
	 * Where the platform's own editor opens a post, or null where
	 * WordPress's editor does.
	 *
	 * @param int $post_id Post.
	 */
	public function edit_link( int $post_id ): ?string;

	/**
	 * Refuses content of this platform where the site cannot show it.
	 *
	 * @param string $template_type The item's template type slug ('' for none).
	 * @throws \Stencilbox\Support\Rest\HttpError 400 invalid_requirements.
	 */
	public function require_usable( string $template_type = '' ): void;

	/**
	 * Where an item imported into the site's own library lives.
	 *
	 * @param string $item_type page or block.
	 * @throws \Stencilbox\Support\Rest\HttpError When the platform's editor is missing.
	 */
	public function library_post_type( string $item_type ): string;
}
