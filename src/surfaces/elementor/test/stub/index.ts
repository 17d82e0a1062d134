/**
 * Loads the e2e stub of Elementor's editor
 * (tests/e2e/plugins/stencilbox-elementor-stub/editor-stub.js, the same file
 * the e2e page loads) into Jest's window, on the real libraries Elementor's
 * editor runs on: jQuery, Underscore and Backbone (WordPress's versions,
 * from npm) and backbone.marionette 2.4.5, evaluated as a browser script
 * as the page loads it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve( __dirname, '../../../../..' );

const read = ( file: string ) =>
	readFileSync( path.join( ROOT, file ), 'utf8' );

const STUB = read(
	'tests/e2e/plugins/stencilbox-elementor-stub/editor-stub.js'
);
const MARIONETTE = read(
	'node_modules/backbone.marionette/lib/backbone.marionette.js'
);

const w = window as any;

/** The globals the stub page has, removed after each test. */
export const GLOBALS = [
	'elementor',
	'Marionette',
	'Mn',
	'Backbone',
	'jQuery',
	'_',
	'$e',
	'stencilboxElementorStub',
	'stencilboxElementorStubDocument',
	'stencilboxElementorStubTitle',
];

/**
 * Stands the stub page up: the preview frame, the libraries, the stub.
 *
 * @param documentId The document's id.
 * @param title      The document's title.
 */
export function loadStub( documentId = 42, title = 'Landing' ) {
	document.body.innerHTML =
		'<div id="elementor-panel"></div><iframe id="elementor-preview-iframe" title="Preview"></iframe>';
	w._ = require( 'underscore' );
	w.jQuery = require( 'jquery' );
	w.Backbone = require( 'backbone' );
	// A browser script: it finds Backbone and Underscore on the window.
	new Function( MARIONETTE )();
	w.stencilboxElementorStubDocument = documentId;
	w.stencilboxElementorStubTitle = title;
	new Function( STUB )();
}

/** Elementor's editor starts (the page's `load`). */
export const start = () => window.dispatchEvent( new Event( 'load' ) );

/** The stub's test handle. */
export const stub = () => w.stencilboxElementorStub;

/** The preview frame's document. */
export const preview = () =>
	(
		document.getElementById(
			'elementor-preview-iframe'
		) as HTMLIFrameElement
	 ).contentDocument as Document;

/** Removes everything the stub page put on the window. */
export function unloadStub() {
	w.stencilboxElementorStub?.stop();
	w.jQuery?.( window ).off( 'elementor:init' );
	GLOBALS.forEach( ( name ) => delete w[ name ] );
	document.querySelector( '.elementor-context-menu' )?.remove();
}
