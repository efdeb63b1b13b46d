#!/usr/bin/env bash
# scripts/deps.sh - installs the Debian packages that the build and the tests
# need but a fresh machine lacks, saying which and why. Each line of the
# scripts/deps/*.list files is "COMMAND PACKAGE [WHY]": PACKAGE is installed
# when COMMAND is not on the PATH (or, for a COMMAND that is an absolute path,
# when no such file exists); WHY, or else the "# ..." comment above the line,
# is printed as the reason. A no-op when everything is present.
# MAZE_NO_BROWSER=1 leaves out browser.list (its tests then report "skipped");
# MAZE_DEPS_DIR=DIR reads the lists from DIR instead.
set -euo pipefail
dir=${MAZE_DEPS_DIR:-$(cd "$(dirname "$0")" && pwd)/deps}
need=() why=() held=()
for list in "$dir"/*.list; do
  comment=""
  while read -r cmd pkg reason; do
    case "$cmd" in
    '') continue ;;
    '#'*) comment=$(sed 's/^# *//' <<<"$cmd $pkg $reason"); continue ;;
    esac
    case "$cmd" in
    /*) [ -e "$cmd" ] && continue ;;
    *) command -v "$cmd" >/dev/null 2>&1 && continue ;;
    esac
    if [ "${MAZE_NO_BROWSER:-0}" = 1 ] && [ "$(basename "$list")" = browser.list ]; then
      held+=("$pkg")
      continue
    fi
    need+=("$pkg")
    why+=("  $pkg ($cmd is missing): ${reason:-$comment}")
  done <"$list"
done
if [ ${#held[@]} -gt 0 ]; then
  echo "deps.sh: MAZE_NO_BROWSER=1: not installing ${held[*]}; the browser tests report \"skipped\""
fi
[ ${#need[@]} -gt 0 ] || exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "deps.sh: missing packages: ${need[*]} (install them, or run as root with apt-get):" >&2
  printf '%s\n' "${why[@]}" >&2
  exit 1
fi
n=${#need[@]}
echo "deps.sh: installing $n Debian package$([ "$n" = 1 ] || echo s) with apt-get (this can take minutes):"
printf '%s\n' "${why[@]}"
start=$SECONDS
echo "deps.sh: apt-get update"
apt-get update -qq
echo "deps.sh: apt-get install ${need[*]}"
# apt's own progress, one line a package fetched, unpacked or set up
st=0
DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${need[@]}" 2>&1 |
  { grep --line-buffered -E '^(Get:[0-9]+|Unpacking|Setting up|E:)' || true; } | sed -u 's/^/  apt: /' || st=$?
[ "$st" = 0 ] || { echo "deps.sh: apt-get install failed (exit $st)" >&2; exit 1; }
echo "deps.sh: installed ${need[*]} in $((SECONDS - start)) s"
