#!/bin/sh
# Renders the nginx configuration of one edge role into NGINX_CONF_DIR:
#   render.sh static    an app's static server (the host or a remote)
#   render.sh gateway   the portal's one origin
# The images run it at start (entrypoint.sh), the plain-process topology runs it before each nginx
# (tooling/scripts/topology.mjs): one renderer, one set of templates. Only the variables named here
# are substituted; nginx's own $variables stay as they are.
#
# Every role:  NGINX_CONF_DIR, NGINX_RUN_DIR, NGINX_PORT, NGINX_LISTEN (0.0.0.0), NGINX_WORKERS (auto),
#              NGINX_NAME (the role), NGINX_ACCESS_LOG (/dev/stdout), FRAME_ANCESTORS ('self'),
#              NGINX_USER (unset; a master running as root runs its workers as this user)
# static:      STATIC_ROOT, STATIC_PREFIX, STATIC_SPA (no), STATIC_CORS_ORIGINS (none: the portal's
#              origins, space-separated, that may fetch this server's files — a remote on its own origin)
# gateway:     GATEWAY_HOST (host:port), GATEWAY_REMOTES ("tools=remote-tools:8084 security=..."),
#              GATEWAY_API_SERVERS ("api-1:3000 api-2:3000", or one name resolving to every replica),
#              GATEWAY_REMOTES_FILE (the remotes.json served; written from GATEWAY_REMOTES_JSON when it
#              does not exist), GATEWAY_REMOTES_JSON ({"remote_tools": ...}),
#              GATEWAY_RESOLVER (DNS server(s): names are resolved at request time, cached for
#              GATEWAY_RESOLVER_VALID, 10s; without it every server must be an IP address),
#              GATEWAY_TRUSTED_PROXIES (the load
#              balancers' addresses / CIDRs: their X-Forwarded-For and X-Forwarded-Proto are believed),
#              GATEWAY_DEV_ROUTES (off; on routes /dev/ to the API and allows http:// remote origins on
#              the loopback address in the CSP — development only)
set -eu

role=${1:-}
here=$(cd "$(dirname "$0")" && pwd)

fail() {
  echo "render.sh: $*" >&2
  exit 2
}

need() {
  eval "value=\${$1:-}"
  [ -n "$value" ] || fail "$1 is required for the $role configuration"
}

case "$role" in
  static | gateway) ;;
  *) fail "usage: render.sh static|gateway" ;;
esac

need NGINX_CONF_DIR
need NGINX_RUN_DIR
need NGINX_PORT
export NGINX_LISTEN="${NGINX_LISTEN:-0.0.0.0}"
export NGINX_WORKERS="${NGINX_WORKERS:-auto}"
export NGINX_NAME="${NGINX_NAME:-$role}"
export NGINX_ACCESS_LOG="${NGINX_ACCESS_LOG:-/dev/stdout}"
if [ -z "${FRAME_ANCESTORS:-}" ]; then FRAME_ANCESTORS="'self'"; fi

case "$NGINX_PORT" in
  *[!0-9]*) fail "NGINX_PORT must be a port number, got \"$NGINX_PORT\"" ;;
esac
# The same rule as the API's FRAME_ANCESTORS (api/src/config/env.ts): no wildcard, no bare scheme.
FRAME_ANCESTORS=$(printf '%s' "$FRAME_ANCESTORS" | tr ',' ' ')
export FRAME_ANCESTORS
for source in $FRAME_ANCESTORS; do
  case "$source" in
    "'self'" | "'none'") ;;
    https://*[!a-zA-Z0-9.:-]* | http://*[!a-zA-Z0-9.:-]*) fail "FRAME_ANCESTORS: \"$source\" is not allowed" ;;
    https://?*) ;;
    http://localhost | http://localhost:* | http://127.0.0.1 | http://127.0.0.1:*) ;;
    *) fail "FRAME_ANCESTORS: \"$source\" is not allowed ('self', 'none' or https://host origins; no wildcards or bare schemes)" ;;
  esac
