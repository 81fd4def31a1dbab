export * from './RemoteBoundary.tsx';
export * from './RemoteFallback.tsx';
export * from './RemoteLoading.tsx';
export * from './RemotePage.tsx';
