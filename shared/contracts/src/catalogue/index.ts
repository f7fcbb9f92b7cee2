export * from './values';
export * from './item';
export * from './actions';
export * from './paths';
export * from './extensions';
export * from './search-index';
export * from './kept-search';
