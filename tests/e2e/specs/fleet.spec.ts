/**
 * Staged rollouts, the audit log and fleet rollback (issue [26] items 1, 3
 * and 4). The approver's path: site A is the hub, site B an ordinary
 * (stable) site using it over HTTP. With staged rollouts on, version 2 of
 * an item B uses is not offered to B; the hub's owner approves it on the
 * Library hub screen (Fleet); B is offered it and applies it; the audit
 * log shows B's apply, and exports it as CSV. A canary: A (the hub, also
 * a site of its fleet) on the canary channel is offered version 2 at once
 * and applies it, its visitors see it, and the approver's Compare shows
 * its result and the similarity it measured on its own rendering (item
 * 2); B, stable, gets it only once approved. Fleet rollback: A (its own
 * hub) and B both apply version 2; the owner rolls it back on the Fleet
 * card; each site's next check schedules the rollback, its WP-Cron runs
 * it, both front ends show version 1 again and the audit log shows each
 * site's result. An approver account: the hub's owner gives B's account
 * the `approve` right; B's Updates screen (the site app, its hub A over
 * HTTP) lists the waiting version, compares it (with the site pinned to
 * version 1) and approves it; then A, an ordinary site, is offered it.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '../test';

/**
 * Internal dependencies
 */
import { openUpdates, pageAs } from '../utils';
import { expectAccessible } from '../utils/axe';
import { shot } from '../utils/cloud';
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import {
	hubCard,
	importPage,
	publishAgain,
	publishPage,
} from '../utils/hub-items';
import { SiteRest } from '../utils/site-rest';

const HUB_URL = process.env.WP_BASE_URL as string;
const SITE_B = process.env.WP_REMOTE_BASE_URL as string;
const CANARY = 'https://canary.example.org/';

const V1 = `<!-- wp:heading -->
<h2 class="wp-block-heading">Ferry timetable</h2>
<!-- /wp:heading -->`;
const V2 = `<!-- wp:heading -->
<h2 class="wp-block-heading">Ferry timetable, summer</h2>
<!-- /wp:heading -->`;

type Updates = {
	count: number;
	updates: Array< { id: number; post: { id: number } } >;
	rolling_back: Array< { name: string; version: number; to: number } >;
};

/**
 * The Compare dialog of version 2: its similarity to version 1, and both
 * versions rendered.
 *
 * @param compare The dialog.
 */
async function expectComparesV2( compare: Locator ) {
	// <core/heading> ferry timetable (3 tokens) and … summer (4): 2 × 3 ÷ 7.
	await expect( compare.getByText( 'Similarity: 86 %' ) ).toBeVisible();
	await expect(
		compare
			.frameLocator( 'iframe[title="Preview of New: version 2"]' )
			.getByText( 'Ferry timetable, summer' )
	).toBeVisible();
	await expect(
		compare
			.frameLocator( 'iframe[title="Preview of Offered now: version 1"]' )
			.getByRole( 'heading', {
				name: 'Ferry timetable',
				exact: true,
			} )
	).toBeVisible();
}

