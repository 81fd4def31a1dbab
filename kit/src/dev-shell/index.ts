// `@portal/kit/dev-shell`: only a remote's standalone bootstrap imports it (never an exposed module).
export { createDevShell, mountDevShell } from './create-dev-shell.tsx';
export type { DevShellConfig } from './create-dev-shell.tsx';
