// A remote's (or the host's) own static container (tooling/scripts/static-server.js):
//   node tooling/scripts/serve-static.mjs --dir remote-tools/dist --prefix /portal/remotes/tools/ --port 8084 [--spa]
// FRAME_ANCESTORS (space-separated, default 'self') feeds the CSP's frame-ancestors.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from './static-server.js';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    prefix: { type: 'string', default: '/' },
    port: { type: 'string', default: '8081' },
    host: { type: 'string', default: '0.0.0.0' },
    spa: { type: 'boolean', default: false },
  },
});
if (!values.dir) {
  console.error('usage: serve-static.mjs --dir DIR [--prefix /p/] [--port N] [--spa]');
  process.exit(2);
}
const server = createStaticServer({
  dir: values.dir,
  prefix: values.prefix,
  spa: values.spa,
  frameAncestors: process.env.FRAME_ANCESTORS || "'self'",
});
server.listen(Number(values.port), values.host, () => console.log(`serving ${path.resolve(values.dir)} at ${values.prefix} on :${values.port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
