/**
 * gettext-parser ships no types; the e2e tests use its po/mo compilers only.
 */
declare module 'gettext-parser';