done

mkdir -p "$NGINX_CONF_DIR" "$NGINX_RUN_DIR"
common='${NGINX_CONF_DIR} ${NGINX_RUN_DIR} ${NGINX_PORT} ${NGINX_LISTEN} ${NGINX_WORKERS} ${NGINX_NAME} ${NGINX_ACCESS_LOG} ${FRAME_ANCESTORS}'

# main context: the gateway's njs module; the workers' user when the master runs as root
{
  echo '# Rendered by render.sh.'
  [ "$role" = gateway ] && echo 'load_module /usr/lib/nginx/modules/ngx_http_js_module.so;'
  if [ -n "${NGINX_USER:-}" ]; then
    printf '%s\n' "$NGINX_USER" | grep -qx '[a-z_][a-z0-9_-]*' || fail "NGINX_USER must be a user name, got \"$NGINX_USER\""
    echo "user $NGINX_USER;"
  fi
} >"$NGINX_CONF_DIR/main.conf"

# An origin as the CSP and CORS take it: scheme, host, optional port; nothing else.
is_origin() {
  printf '%s\n' "$1" | grep -Eqx 'https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?'
}
envsubst "$common" <"$here/nginx.conf.template" >"$NGINX_CONF_DIR/nginx.conf"
envsubst "$common" <"$here/security-headers.conf.template" >"$NGINX_CONF_DIR/security-headers.conf"

