#!/usr/bin/env bash
# scripts/deps.sh - installs the Debian packages that the build and the tests
# need but a fresh machine lacks. A no-op when everything is present.
set -euo pipefail
need=()
command -v cmake >/dev/null || need+=(cmake)
command -v ninja >/dev/null || need+=(ninja-build)
command -v tmux >/dev/null || need+=(tmux)
command -v pkg-config >/dev/null || need+=(pkg-config)   # tests/cli/install.sh
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}"
  else
    echo "deps.sh: missing packages: ${need[*]} (install them, or run as root)" >&2
    exit 1
  fi
fi
