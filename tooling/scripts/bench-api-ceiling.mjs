// The ceiling of customer/view (for `bench-api.mjs`): the portal's own API — `buildApp` with
// its hooks, request id, security headers, request log, metrics, auth hook, route, envelope and JSON,
// in the configuration the bench's portal runs — but with its two reads answered from memory after the
// first request: the session by its token (`sessions.authenticate`) and the customer's info with the
// accounts (`reader.info`). No statement reaches the database after the first answer.
//
// It is not a server to run: a logout, a revocation or a balance change would never be seen. It shows
// what the portal's request path reaches when the database costs nothing — how high a cache of the
// session and the answer could lift the ratio at the very best, on this machine, in this run.
//
// Its configuration comes from the environment, as the API's does (the caller gives it the portal's).
//
//   SQLITE_FILE=<the bench's seeded file> node tooling/scripts/bench-api-ceiling.mjs <port>
import { buildApp } from '../../api/src/app.ts';

const port = Number(process.argv[2]);

/** `fn` answered from memory per key after its first call (a rejected call is not kept). */
function remembered(fn) {
  const kept = new Map();
  return (key) => {
    let answer = kept.get(key);
    if (answer === undefined) {
      answer = fn(key);
      kept.set(key, answer);
      answer.catch(() => kept.delete(key));
    }
    return answer;
  };
}

const app = await buildApp();
const { sessions, reader } = app.services;
sessions.authenticate = remembered(sessions.authenticate.bind(sessions));
reader.info = remembered(reader.info.bind(reader));
await app.listen({ port, host: '127.0.0.1' });
