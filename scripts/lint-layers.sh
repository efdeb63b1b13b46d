#!/usr/bin/env bash
# scripts/lint-layers.sh - the module order of docs/architecture.md, checked:
# every #include "..." in src/, cli/, fuzz/, bench/, examples/ and tests/, and
# with --objects BUILD_DIR every symbol one library object takes from another,
# must go to the file's own module, maze.h, or a module its row allows (or be
# a recorded crossing); and a command's cli/cmd_NAME.c object defines
# cmd_NAME alone. Fails naming each file and line that does not.
# Usage: scripts/lint-layers.sh [--root DIR] [--objects BUILD_DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
objects=
while [ $# -gt 0 ]; do
  case $1 in
  --root) root=$(cd "$2" && pwd); shift 2 ;;
  --objects) objects=$2; shift 2 ;;
  *) echo "usage: $0 [--root DIR] [--objects BUILD_DIR]" >&2; exit 2 ;;
  esac
done
doc=$root/docs/architecture.md
[ -f "$doc" ] || { echo "lint-layers: no $doc" >&2; exit 2; }

# The rows between a table's markers, as tab-separated cells without
# backticks: "module<TAB>folders<TAB>may include" and "file<TAB>uses".
rows() {
  awk -v start="<!-- $1" -v stop="<!-- /$1 -->" '
    index($0, stop) == 1 { on = 0 }
    on && /^\|/ && ++n > 2 {
      gsub(/`/, ""); k = split($0, c, "|"); out = ""
      for (i = 2; i < k; i++) { gsub(/^ +| +$/, "", c[i]); out = out (i > 2 ? "\t" : "") c[i] }
      print out
    }
    index($0, start) == 1 { on = 1 }' "$doc"
}
declare -A allow folder_of
folders=()
while IFS=$'\t' read -r mod dirs may _; do
  allow[$mod]=" $may "
  for d in $dirs; do folders+=("$d"); folder_of[$d]=$mod; done
done < <(rows layers)
[ ${#folders[@]} -gt 0 ] || { echo "lint-layers: $doc has no module table (<!-- layers -->)" >&2; exit 2; }
declare -A crossing
while IFS=$'\t' read -r file uses _; do crossing["$file $uses"]=0; done < <(rows crossings)

# The module of a path relative to the root (the longest folder that holds
# it, or the file itself) into $REPLY; empty when none does.
declare -A module_cache
module_of() {
  if [ -n "${module_cache[$1]+x}" ]; then REPLY=${module_cache[$1]}; return; fi
  local best='' len=0 d
  for d in "${folders[@]}"; do
    if [ "$1" = "$d" ] || { [ "${d%/}" != "$d" ] && [ "${1#"$d"}" != "$1" ]; }; then
      [ "${#d}" -gt "$len" ] && best=${folder_of[$d]} len=${#d}
    fi
  done
  module_cache[$1]=$best
  REPLY=$best
}
bad=0
say() { echo "lint-layers: $*" >&2; bad=$((bad + 1)); }
# Whether module $1 may use module $2 ($3 $4: the file, for crossings).
may_use() {
  if [ "$1" = "$2" ] || [[ ${allow[$1]} == *" * "* ]] || [[ ${allow[$1]} == *" $2 "* ]]; then return 0; fi
  if [ -n "${crossing["$3 $2"]+x}" ]; then crossing["$3 $2"]=1; return 0; fi
  return 1
}

cd "$root"
trees=()
for t in src cli fuzz bench examples tests; do [ -d "$t" ] && trees+=("$t"); done
declare -A checked
while IFS= read -r f; do
  module_of "$f"
  m=$REPLY
  [ -n "$m" ] || { say "$f: in no module of docs/architecture.md's table (add its folder to a row)"; continue; }
  checked[$m]=1
  while IFS=: read -r line text; do
    name=${text#*\"}
    name=${name%%\"*}
    target=
    for c in "${f%/*}/$name" "include/$name" "src/$name"; do
      if [ -e "$c" ]; then target=$(realpath -m --relative-to=. "$c"); break; fi
    done
    [ -n "$target" ] || { say "$f:$line: #include \"$name\" is no file of the tree"; continue; }
    [ "$target" = include/maze.h ] && continue
    module_of "$target"
    tm=$REPLY
    [ -n "$tm" ] || { say "$f:$line: #include \"$name\" ($target) is in no module"; continue; }
    may_use "$m" "$tm" "$f" || say "$f:$line: #include \"$name\": $m may not include $tm ($target)"
  done < <(grep -n -E '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$f" || true)
done < <(find "${trees[@]}" -type f \( -name '*.c' -o -name '*.h' \) -not -path '*/corpus/*' | sort)

nsym=0
if [ -n "$objects" ]; then
  od=$objects/CMakeFiles/maze_objects.dir
  [ -d "$od" ] || { echo "lint-layers: no library objects in $od (build first)" >&2; exit 2; }
  defs=$(mktemp) uses=$(mktemp)
  trap 'rm -f "$defs" "$uses"' EXIT
  # Objects of sources that are gone (renamed, removed) stay in a build
  # folder until it is cleaned: they are not the library.
  objs=()
  while IFS= read -r o; do
    rel=${o#"$od"/}
    [ -f "$root/${rel%.o}" ] && objs+=("$o")
  done < <(find "$od" -name '*.o' | sort)
  [ ${#objs[@]} -gt 0 ] || { echo "lint-layers: no objects in $od (build first)" >&2; exit 2; }
  # nm -A: "OBJECT: [VALUE] TYPE SYMBOL"; the object named as its source.
  # shellcheck disable=SC2016 # awk's own $1 and $NF
  src_of='{ f = $1; sub(/:.*/, "", f); if (index(f, od "/") == 1) f = substr(f, length(od) + 2); sub(/\.o$/, "", f); print $NF, f }'
  nm -A --defined-only -g "${objs[@]}" | awk -v od="$od" "$src_of" >"$defs"
  nm -A -u "${objs[@]}" | awk -v od="$od" "$src_of" >"$uses"
  [ -s "$defs" ] || { echo "lint-layers: no symbols in $od" >&2; exit 2; }
  while read -r sym user owner; do
    module_of "$user"
    um=$REPLY
    module_of "$owner"
    om=$REPLY
    if [ -z "$um" ] || [ -z "$om" ]; then say "$user: uses $sym of $owner, one of them in no module"; continue; fi
    nsym=$((nsym + 1))
    may_use "$um" "$om" "$user" && continue
    at=$(grep -n -w -m1 -- "$sym" "$user" 2>/dev/null | cut -d: -f1 || true)
    say "$user${at:+:$at}: uses $sym of $owner: $um may not use $om"
  done < <(join <(sort -k1,1 "$uses") <(sort -k1,1 "$defs"))
  # A subcommand's file is no library for the others: cli/cmd_NAME.c defines
  # cmd_NAME alone; what commands share lives in a file named for its job.
  cd_=$objects/CMakeFiles/maze_cli.dir/cli
  for o in "$cd_"/cmd_*.c.o; do
    [ -e "$o" ] || continue
    name=$(basename "$o" .c.o)
    [ -f "$root/cli/$name.c" ] || continue
    extra=$(nm --defined-only -g "$o" | awk '{ print $NF }' | grep -vx -- "$name" | tr '\n' ' ' || true)
    [ -z "$extra" ] || say "cli/$name.c: defines ${extra% } beside $name: a subcommand's file exports its entry point alone (move what others use to a file named for its job)"
  done
  # A recorded crossing that no longer happens is a stale record.
  for k in "${!crossing[@]}"; do
    [ "${crossing[$k]}" = 1 ] || say "docs/architecture.md: the recorded crossing '$k' no longer happens: remove its row"
  done
fi
[ "$bad" = 0 ] || { echo "lint-layers: $bad finding(s); the order is docs/architecture.md's" >&2; exit 1; }
echo "lint-layers: clean (modules: ${!checked[*]}${objects:+; $nsym symbols between objects})"
