<?php
/**
 * The display-condition rules, from one table: every name and sub-name,
 * include and exclude, precedence, ties and slots.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Templates;

use Stencilbox\Site\Templates\ConditionResolver;
use Stencilbox\Site\Templates\RequestContext;
use Stencilbox\Tests\TemplateRows;
use Stencilbox\Tests\TestCase;

/**
 * ConditionResolver over hand-made requests (no query, no database).
 */
final class ConditionResolverTest extends TestCase {
	use TemplateRows;

	/**
	 * A template.
	 *
	 * @param int                              $id         Id.
	 * @param string                           $type       Type.
	 * @param array<int, array<string, mixed>> $conditions Conditions.
	 * @param int                              $modified   Modified time.
	 * @return array<string, mixed>
	 */
	private static function tpl( int $id, string $type, array $conditions, int $modified = 100 ): array {
		return array(
			'id'         => $id,
			'type'       => $type,
			'platform'   => 'gutenberg',
			'modified'   => $modified,
			'conditions' => $conditions,
		);
	}

	/**
	 * The requests the table uses.
	 *
	 * @param string $name Request name.
	 */
	private static function ctx( string $name ): RequestContext {
		$terms = array(
			'category' => array( 3 ),
			'post_tag' => array( 9 ),
		);
		switch ( $name ) {
			case 'post5': // Post 5 by user 2, in category 3, tagged 9.
				return new RequestContext( RequestContext::SINGULAR, false, 'post', 5, 2, $terms );
			case 'post6': // Post 6 by user 4, in category 3.
				return new RequestContext( RequestContext::SINGULAR, false, 'post', 6, 4, array( 'category' => array( 3 ) ) );
			case 'page7':
				return new RequestContext( RequestContext::SINGULAR, false, 'page', 7, 1 );
			case 'front-page':
				return new RequestContext( RequestContext::SINGULAR, true, 'page', 8, 1 );
			case 'front-home': // Latest posts on the front page.
				return new RequestContext( RequestContext::ARCHIVE, true, 'post', 0, 0, array(), 'post_type' );
			case 'home':
				return new RequestContext( RequestContext::ARCHIVE, false, 'post', 0, 0, array(), 'post_type' );
			case 'books':
				return new RequestContext( RequestContext::ARCHIVE, false, 'book', 0, 0, array(), 'post_type' );
			case 'cat3':
				return new RequestContext( RequestContext::ARCHIVE, false, '', 3, 0, array(), 'taxonomy', 'category' );
			case 'tag9':
				return new RequestContext( RequestContext::ARCHIVE, false, '', 9, 0, array(), 'taxonomy', 'post_tag' );
			case 'author2':
				return new RequestContext( RequestContext::ARCHIVE, false, '', 2, 0, array(), 'author' );
			case 'date':
				return new RequestContext( RequestContext::ARCHIVE, false, '', 0, 0, array(), 'date' );
			case 'search':
				return new RequestContext( RequestContext::ARCHIVE, false, '', 0, 0, array(), 'search' );
			case '404':
				return new RequestContext( RequestContext::NOT_FOUND );
		}
		throw new \InvalidArgumentException( $name );
	}

