#!/bin/sh
# Renders the nginx configuration of one edge role into NGINX_CONF_DIR:
#   render.sh static    an app's static server (the host or a remote)
#   render.sh gateway   the portal's one origin
# The images run it at start (entrypoint.sh), the plain-process topology runs it before each nginx
# (tooling/scripts/topology.mjs): one renderer, one set of templates. Only the variables named here
# are substituted; nginx's own $variables stay as they are.
#
# Every role:  NGINX_CONF_DIR, NGINX_RUN_DIR, NGINX_PORT, NGINX_LISTEN (0.0.0.0), NGINX_WORKERS (auto),
#              NGINX_NAME (the role), NGINX_ACCESS_LOG (/dev/stdout), FRAME_ANCESTORS ('self')
# static:      STATIC_ROOT, STATIC_PREFIX, STATIC_SPA (no)
# gateway:     GATEWAY_HOST (host:port), GATEWAY_REMOTES ("tools=remote-tools:8084 security=..."),
#              GATEWAY_API_SERVERS ("api-1:3000 api-2:3000"), GATEWAY_REMOTES_JSON ({"remote_tools": ...}),
#              GATEWAY_DEV_ROUTES (off; on routes /dev/ to the API)
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
  envsubst "$common"' ${STATIC_ROOT} ${STATIC_PREFIX} ${STATIC_FALLBACK}' <"$here/static.conf.template" >"$NGINX_CONF_DIR/server.conf"
  exit 0
fi

need GATEWAY_HOST
need GATEWAY_API_SERVERS
need GATEWAY_REMOTES_JSON
address='[A-Za-z0-9][A-Za-z0-9.-]*:[0-9][0-9]*'
printf '%s\n' "$GATEWAY_HOST" | grep -qx "$address" || fail "GATEWAY_HOST must be host:port, got \"$GATEWAY_HOST\""

{
  echo '# Rendered by render.sh from GATEWAY_API_SERVERS and GATEWAY_REMOTES.'
  echo 'upstream portal_api {'
  for server in $GATEWAY_API_SERVERS; do
    printf '%s\n' "$server" | grep -qx "$address" || fail "GATEWAY_API_SERVERS: \"$server\" is not host:port"
    echo "    server $server max_fails=2 fail_timeout=10s;"
  done
  echo '    keepalive 16;'
  echo '}'
} >"$NGINX_CONF_DIR/gateway-upstreams.conf"
echo '# Rendered by render.sh from GATEWAY_REMOTES.' >"$NGINX_CONF_DIR/gateway-remotes.conf"
for remote in ${GATEWAY_REMOTES:-}; do
  name=${remote%%=*}
  server=${remote#*=}
  printf '%s\n' "$name" | grep -qx '[a-z0-9][a-z0-9-]*' || fail "GATEWAY_REMOTES: bad remote name in \"$remote\""
  printf '%s\n' "$server" | grep -qx "$address" || fail "GATEWAY_REMOTES: \"$remote\" must be name=host:port"
  upstream="portal_remote_$(printf '%s' "$name" | tr '-' '_')"
  cat >>"$NGINX_CONF_DIR/gateway-upstreams.conf" <<UPSTREAM
upstream $upstream {
    server $server max_fails=2 fail_timeout=10s;
    keepalive 8;
}
UPSTREAM
  cat >>"$NGINX_CONF_DIR/gateway-remotes.conf" <<LOCATION
location /portal/remotes/$name/ {
    proxy_pass http://$upstream;
}
LOCATION
done

case "${GATEWAY_DEV_ROUTES:-off}" in
  on) printf '%s\n' '# GATEWAY_DEV_ROUTES=on: the dev mailbox (development only).' 'location /dev/ {' '    proxy_pass http://portal_api;' '}' >"$NGINX_CONF_DIR/gateway-dev.conf" ;;
  off) echo '# GATEWAY_DEV_ROUTES=off: no /dev/ routes.' >"$NGINX_CONF_DIR/gateway-dev.conf" ;;
  *) fail "GATEWAY_DEV_ROUTES must be on or off" ;;
esac

# The document the host reads at start; a JSON object (checked as far as a shell can: the compose
# check and the topology parse it fully before it gets here).
case "$GATEWAY_REMOTES_JSON" in
  "{"*"}") ;;
  *) fail "GATEWAY_REMOTES_JSON must be a JSON object" ;;
esac
printf '%s\n' "$GATEWAY_REMOTES_JSON" >"$NGINX_CONF_DIR/remotes.json"
envsubst "$common"' ${GATEWAY_HOST}' <"$here/gateway.conf.template" >"$NGINX_CONF_DIR/server.conf"
