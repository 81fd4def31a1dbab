#!/bin/sh
# Image entrypoint: render this container's configuration (render.sh static|gateway), check it, then
# run nginx in the foreground (PID 1 receives SIGTERM / SIGQUIT from `docker stop`).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
# the static image: prefix, fallback and name from PORTAL_APP (app-env.sh)
. "$here/app-env.sh"
"$here/render.sh" "$1"
nginx -e stderr -p "$NGINX_RUN_DIR" -c "$NGINX_CONF_DIR/nginx.conf" -t -q
exec nginx -e stderr -p "$NGINX_RUN_DIR" -c "$NGINX_CONF_DIR/nginx.conf" -g 'daemon off;'
