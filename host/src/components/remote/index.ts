export * from './remote-boundary.tsx';
export * from './remote-fallback.tsx';
export * from './remote-loading.tsx';
export * from './remote-page.tsx';