	/**
	 * The table: [templates, request, expected winners by slot].
	 *
	 * @return array<string, array{0: array<int, array<string, mixed>>, 1: string, 2: array<string, ?int>}>
	 */
	public function cases(): array {
		$h = static fn( int $id, array $conditions, int $modified = 100 ): array => self::tpl( $id, 'header', $conditions, $modified );
		return array(
			// Every name and sub-name, alone.
			'general: a post'                          => array( array( $h( 1, array( self::inc( 'general' ) ) ) ), 'post5', array( 'header' => 1 ) ),
			'general: the 404 page'                    => array( array( $h( 1, array( self::inc( 'general' ) ) ) ), '404', array( 'header' => 1 ) ),
			'general: search results'                  => array( array( $h( 1, array( self::inc( 'general' ) ) ) ), 'search', array( 'header' => 1 ) ),
			'singular all: a post'                     => array( array( $h( 1, array( self::inc( 'singular', 'all' ) ) ) ), 'post5', array( 'header' => 1 ) ),
			'singular all: a page'                     => array( array( $h( 1, array( self::inc( 'singular', 'all' ) ) ) ), 'page7', array( 'header' => 1 ) ),
			'singular all: not an archive'             => array( array( $h( 1, array( self::inc( 'singular', 'all' ) ) ) ), 'cat3', array( 'header' => null ) ),
			'singular all: not the 404 page'           => array( array( $h( 1, array( self::inc( 'singular', 'all' ) ) ) ), '404', array( 'header' => null ) ),
			'front page: a static front page'          => array( array( $h( 1, array( self::inc( 'singular', 'front_page' ) ) ) ), 'front-page', array( 'header' => 1 ) ),
			'front page: latest posts on the front'    => array( array( $h( 1, array( self::inc( 'singular', 'front_page' ) ) ) ), 'front-home', array( 'header' => 1 ) ),
			'front page: not another page'             => array( array( $h( 1, array( self::inc( 'singular', 'front_page' ) ) ) ), 'page7', array( 'header' => null ) ),
			'post type: its posts'                     => array( array( $h( 1, array( self::inc( 'singular', 'post_type:post' ) ) ) ), 'post5', array( 'header' => 1 ) ),
			'post type: not another type'              => array( array( $h( 1, array( self::inc( 'singular', 'post_type:page' ) ) ) ), 'post5', array( 'header' => null ) ),
			'post type: not its archive'               => array( array( $h( 1, array( self::inc( 'singular', 'post_type:post' ) ) ) ), 'home', array( 'header' => null ) ),
			'specific post: that post'                 => array( array( $h( 1, array( self::inc( 'singular', 'post_type:post', 5 ) ) ) ), 'post5', array( 'header' => 1 ) ),
			'specific post: not another'               => array( array( $h( 1, array( self::inc( 'singular', 'post_type:post', 5 ) ) ) ), 'post6', array( 'header' => null ) ),
			'in category: a post in it'                => array( array( $h( 1, array( self::inc( 'singular', 'in:category', 3 ) ) ) ), 'post6', array( 'header' => 1 ) ),
			'in category: a post not in it'            => array( array( $h( 1, array( self::inc( 'singular', 'in:category', 4 ) ) ) ), 'post5', array( 'header' => null ) ),
			'in category: not the category archive'    => array( array( $h( 1, array( self::inc( 'singular', 'in:category', 3 ) ) ) ), 'cat3', array( 'header' => null ) ),
			'in tag: a tagged post'                    => array( array( $h( 1, array( self::inc( 'singular', 'in:post_tag', 9 ) ) ) ), 'post5', array( 'header' => 1 ) ),
			'in tag: an untagged post'                 => array( array( $h( 1, array( self::inc( 'singular', 'in:post_tag', 9 ) ) ) ), 'post6', array( 'header' => null ) ),
			'by author: their post'                    => array( array( $h( 1, array( self::inc( 'singular', 'by_author', 2 ) ) ) ), 'post5', array( 'header' => 1 ) ),
			'by author: someone else\'s post'          => array( array( $h( 1, array( self::inc( 'singular', 'by_author', 2 ) ) ) ), 'post6', array( 'header' => null ) ),
			'by author: not their archive'             => array( array( $h( 1, array( self::inc( 'singular', 'by_author', 2 ) ) ) ), 'author2', array( 'header' => null ) ),
			'404: the 404 page'                        => array( array( $h( 1, array( self::inc( 'singular', 'not_found' ) ) ) ), '404', array( 'header' => 1 ) ),
			'404: not a post'                          => array( array( $h( 1, array( self::inc( 'singular', 'not_found' ) ) ) ), 'post5', array( 'header' => null ) ),
			'archive all: a category'                  => array( array( $h( 1, array( self::inc( 'archive', 'all' ) ) ) ), 'cat3', array( 'header' => 1 ) ),
			'archive all: search results'              => array( array( $h( 1, array( self::inc( 'archive', 'all' ) ) ) ), 'search', array( 'header' => 1 ) ),
			'archive all: the blog index'              => array( array( $h( 1, array( self::inc( 'archive', 'all' ) ) ) ), 'home', array( 'header' => 1 ) ),
			'archive all: not a post'                  => array( array( $h( 1, array( self::inc( 'archive', 'all' ) ) ) ), 'post5', array( 'header' => null ) ),
			'post archive: the blog index'             => array( array( $h( 1, array( self::inc( 'archive', 'post_type:post' ) ) ) ), 'home', array( 'header' => 1 ) ),
			'post type archive: books'                 => array( array( $h( 1, array( self::inc( 'archive', 'post_type:book' ) ) ) ), 'books', array( 'header' => 1 ) ),
			'post type archive: not another type'      => array( array( $h( 1, array( self::inc( 'archive', 'post_type:post' ) ) ) ), 'books', array( 'header' => null ) ),
			'taxonomy archive: any category'           => array( array( $h( 1, array( self::inc( 'archive', 'taxonomy:category' ) ) ) ), 'cat3', array( 'header' => 1 ) ),
			'taxonomy archive: not a tag'              => array( array( $h( 1, array( self::inc( 'archive', 'taxonomy:category' ) ) ) ), 'tag9', array( 'header' => null ) ),
			'term archive: that category'              => array( array( $h( 1, array( self::inc( 'archive', 'taxonomy:category', 3 ) ) ) ), 'cat3', array( 'header' => 1 ) ),
			'term archive: not another category'       => array( array( $h( 1, array( self::inc( 'archive', 'taxonomy:category', 4 ) ) ) ), 'cat3', array( 'header' => null ) ),
			'author archive: any author'               => array( array( $h( 1, array( self::inc( 'archive', 'author' ) ) ) ), 'author2', array( 'header' => 1 ) ),
			'author archive: that author'              => array( array( $h( 1, array( self::inc( 'archive', 'author', 2 ) ) ) ), 'author2', array( 'header' => 1 ) ),
			'author archive: not another author'       => array( array( $h( 1, array( self::inc( 'archive', 'author', 5 ) ) ) ), 'author2', array( 'header' => null ) ),
			'author archive: not their post'           => array( array( $h( 1, array( self::inc( 'archive', 'author' ) ) ) ), 'post5', array( 'header' => null ) ),
			'date archive: a date archive'             => array( array( $h( 1, array( self::inc( 'archive', 'date' ) ) ) ), 'date', array( 'header' => 1 ) ),
			'date archive: not search results'         => array( array( $h( 1, array( self::inc( 'archive', 'date' ) ) ) ), 'search', array( 'header' => null ) ),
			'search: search results'                   => array( array( $h( 1, array( self::inc( 'archive', 'search' ) ) ) ), 'search', array( 'header' => 1 ) ),
			'search: not a category'                   => array( array( $h( 1, array( self::inc( 'archive', 'search' ) ) ) ), 'cat3', array( 'header' => null ) ),
			'unknown name matches nothing'             => array( array( $h( 1, array( self::inc( 'everywhere' ) ) ) ), 'post5', array( 'header' => null ) ),
			'unknown sub-name matches nothing'         => array( array( $h( 1, array( self::inc( 'singular', 'sometimes' ) ) ) ), 'post5', array( 'header' => null ) ),

			// Templates that show nowhere.
			'no conditions: nowhere'                   => array( array( $h( 1, array() ) ), 'post5', array( 'header' => null ) ),
			'excludes only: nowhere'                   => array( array( $h( 1, array( self::exc( 'singular', 'front_page' ) ) ) ), 'post5', array( 'header' => null ) ),

			// Exclude beats include.
			'entire site except front: a post'         => array( array( $h( 1, array( self::inc( 'general' ), self::exc( 'singular', 'front_page' ) ) ) ), 'post5', array( 'header' => 1 ) ),
			'entire site except front: the front page' => array( array( $h( 1, array( self::inc( 'general' ), self::exc( 'singular', 'front_page' ) ) ) ), 'front-page', array( 'header' => null ) ),
			'entire site except front: latest posts'   => array( array( $h( 1, array( self::inc( 'general' ), self::exc( 'singular', 'front_page' ) ) ) ), 'front-home', array( 'header' => null ) ),
			'exclude beats a more specific include'    => array( array( $h( 1, array( self::inc( 'singular', 'post_type:post', 5 ), self::exc( 'singular', 'in:category', 3 ) ) ) ), 'post5', array( 'header' => null ) ),
			'exclude an author from all singular'      => array( array( $h( 1, array( self::inc( 'singular', 'all' ), self::exc( 'singular', 'by_author', 2 ) ) ) ), 'post5', array( 'header' => null ) ),
			'exclude another author: still shown'      => array( array( $h( 1, array( self::inc( 'singular', 'all' ), self::exc( 'singular', 'by_author', 2 ) ) ) ), 'post6', array( 'header' => 1 ) ),
			'an excluded template lets the next win'   => array( array( $h( 1, array( self::inc( 'general' ) ), 100 ), $h( 2, array( self::inc( 'general' ), self::exc( 'archive', 'all' ) ), 900 ) ), 'cat3', array( 'header' => 1 ) ),

			// The most specific include wins.
			'post type beats general (older)'          => array( array( $h( 1, array( self::inc( 'general' ) ), 900 ), $h( 2, array( self::inc( 'singular', 'post_type:post' ) ), 100 ) ), 'post5', array( 'header' => 2 ) ),
			'specific post beats post type (older)'    => array( array( $h( 1, array( self::inc( 'singular', 'post_type:post' ) ), 900 ), $h( 2, array( self::inc( 'singular', 'post_type:post', 5 ) ), 100 ) ), 'post5', array( 'header' => 2 ) ),
			'in a term beats post type'                => array( array( $h( 1, array( self::inc( 'singular', 'post_type:post' ) ), 900 ), $h( 2, array( self::inc( 'singular', 'in:category', 3 ) ), 100 ) ), 'post6', array( 'header' => 2 ) ),
			'specific post beats in a term'            => array( array( $h( 1, array( self::inc( 'singular', 'in:category', 3 ) ), 900 ), $h( 2, array( self::inc( 'singular', 'post_type:post', 5 ) ), 100 ) ), 'post5', array( 'header' => 2 ) ),
			'post type beats all singular'             => array( array( $h( 1, array( self::inc( 'singular', 'all' ) ), 900 ), $h( 2, array( self::inc( 'singular', 'post_type:page' ) ), 100 ) ), 'page7', array( 'header' => 2 ) ),
			'front page beats general'                 => array( array( $h( 1, array( self::inc( 'general' ) ), 900 ), $h( 2, array( self::inc( 'singular', 'front_page' ) ), 100 ) ), 'front-page', array( 'header' => 2 ) ),
			'one term beats its taxonomy'              => array( array( $h( 1, array( self::inc( 'archive', 'taxonomy:category' ) ), 900 ), $h( 2, array( self::inc( 'archive', 'taxonomy:category', 3 ) ), 100 ) ), 'cat3', array( 'header' => 2 ) ),
			'date archive beats all archives'          => array( array( $h( 1, array( self::inc( 'archive', 'all' ) ), 900 ), $h( 2, array( self::inc( 'archive', 'date' ) ), 100 ) ), 'date', array( 'header' => 2 ) ),
			'a template counts its best include'       => array( array( $h( 1, array( self::inc( 'general' ), self::inc( 'singular', 'post_type:post', 5 ) ), 100 ), $h( 2, array( self::inc( 'singular', 'post_type:post' ) ), 900 ) ), 'post5', array( 'header' => 1 ) ),
			'…and only the includes that match'        => array( array( $h( 1, array( self::inc( 'general' ), self::inc( 'singular', 'post_type:post', 5 ) ), 100 ), $h( 2, array( self::inc( 'singular', 'post_type:post' ) ), 900 ) ), 'post6', array( 'header' => 2 ) ),

			// Ties: most recently modified, then the highest id.
			'tie: the newer wins'                      => array( array( $h( 1, array( self::inc( 'general' ) ), 200 ), $h( 2, array( self::inc( 'general' ) ), 100 ) ), 'post5', array( 'header' => 1 ) ),
			'tie: the newer wins, in any order'        => array( array( $h( 2, array( self::inc( 'general' ) ), 100 ), $h( 1, array( self::inc( 'general' ) ), 200 ) ), 'post5', array( 'header' => 1 ) ),
			'tie at the same time: the higher id'      => array( array( $h( 7, array( self::inc( 'general' ) ), 100 ), $h( 3, array( self::inc( 'general' ) ), 100 ) ), 'post5', array( 'header' => 7 ) ),
			'tie between specific includes'            => array( array( $h( 1, array( self::inc( 'singular', 'in:category', 3 ) ), 100 ), $h( 2, array( self::inc( 'singular', 'by_author', 2 ) ), 300 ) ), 'post5', array( 'header' => 2 ) ),

			// Slots: each type fills its own.
			'header and footer apart'                  => array( array( $h( 1, array( self::inc( 'general' ) ) ), self::tpl( 2, 'footer', array( self::inc( 'general' ) ) ) ), 'post5', array( 'header' => 1, 'footer' => 2, 'body' => null ) ),
			'single on a post'                         => array( array( self::tpl( 1, 'single', array( self::inc( 'singular', 'post_type:post' ) ) ) ), 'post5', array( 'body' => 1, 'header' => null ) ),
			'single not on an archive'                 => array( array( self::tpl( 1, 'single', array( self::inc( 'general' ) ) ) ), 'cat3', array( 'body' => null ) ),
			'single and page compete on a page'        => array( array( self::tpl( 1, 'single', array( self::inc( 'singular', 'all' ) ), 900 ), self::tpl( 2, 'page', array( self::inc( 'singular', 'post_type:page' ) ), 100 ) ), 'page7', array( 'body' => 2 ) ),
			'archive on a category'                    => array( array( self::tpl( 1, 'archive', array( self::inc( 'archive', 'all' ) ) ) ), 'cat3', array( 'body' => 1 ) ),
			'404 template on the 404 page'             => array( array( self::tpl( 1, '404', array( self::inc( 'general' ) ) ), self::tpl( 2, 'single', array( self::inc( 'general' ) ) ) ), '404', array( 'body' => 1 ) ),
			'search template before an archive one'    => array( array( self::tpl( 1, 'archive', array( self::inc( 'archive', 'search' ) ), 900 ), self::tpl( 2, 'search', array( self::inc( 'general' ) ), 100 ) ), 'search', array( 'body' => 2 ) ),
			'archive template on search without one'   => array( array( self::tpl( 1, 'archive', array( self::inc( 'archive', 'all' ) ) ) ), 'search', array( 'body' => 1 ) ),
			'sections and pages never fill a header'   => array( array( self::tpl( 1, 'section', array( self::inc( 'general' ) ) ) ), 'post5', array( 'header' => null, 'footer' => null, 'body' => null ) ),
		);
	}

	/**
	 * The table.
	 *
	 * @dataProvider cases
	 *
	 * @param array<int, array<string, mixed>> $templates Templates.
	 * @param string                           $request   Request name.
	 * @param array<string, ?int>              $expected  Winners by slot.
	 */
	public function test_resolves( array $templates, string $request, array $expected ): void {
		$winners = ( new ConditionResolver() )->resolve( $templates, self::ctx( $request ) );
		foreach ( $expected as $slot => $id ) {
			$this->assertSame( $id, $winners[ $slot ], $slot );
		}
	}

	public function test_the_table_is_large_enough(): void {
		$this->assertGreaterThanOrEqual( 40, count( $this->cases() ) );
	}
}
