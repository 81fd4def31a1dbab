// The page's script only starts the boot: bootstrap.tsx and the framework chunk it needs are
// preloaded by index.html (PreloadChunksPlugin), so the two arrive in parallel with this one.
import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