test.describe( 'Fleet', () => {
	test( 'a version reaches an ordinary site only once approved on the Library hub screen, and its apply is in the audit log', async ( {
		page,
	} ) => {
		test.setTimeout( 180_000 );
		const name = `Ferry timetable ${ Date.now() }`;
		const email = `fleet-${ Date.now() }@example.org`;
		await createLibraryAccount( SITE_B, email );
		await signInLibrary( SITE_B, email );
		const hub = await SiteRest.login( HUB_URL );
		const siteB = await SiteRest.login( SITE_B );
		const updates = () =>
			siteB.rest< Updates >( 'GET', '/stencilbox/v1/updates', {
				refresh: true,
			} );

		const { source, item } = await publishPage( hub, name, V1 );
		const copy = await importPage( siteB, item, 'Timetable on B' );
		await hub.rest( 'POST', '/stencilbox-hub/v1/admin/fleet/settings', {
			staged: true,
		} );
		// A canary that has not applied it yet (the Compare dialog lists it).
		await hub.rest( 'POST', '/stencilbox-hub/v1/admin/fleet/sites', {
			site: CANARY,
			channel: 'canary',
		} );
		try {
			await publishAgain( hub, source, name, V2 );
			expect( ( await updates() ).count ).toBe( 0 );

			// The owner approves it on the Library hub screen.
			await page.goto( '/wp-admin/admin.php?page=stencilbox-hub' );
			const fleet = hubCard( page, 'Fleet' );
			await expect(
				fleet.getByRole( 'checkbox', { name: 'Stage new versions' } )
			).toBeChecked();
			const waiting = fleet.getByRole( 'row', { name } );
			await expect( waiting ).toContainText( '2' );
			await waiting.scrollIntoViewIfNeeded();
			await shot( page, 'fleet', 'waiting-for-approval' );
			// Compared with what stable sites have (version 1), then approved from the dialog.
			await waiting.getByRole( 'button', { name: 'Compare' } ).click();
			const compare = page.getByRole( 'dialog', {
				name: `Compare “${ name }” version 2`,
			} );
			await expectComparesV2( compare );
			await expect(
				compare.getByRole( 'row', { name: CANARY } )
			).toContainText( 'Not applied yet' );
			// What the canary measured on its own rendering: nothing yet.
			await expect(
				compare.getByRole( 'row', { name: CANARY } )
			).toContainText( `Similarity on ${ CANARY }: not measured` );
			await shot( page, 'fleet', 'compare' );
			await compare
				.getByRole( 'button', { name: 'Approve version 2' } )
				.click();
			await expect( compare ).toHaveCount( 0 );
			await expect( fleet.getByRole( 'row', { name } ) ).toHaveCount( 0 );
			await expect(
				fleet.getByText( 'No version is waiting for approval.' )
			).toBeVisible();

			// B is offered it now, and applies it.
			const offered = await updates();
			expect( offered.count ).toBe( 1 );
			await siteB.rest( 'POST', '/stencilbox/v1/updates/apply', {
				ids: offered.updates.map( ( entry ) => entry.id ),
			} );
			const applied = await siteB.rest< { content: { raw: string } } >(
				'GET',
				`/wp/v2/pages/${ copy }`,
				{ context: 'edit' }
			);
			expect( applied.content.raw ).toContain(
				'Ferry timetable, summer'
			);

			// The audit log: the approval and B's apply.
			await page.reload();
			const audit = hubCard( page, 'Audit log' );
			await audit.getByLabel( 'Item id' ).fill( String( item ) );
			const rows = audit.locator( 'tbody tr' );
			await expect( rows.first() ).toContainText( 'Apply' );
			// The item by its name.
			await expect( rows.first() ).toContainText( name );
			await expect( rows.first() ).toContainText( email );
			await expect( rows.first() ).toContainText( `${ SITE_B }/` );
			await expect( rows.first() ).toContainText( 'Updated' );
			await expect( rows.filter( { hasText: 'Approve' } ) ).toHaveCount(
				1
			);
			await audit.scrollIntoViewIfNeeded();
			await shot( page, 'fleet', 'audit-log' );
			// Exported with the same filters: this item's applies only.
			await audit.getByLabel( 'Action' ).selectOption( 'apply' );
			await expect( rows ).toHaveCount( 1 );
			const download = page.waitForEvent( 'download' );
			await audit.getByRole( 'link', { name: 'Export CSV' } ).click();
			const csv = await ( await download ).path();
			const text = ( await import( 'node:fs' ) ).readFileSync(
				csv,
				'utf8'
			);
			expect( text.split( '\n' )[ 0 ] ).toBe(
				'id,created_at,action,actor_kind,actor_id,actor_name,item_id,item_name,version,site,outcome,reason'
			);
			const lines = text.trim().split( '\n' ).slice( 1 );
			expect( lines ).toHaveLength( 1 );
			expect( lines[ 0 ] ).toContain( `,apply,account,` );
			expect( lines[ 0 ] ).toContain( `,${ item },"${ name }",2,` );
		} finally {
			await hub.rest( 'POST', '/stencilbox-hub/v1/admin/fleet/sites', {
				site: CANARY,
				channel: 'stable',
			} );
			await hub.rest( 'POST', '/stencilbox-hub/v1/admin/fleet/settings', {
				staged: false,
			} );
		}
	} );

	test( 'a canary site is offered a new version at once, applies it and reports what it measured on its own rendering; an ordinary site only once approved', async ( {
		page,
	} ) => {
		test.setTimeout( 180_000 );
		const name = `Harbour lights ${ Date.now() }`;
		// Site A, the hub, is also a site of its fleet: here its canary. B stays stable.
		const canary = new URL( '/', HUB_URL ).href;
		const hub = await SiteRest.login( HUB_URL );
		const siteB = await SiteRest.login( SITE_B );
		const onCanary = `canary-${ Date.now() }@example.org`;
		await createLibraryAccount( HUB_URL, onCanary );
		await signInLibrary( HUB_URL, onCanary );
		const email = `stable-${ Date.now() }@example.org`;
		await createLibraryAccount( SITE_B, email );
		await signInLibrary( SITE_B, email );
		const updatesOf = ( site: SiteRest ) =>
			site.rest< Updates >( 'GET', '/stencilbox/v1/updates', {
				refresh: true,
			} );

		const { source, item } = await publishPage( hub, name, V1 );
		// Each site's copy, published for its visitors.
		const [ onA, onB ] = await Promise.all(
			[ hub, siteB ].map( async ( site, index ) => {
				const copy = await importPage(
					site,
					item,
					`Harbour lights on ${ index ? 'B' : 'A' }`
				);
				return (
					await site.rest< { link: string } >(
						'POST',
						`/wp/v2/pages/${ copy }`,
						{ status: 'publish' }
					)
				).link;
			} )
		);
		await hub.rest( 'POST', '/stencilbox-hub/v1/admin/fleet/settings', {
			staged: true,
		} );
		await hub.rest( 'POST', '/stencilbox-hub/v1/admin/fleet/sites', {
			site: canary,
			channel: 'canary',
		} );
		try {
			await publishAgain( hub, source, name, V2 );
			// The canary is offered version 2 before anyone approves it; the stable site is not.
			const offered = await updatesOf( hub );
			expect( offered.count ).toBe( 1 );
			expect( ( await updatesOf( siteB ) ).count ).toBe( 0 );
			await hub.rest( 'POST', '/stencilbox/v1/updates/apply', {
				ids: offered.updates.map( ( entry ) => entry.id ),
			} );
			// The canary's visitors see it.
			await page.goto( onA );
			await expect(
				page.getByRole( 'heading', { name: 'Ferry timetable, summer' } )
			).toBeVisible();

			// The approver sees the canary's apply and the similarity it measured on its own rendering.
			await page.goto( '/wp-admin/admin.php?page=stencilbox-hub' );
			const fleet = hubCard( page, 'Fleet' );
			const waiting = fleet.getByRole( 'row', { name } );
			await waiting.scrollIntoViewIfNeeded();
			await waiting.getByRole( 'button', { name: 'Compare' } ).click();
			const compare = page.getByRole( 'dialog', {
				name: `Compare “${ name }” version 2`,
			} );
			await expectComparesV2( compare );
			const row = compare.getByRole( 'row', { name: canary } );
			await expect( row ).toContainText( 'Updated' );
			// A number the canary sent (only the number leaves the site).
			await expect( row ).toContainText( `Similarity on ${ canary }: ` );
			await expect( row ).not.toContainText( 'not measured' );
			await shot( page, 'fleet', 'compare-canary-applied' );
			await compare
				.getByRole( 'button', { name: 'Approve version 2' } )
				.click();
			await expect( compare ).toHaveCount( 0 );

			// Now the stable site is offered it, and its front end shows it once applied.
			const stable = await updatesOf( siteB );
			expect( stable.count ).toBe( 1 );
			await siteB.rest( 'POST', '/stencilbox/v1/updates/apply', {
				ids: stable.updates.map( ( entry ) => entry.id ),
			} );
			await page.goto( onB );
			await expect(
				page.getByRole( 'heading', { name: 'Ferry timetable, summer' } )
			).toBeVisible();
		} finally {
			await hub.rest( 'POST', '/stencilbox-hub/v1/admin/fleet/sites', {
				site: canary,
				channel: 'stable',
			} );
			await hub.rest( 'POST', '/stencilbox-hub/v1/admin/fleet/settings', {
				staged: false,
			} );
		}
	} );

	test( 'a version rolled back fleet-wide goes back on both sites that applied it, through their revisions', async ( {
		page,
	} ) => {
		test.setTimeout( 240_000 );
		const name = `Harbour menu ${ Date.now() }`;
		const hub = await SiteRest.login( HUB_URL );
		const siteB = await SiteRest.login( SITE_B );
		const sites = [
			{ url: HUB_URL, rest: hub, copy: 0, link: '' },
			{ url: SITE_B, rest: siteB, copy: 0, link: '' },
		];
		for ( const [ index, site ] of sites.entries() ) {
			const email = `rollback-${ index }-${ Date.now() }@example.org`;
			await createLibraryAccount( site.url, email );
			await signInLibrary( site.url, email );
		}
		const { source, item } = await publishPage( hub, name, V1 );
		for ( const site of sites ) {
			site.copy = await importPage(
				site.rest,
				item,
				`Timetable ${ name }`
			);
			site.link = (
				await site.rest.rest< { link: string } >(
					'POST',
					`/wp/v2/pages/${ site.copy }`,
					{ status: 'publish' }
				)
			).link;
		}
		await publishAgain( hub, source, name, V2 );

		// Both sites apply version 2.
		for ( const site of sites ) {
			const offered = await site.rest.rest< Updates >(
				'GET',
				'/stencilbox/v1/updates',
				{ refresh: true }
			);
			const mine = offered.updates.filter(
				( entry ) => entry.post.id === site.copy
			);
			expect( mine ).toHaveLength( 1 );
			await site.rest.rest( 'POST', '/stencilbox/v1/updates/apply', {
				ids: mine.map( ( entry ) => entry.id ),
			} );
			await page.goto( site.link );
			await expect(
				page.getByRole( 'heading', { name: 'Ferry timetable, summer' } )
			).toBeVisible();
		}

		// The audit log has both applies; the owner rolls version 2 back on the Fleet card.
		await page.goto( '/wp-admin/admin.php?page=stencilbox-hub' );
		const audit = hubCard( page, 'Audit log' );
		await audit.getByLabel( 'Item id' ).fill( String( item ) );
		const rows = audit.locator( 'tbody tr' );
		await expect( rows.filter( { hasText: 'Apply' } ) ).toHaveCount( 2 );
		const fleet = hubCard( page, 'Fleet' );
		await fleet.getByLabel( 'Item id to roll back' ).fill( String( item ) );
		await fleet.getByLabel( 'Version to roll back' ).fill( '2' );
		await fleet
			.getByRole( 'button', { name: 'Roll back fleet-wide' } )
			.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Roll back fleet-wide?',
		} );
		// The item by its name and platform, not by the id typed.
		await expect( dialog ).toContainText(
			`Every site that applied version 2 of “${ name }” (Gutenberg)`
		);
		await shot( page, 'fleet', 'rollback-dialog' );
		await dialog.getByRole( 'button', { name: 'Roll back' } ).click();
		await expect( fleet.getByRole( 'row', { name } ) ).toContainText( '2' );

		// Each site's next check: version 2 is not offered, the rollback is scheduled; its WP-Cron runs it.
		for ( const site of sites ) {
			const after = await site.rest.rest< Updates >(
				'GET',
				'/stencilbox/v1/updates',
				{ refresh: true }
			);
			expect(
				after.updates.filter( ( entry ) => entry.post.id === site.copy )
			).toHaveLength( 0 );
			// Until WP-Cron runs it, the Updates screen names the place going back.
			expect(
				after.rolling_back
					.filter( ( place ) => place.name === name )
					.map( ( place ) => [ place.version, place.to ] )
			).toEqual( [ [ 2, 1 ] ] );
			expect(
				( await site.rest.getRaw( `${ site.url }/wp-cron.php` ) ).status
			).toBe( 200 );
			const restored = await site.rest.rest< {
				content: { raw: string };
			} >( 'GET', `/wp/v2/pages/${ site.copy }`, { context: 'edit' } );
			expect( restored.content.raw ).not.toContain( 'summer' );
			// The front end shows version 1 again.
			await page.goto( site.link );
			await expect(
				page.getByRole( 'heading', {
					name: 'Ferry timetable',
					exact: true,
				} )
			).toBeVisible();
			await expect(
				page.getByText( 'Ferry timetable, summer' )
			).toHaveCount( 0 );
		}

		// The audit log: the owner's rollback and each site's result.
		await page.goto( '/wp-admin/admin.php?page=stencilbox-hub' );
		await audit.getByLabel( 'Item id' ).fill( String( item ) );
		await audit.getByLabel( 'Action' ).selectOption( 'fleet_rollback' );
		await expect( rows ).toHaveCount( 3 );
		// Outcomes and reasons in words (the CSV keeps their codes).
		const results = rows.filter( { hasText: 'Rolled back' } );
		await expect( results ).toHaveCount( 2 );
		await expect(
			results.filter( { hasText: `${ SITE_B }/` } )
		).toHaveCount( 1 );
		await expect(
			results.filter( { hasText: `${ HUB_URL }/` } )
		).toHaveCount( 1 );
		await expect(
			rows.filter( { hasText: 'Back to version 1' } )
		).toHaveCount( 3 );
		await audit.scrollIntoViewIfNeeded();
		await shot( page, 'fleet', 'rollback-audit-log' );
		// Site A's admin leaves the library as other specs expect it.
		await signOutLibrary( HUB_URL );
	} );

	test( 'an approver account approves from the site app on another site, and an ordinary site is then offered the version', async ( {
		browser,
	} ) => {
		test.setTimeout( 180_000 );
		const name = `Pier notice ${ Date.now() }`;
		const approver = `approver-${ Date.now() }@example.org`;
		const ordinary = `ordinary-${ Date.now() }@example.org`;
		const PINNED = 'https://pinned.example.org/';
		const hub = await SiteRest.login( HUB_URL );
		const siteB = await SiteRest.login( SITE_B );
		// B's admin is the approver (its hub is A, over HTTP); A's admin an ordinary site's user.
		await createLibraryAccount( SITE_B, approver );
		await signInLibrary( SITE_B, approver );
		await createLibraryAccount( HUB_URL, ordinary );
		await signInLibrary( HUB_URL, ordinary );
		const updatesOfA = () =>
			hub.rest< Updates >( 'GET', '/stencilbox/v1/updates', {
				refresh: true,
			} );

		const { source, item } = await publishPage( hub, name, V1 );
		const copy = await importPage( hub, item, 'Pier notice on A' );
		await hub.rest( 'POST', '/stencilbox-hub/v1/admin/fleet/settings', {
			staged: true,
		} );
		await hub.rest( 'POST', '/stencilbox-hub/v1/admin/fleet/pins', {
			site: PINNED,
			item_id: item,
			number: 1,
		} );
		const b = await pageAs( browser, 'admin', SITE_B );
		try {
			await publishAgain( hub, source, name, V2 );
			expect( ( await updatesOfA() ).count ).toBe( 0 );

			// Without the right, B's Updates screen has no approvals panel.
			await openUpdates( b );
			await expect(
				b.getByText( 'Everything is up to date.' )
			).toBeVisible();
			await expect(
				b.getByRole( 'heading', { name: 'Waiting for your approval' } )
			).toHaveCount( 0 );

			// The hub's owner gives B's account the right; B reads its profile afresh (Sync).
			const { user } = await siteB.rest< { user: { id: number } } >(
				'GET',
				'/stencilbox/v1/profile/sync'
			);
			await hub.rest(
				'POST',
				'/stencilbox-hub/v1/admin/fleet/approvers',
				{
					account_id: user.id,
					approve: true,
				}
			);
			await siteB.rest( 'GET', '/stencilbox/v1/profile/sync' );

			await openUpdates( b );
			const panel = b.getByRole( 'region', {
				name: 'Waiting for your approval',
			} );
			const waiting = panel.getByRole( 'row', { name } );
			await expect( waiting ).toContainText( '2' );
			await waiting.scrollIntoViewIfNeeded();
			await shot( b, 'fleet', 'approver-waiting' );
			await expectAccessible( b, 'Waiting for your approval' );
			// By keyboard: the row's Compare.
			await waiting.getByRole( 'button', { name: 'Compare' } ).focus();
			await b.keyboard.press( 'Enter' );
			const compare = b.getByRole( 'dialog', {
				name: `Compare “${ name }” version 2`,
			} );
			// Rendered by B, from the hub's content.
			await expectComparesV2( compare );
			// Which sites stay where, and why.
			const pinned = compare.getByRole( 'row', { name: PINNED } );
			await expect( pinned ).toContainText( 'Version 1' );
			await expect( pinned ).toContainText(
				'Pinned to version 1: stays there whatever is approved'
			);
			await shot( b, 'fleet', 'approver-compare' );
			await expectAccessible( b, 'Compare (approver)', undefined, false );
			const approve = compare.getByRole( 'button', {
				name: 'Approve version 2',
			} );
			await approve.focus();
			await b.keyboard.press( 'Enter' );
			await expect( compare ).toHaveCount( 0 );
			await expect( panel.getByRole( 'row', { name } ) ).toHaveCount( 0 );
			await expect(
				panel.getByText( 'No version is waiting for approval.' )
			).toBeVisible();
			await shot( b, 'fleet', 'approver-approved' );

			// A, an ordinary (stable) site, is offered version 2 now, and applies it.
			const offered = await updatesOfA();
			expect( offered.count ).toBe( 1 );
			await hub.rest( 'POST', '/stencilbox/v1/updates/apply', {
				ids: offered.updates.map( ( entry ) => entry.id ),
			} );
			const applied = await hub.rest< { content: { raw: string } } >(
				'GET',
				`/wp/v2/pages/${ copy }`,
				{ context: 'edit' }
			);
			expect( applied.content.raw ).toContain(
				'Ferry timetable, summer'
			);

			// The audit log names the account that approved.
			const log = await hub.rest< {
				data: Array< { actor_name: string; version: number } >;
			} >( 'GET', '/stencilbox-hub/v1/admin/fleet/audit', {
				action: 'approve',
				item_id: item,
			} );
			expect( log.data.map( ( event ) => event.actor_name ) ).toEqual( [
				approver,
			] );
			expect( log.data[ 0 ].version ).toBe( 2 );
		} finally {
			await b.context().close();
			await hub.rest( 'POST', '/stencilbox-hub/v1/admin/fleet/pins', {
				site: PINNED,
				item_id: item,
				number: 0,
			} );
			await hub.rest( 'POST', '/stencilbox-hub/v1/admin/fleet/settings', {
				staged: false,
			} );
			await signOutLibrary( SITE_B );
			// Site A's admin leaves the library as other specs expect it.
			await signOutLibrary( HUB_URL );
		}
	} );
} );
