// One origin for the compose stack: forwards by path prefix to the static containers and the API,
// and renders /portal/remotes.json from GATEWAY_REMOTES_JSON (a team redeploys its remote and
// changes this value; the host is not rebuilt).
//   GATEWAY_ROUTES="/portal/remotes/tools/=http://remote-tools:8084,/portal/=http://host:8081,/fo-jp-web-api/=http://api:3000"
import http from 'node:http';

const port = Number(process.env.GATEWAY_PORT ?? 8080);
const routes = (process.env.GATEWAY_ROUTES ?? '')
  .split(',')
  .filter(Boolean)
  .map((pair) => {
    const at = pair.indexOf('=');
    return { prefix: pair.slice(0, at), upstream: new URL(pair.slice(at + 1)) };
  })
  .sort((a, b) => b.prefix.length - a.prefix.length);
const remotesJson = process.env.GATEWAY_REMOTES_JSON ?? '{}';
JSON.parse(remotesJson); // fail fast on a broken config

http
  .createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/' || url === '/portal') {
      res.writeHead(302, { location: '/portal/' });
      return res.end();
    }
    if (url.split('?')[0] === '/portal/remotes.json') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
      return res.end(remotesJson);
    }
    const route = routes.find((r) => url.startsWith(r.prefix));
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('Not Found');
    }
    const upstream = http.request(
      {
        host: route.upstream.hostname,
        port: route.upstream.port,
        method: req.method,
        path: url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Bad Gateway');
    });
    req.pipe(upstream);
  })
  .listen(port, '0.0.0.0', () => console.log(`gateway on :${port}`));