if [ "$role" = static ]; then
  need STATIC_ROOT
  need STATIC_PREFIX
  case "$STATIC_PREFIX" in
    /*/) ;;
    *) fail "STATIC_PREFIX must start and end with /, got \"$STATIC_PREFIX\"" ;;
  esac
  case "${STATIC_SPA:-no}" in
    yes) STATIC_FALLBACK=@spa ;;
    no) STATIC_FALLBACK==404 ;;
    *) fail "STATIC_SPA must be yes or no" ;;
  esac
  export STATIC_FALLBACK
  {
    echo '# Rendered by render.sh from STATIC_CORS_ORIGINS.'
    echo 'map $http_origin $portal_cors_origin {'
    for origin in ${STATIC_CORS_ORIGINS:-}; do
      is_origin "$origin" || fail "STATIC_CORS_ORIGINS: \"$origin\" is not an origin (scheme://host[:port])"
      echo "    \"$origin\" \$http_origin;"
    done
    echo '    default "";'
    echo '}'
  } >"$NGINX_CONF_DIR/static-cors.conf"
  # a cached answer must not be handed to another origin
  if [ -n "${STATIC_CORS_ORIGINS:-}" ]; then STATIC_VARY='Accept-Encoding, Origin'; else STATIC_VARY='Accept-Encoding'; fi
  export STATIC_VARY
  envsubst "$common"' ${STATIC_ROOT} ${STATIC_PREFIX} ${STATIC_FALLBACK} ${STATIC_VARY}' <"$here/static.conf.template" >"$NGINX_CONF_DIR/server.conf"
  exit 0
fi

need GATEWAY_HOST
need GATEWAY_API_SERVERS
address='[A-Za-z0-9][A-Za-z0-9.-]*:[0-9][0-9]*'
ip_address='[0-9]{1,3}(\.[0-9]{1,3}){3}:[0-9]+'
resolver=${GATEWAY_RESOLVER:-}
# host:port; without a resolver an IP address (nginx would resolve a name once, at start, and keep
# sending to an address a recreated container no longer has)
check_server() {
  printf '%s\n' "$2" | grep -qx "$address" || fail "$1: \"$2\" is not host:port"
  [ -n "$resolver" ] || printf '%s\n' "$2" | grep -Eqx "$ip_address" ||
    fail "$1: \"$2\" is a name: set GATEWAY_RESOLVER (the names are then resolved at request time) or give an IP address"
}
check_server GATEWAY_HOST "$GATEWAY_HOST"

{
  echo '# Rendered by render.sh from GATEWAY_HOST, GATEWAY_API_SERVERS, GATEWAY_REMOTES and GATEWAY_RESOLVER.'
  if [ -n "$resolver" ]; then
    # Names resolved at request time (proxy_pass with a variable), cached for 10 s: a container
    # recreated with a new address is reached within that. A name with several addresses (the API
    # replicas behind one network alias) spreads requests over them, and a refused connection moves
    # an idempotent request to the next address.
    for server in $resolver; do
      printf '%s\n' "$server" | grep -Eqx '[][A-Za-z0-9.:-]+' || fail "GATEWAY_RESOLVER: \"$server\" is not an address"
    done
    valid=${GATEWAY_RESOLVER_VALID:-10s}
    printf '%s\n' "$valid" | grep -Eqx '[0-9]+[sm]?' || fail "GATEWAY_RESOLVER_VALID must be a time (10s, 1m), got \"$valid\""
    echo "resolver $resolver valid=$valid ipv6=off;"
    echo 'resolver_timeout 5s;'
    set -- $GATEWAY_API_SERVERS
    [ $# -eq 1 ] || fail "GATEWAY_API_SERVERS: with GATEWAY_RESOLVER give one name that resolves to every replica (a network alias), got \"$GATEWAY_API_SERVERS\""
    check_server GATEWAY_API_SERVERS "$1"
    echo "map \$host \$portal_host_upstream { default $GATEWAY_HOST; }"
    echo "map \$host \$portal_api_upstream { default $1; }"
  else
    echo 'upstream portal_host {'
    echo "    server $GATEWAY_HOST max_fails=2 fail_timeout=10s;"
    echo '    keepalive 8;'
    echo '}'
    echo 'upstream portal_api {'
    for server in $GATEWAY_API_SERVERS; do
      check_server GATEWAY_API_SERVERS "$server"
      echo "    server $server max_fails=2 fail_timeout=10s;"
    done
    echo '    keepalive 16;'
    echo '}'
    # the upstream groups' names: proxy_pass http://$portal_api_upstream takes the group
    echo 'map $host $portal_host_upstream { default portal_host; }'
    echo 'map $host $portal_api_upstream { default portal_api; }'
  fi
} >"$NGINX_CONF_DIR/gateway-upstreams.conf"

# The answers of the host's and the remotes' servers leave with the gateway's security headers: its
# CSP is the one that lists the remote origins of remotes.json.
cat >"$NGINX_CONF_DIR/gateway-proxied-headers.conf" <<HEADERS
proxy_hide_header Content-Security-Policy;
proxy_hide_header X-Content-Type-Options;
proxy_hide_header Referrer-Policy;
proxy_hide_header Strict-Transport-Security;
include $NGINX_CONF_DIR/security-headers.conf;
HEADERS

echo '# Rendered by render.sh from GATEWAY_REMOTES.' >"$NGINX_CONF_DIR/gateway-remotes.conf"
for remote in ${GATEWAY_REMOTES:-}; do
  name=${remote%%=*}
  server=${remote#*=}
  printf '%s\n' "$name" | grep -qx '[a-z0-9][a-z0-9-]*' || fail "GATEWAY_REMOTES: bad remote name in \"$remote\""
  check_server GATEWAY_REMOTES "$server"
  upstream="portal_remote_$(printf '%s' "$name" | tr '-' '_')"
  if [ -n "$resolver" ]; then
    target=$server
  else
    target=$upstream
    cat >>"$NGINX_CONF_DIR/gateway-upstreams.conf" <<UPSTREAM
upstream $upstream {
    server $server max_fails=2 fail_timeout=10s;
    keepalive 8;
}
UPSTREAM
  fi
  cat >>"$NGINX_CONF_DIR/gateway-remotes.conf" <<LOCATION
location /portal/remotes/$name/ {
    set \$portal_remote_upstream $target;
    proxy_pass http://\$portal_remote_upstream;
    include $NGINX_CONF_DIR/gateway-proxied-headers.conf;
}
LOCATION
done

# Behind a load balancer: its addresses, whose X-Forwarded-For (realip) and X-Forwarded-Proto count.
{
  echo '# Rendered by render.sh from GATEWAY_TRUSTED_PROXIES.'
  echo 'geo $realip_remote_addr $portal_from_trusted_proxy {'
  echo '    default 0;'
  for proxy in ${GATEWAY_TRUSTED_PROXIES:-}; do
    printf '%s\n' "$proxy" | grep -Eqx '[0-9a-fA-F.:]+(/[0-9]{1,3})?' || fail "GATEWAY_TRUSTED_PROXIES: \"$proxy\" is not an address or CIDR"
    echo "    $proxy 1;"
  done
  echo '}'
  for proxy in ${GATEWAY_TRUSTED_PROXIES:-}; do echo "set_real_ip_from $proxy;"; done
  if [ -n "${GATEWAY_TRUSTED_PROXIES:-}" ]; then
    # the right-most address that is not a trusted proxy is the client's
    echo 'real_ip_header X-Forwarded-For;'
    echo 'real_ip_recursive on;'
  fi
} >"$NGINX_CONF_DIR/gateway-realip.conf"

case "${GATEWAY_DEV_ROUTES:-off}" in
  on)
    printf '%s\n' '# GATEWAY_DEV_ROUTES=on: the dev mailbox (development only).' 'location /dev/ {' '    proxy_pass http://$portal_api_upstream;' '}' >"$NGINX_CONF_DIR/gateway-dev.conf"
    GATEWAY_LOOPBACK_HTTP=on
    ;;
  off)
    echo '# GATEWAY_DEV_ROUTES=off: no /dev/ routes.' >"$NGINX_CONF_DIR/gateway-dev.conf"
    GATEWAY_LOOPBACK_HTTP=off
    ;;
  *) fail "GATEWAY_DEV_ROUTES must be on or off" ;;
esac
export GATEWAY_LOOPBACK_HTTP

# The document the host reads at start. A deploy replaces GATEWAY_REMOTES_FILE (write a new file,
# then rename it over the old: a reader never sees half a file); the first start writes it from
# GATEWAY_REMOTES_JSON. Without GATEWAY_REMOTES_FILE it is rendered here at every start.
if [ -z "${GATEWAY_REMOTES_FILE:-}" ]; then
  need GATEWAY_REMOTES_JSON
  GATEWAY_REMOTES_FILE="$NGINX_CONF_DIR/remotes.json"
  rm -f "$GATEWAY_REMOTES_FILE"
fi
case "$GATEWAY_REMOTES_FILE" in
  /*) ;;
  *) fail "GATEWAY_REMOTES_FILE must be an absolute path, got \"$GATEWAY_REMOTES_FILE\"" ;;
esac
if [ ! -e "$GATEWAY_REMOTES_FILE" ]; then
  need GATEWAY_REMOTES_JSON
  # a JSON object (checked as far as a shell can: the compose check and the topology parse it fully)
  case "$GATEWAY_REMOTES_JSON" in
    "{"*"}") ;;
    *) fail "GATEWAY_REMOTES_JSON must be a JSON object" ;;
  esac
  mkdir -p "$(dirname "$GATEWAY_REMOTES_FILE")"
  printf '%s\n' "$GATEWAY_REMOTES_JSON" >"$GATEWAY_REMOTES_FILE.new"
  mv "$GATEWAY_REMOTES_FILE.new" "$GATEWAY_REMOTES_FILE"
fi
export GATEWAY_REMOTES_FILE
cp "$here/portal-csp.js" "$NGINX_CONF_DIR/portal-csp.js"
envsubst "$common"' ${GATEWAY_REMOTES_FILE} ${GATEWAY_LOOPBACK_HTTP}' <"$here/gateway.conf.template" >"$NGINX_CONF_DIR/server.conf"
