#!/bin/bash
# Container health check without curl: GET HEALTH_PATH on 127.0.0.1:NGINX_PORT over bash's /dev/tcp,
# healthy on a 200 within 3 s.
set -euo pipefail
# the static image: the health check's file from PORTAL_APP (app-env.sh)
. "$(dirname "$0")/app-env.sh"
path=${HEALTH_PATH:-/}
exec 3<>"/dev/tcp/127.0.0.1/${NGINX_PORT}"
printf 'GET %s HTTP/1.0\r\nHost: localhost\r\nUser-Agent: healthcheck\r\n\r\n' "$path" >&3
read -r -t 3 _ status _ <&3
[ "$status" = 200 ]
