// The gateway's njs (nginx's JavaScript module, Debian's libnginx-mod-http-js): the origins of the
// remotes that /portal/remotes.json points elsewhere (another origin, a CDN), for the CSP's
// script-src and connect-src. The file is read when an answer needs the policy, so a deploy that
// replaces remotes.json changes the policy with its next answer: no reload, no restart.
//   $portal_remotes_file         the remotes.json the gateway serves (js_var in gateway.conf)
//   $portal_loopback_http        "on": http:// origins on localhost / 127.0.0.1 are allowed too
//                                (development); otherwise https:// only
// An unreadable or invalid file gives no extra origin (remotes on the portal's own origin keep
// working; the others are refused by the browser, and the error log says why).
import fs from 'fs';

var ORIGIN = /^(https?):\/\/([a-z0-9.-]+)(:[0-9]{1,5})?(?:[/?#]|$)/i;

function remoteOrigins(r) {
  var map;
  try {
    map = JSON.parse(fs.readFileSync(r.variables.portal_remotes_file, 'utf8'));
  } catch (e) {
    r.error('remotes.json: ' + e.message);
    return '';
  }
  if (typeof map !== 'object' || map === null) return '';
  var loopback = r.variables.portal_loopback_http === 'on';
  var seen = {};
  var out = '';
  var names = Object.keys(map);
  for (var i = 0; i < names.length; i++) {
    var url = map[names[i]];
    var m = typeof url === 'string' ? ORIGIN.exec(url) : null;
    if (!m) continue;
    var scheme = m[1].toLowerCase();
    var host = m[2].toLowerCase();
    var local = host === 'localhost' || host === '127.0.0.1';
    if (scheme !== 'https' && !(loopback && local)) continue;
    var origin = scheme + '://' + host + (m[3] || '');
    if (seen[origin]) continue;
    seen[origin] = true;
    out += ' ' + origin;
  }
  return out;
}

export default { remoteOrigins };
