#!/bin/sh
# Entry point of README's commands: brings Node 24 + pnpm when needed, installs, then hands over
# to tooling/scripts/portal.mjs (start | test | build | bench | soak | rotate-document-key).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TOOLCHAIN_ROOT=$ROOT
. "$ROOT/tooling/bin/toolchain.sh"
cd "$ROOT"
if [ "${PORTAL_SKIP_INSTALL:-}" != "1" ]; then
  # pnpm exits non-zero on a stale lockfile or an unapproved build script: stop there.
  pnpm install --frozen-lockfile --reporter=append-only
fi
exec node tooling/scripts/portal.mjs "$@"
