// The page's script only starts the boot: bootstrap.tsx and the framework chunk it needs are
// preloaded by index.html (PreloadChunksPlugin), so the two arrive in parallel with this one. The
// first page's chunks (a kept login's layout and My Page top, the login page) are preloaded here,
// before the boot runs, from the address and the stored session (first-page.ts).
import { BASENAME } from './app/basename.ts';
import { preloadFirstPage } from './app/first-page.ts';
import { hasStoredSession } from './app/stored-session.ts';
import { isPublicPath } from './lib/guard/guard.ts';

preloadFirstPage(document, location.pathname.replace(new RegExp(`^${BASENAME}`), ''), hasStoredSession(), isPublicPath);
import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
