#!/usr/bin/env bash
# fuzz/libpng.sh DIR - gets Debian's libpng1.6 source package (upstream's
# source with Debian's patches) through apt and unpacks it into DIR/src, for
# the fuzz build to compile with the fuzzer's instrumentation. apt reads a
# deb-src twin of the machine's own Debian sources from DIR/apt, so the
# machine's apt configuration and lists are left as they are. Nothing of
# libpng is kept in the repository.
set -euo pipefail
out=$1
[ -f "$out/src/png.c" ] && exit 0
for tool in apt-get apt-cache dpkg-source; do
  command -v "$tool" >/dev/null || { echo "libpng.sh: $tool is needed (apt, dpkg-dev)" >&2; exit 1; }
done
apt=$out/apt
rm -rf "$apt" "$out/get" "$out/src"
mkdir -p "$apt/lists/partial" "$apt/parts" "$out/get"
: >"$apt/sources.list"
# deb-src entries for every deb entry the machine has, one-line and deb822.
for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
  [ -f "$f" ] && sed -n 's/^[[:space:]]*deb[[:space:]]/deb-src /p' "$f" >>"$apt/sources.list"
done
for f in /etc/apt/sources.list.d/*.sources; do
  [ -f "$f" ] && sed 's/^Types:.*\bdeb\b.*$/Types: deb-src/' "$f" >"$apt/parts/$(basename "$f")"
done
opts=(-o Dir::Etc::SourceList="$apt/sources.list" -o Dir::Etc::SourceParts="$apt/parts"
  -o Dir::State::Lists="$apt/lists" -o Dir::Cache::pkgcache= -o Dir::Cache::srcpkgcache=
  -o APT::Sandbox::User=root)
apt-get "${opts[@]}" -q update >"$apt/update.log" 2>&1 || { tail -5 "$apt/update.log" >&2; exit 1; }
# Newest first; a version the mirror no longer has (a superseded security
# update) is skipped for the next.
versions=$(apt-cache "${opts[@]}" showsrc libpng1.6 | sed -n 's/^Version: //p' | sort -rV | uniq)
[ -n "$versions" ] || { echo "libpng.sh: apt knows no source package libpng1.6" >&2; exit 1; }
for v in $versions; do
  rm -f "$out/get"/*
  if (cd "$out/get" && apt-get "${opts[@]}" -q source --download-only "libpng1.6=$v" >"$apt/source.log" 2>&1); then
    dpkg-source -x "$out/get"/libpng1.6_*.dsc "$out/src" >"$apt/unpack.log" 2>&1 || { tail -5 "$apt/unpack.log" >&2; exit 1; }
    echo "$v" >"$out/src/DEBIAN_VERSION"
    echo "libpng.sh: Debian's libpng1.6 $v in $out/src"
    exit 0
  fi
done
echo "libpng.sh: no version of libpng1.6 could be downloaded ($(echo $versions))" >&2
tail -5 "$apt/source.log" >&2
exit 1
