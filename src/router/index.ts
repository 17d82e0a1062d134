/**
 * The query-based router: path rules, the route table, history and hooks.
 */
export * from './paths';
export * from './routes';
export * from './history';
export * from './context';
