#!/bin/sh
# Sourced by the static image (deploy/static/Dockerfile) at build, by entrypoint.sh and by
# healthcheck.sh: what follows from PORTAL_APP (the app the image serves, its build argument APP)
# unless set explicitly — the URL prefix, the single-page fallback, the health check's file, the log's name.
#   host           /portal/                  STATIC_SPA=yes   /portal/index.html
#   remote-<name>  /portal/remotes/<name>/   STATIC_SPA=no    /portal/remotes/<name>/mf-manifest.json
app=${PORTAL_APP:-${APP:-}}
case "$app" in
  '') ;;
  host)
    : "${STATIC_PREFIX:=/portal/}" "${STATIC_SPA:=yes}" "${HEALTH_PATH:=/portal/index.html}"
    ;;
  remote-*)
    : "${STATIC_PREFIX:=/portal/remotes/${app#remote-}/}" "${STATIC_SPA:=no}"
    : "${HEALTH_PATH:=${STATIC_PREFIX}mf-manifest.json}"
    ;;
  *)
    echo "app-env.sh: PORTAL_APP must be host or remote-<name>, got \"$app\"" >&2
    exit 2
    ;;
esac
if [ -n "$app" ]; then
  : "${NGINX_NAME:=$app}"
  export STATIC_PREFIX STATIC_SPA HEALTH_PATH NGINX_NAME
fi
