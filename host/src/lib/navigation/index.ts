export * from './access.ts';
export * from './build-navigation.ts';
export * from './route-tree.ts';
export * from './page-loader.ts';
