// The remote routes' page component, handed to them by the antd shell (app/antd-shell.tsx). The
// routes are built at start-up (app/remote-route-objects.tsx, part of the boot), but their page —
// RemotePage, with its antd fallback — must not be: the login page's first render downloads no antd.
// Every remote route sits inside the shell, which provides it.
import { createContext, lazy, type ComponentType } from 'react';
import type { RemotePage } from './remote-page.tsx';

export type RemotePageComponent = ComponentType<Parameters<typeof RemotePage>[0]>;

/** Outside a provider (never in the portal): the same component, loaded when first rendered. */
const LazyRemotePage: RemotePageComponent = lazy(async () => ({ default: (await import('./remote-page.tsx')).RemotePage }));

export const RemotePageContext = createContext<RemotePageComponent>(LazyRemotePage);
