#!/usr/bin/env bash
# scripts/deps.sh - installs the Debian packages that the build and the tests
# need but a fresh machine lacks. Each scripts/deps/*.list line is "COMMAND
# PACKAGE": PACKAGE is installed when COMMAND is not on the PATH (or, for a
# COMMAND that is an absolute path, when no such file exists). A no-op when
# everything is present.
set -euo pipefail
cd "$(dirname "$0")"
need=()
for list in deps/*.list; do
  while read -r cmd pkg _; do
    case "$cmd" in ''|'#'*) continue ;; esac
    case "$cmd" in
    /*) [ -e "$cmd" ] || need+=("$pkg") ;;
    *) command -v "$cmd" >/dev/null 2>&1 || need+=("$pkg") ;;
    esac
  done <"$list"
done
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "deps.sh: installing ${need[*]}"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
  else
    echo "deps.sh: missing packages: ${need[*]} (install them, or run as root)" >&2
    exit 1
  fi
fi
