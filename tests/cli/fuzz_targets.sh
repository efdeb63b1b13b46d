#!/usr/bin/env bash
# fuzz_targets.sh - every reader has a fuzz target. The readers are found,
# not listed: each public function of maze.h that takes bytes and their
# length, or whose name says it reads or parses, or that builds a maze from a
# decoded array, must be called by a fuzz/fuzz_*.c; every format the table
# reads is drawn by fuzz_read from the table and has seeds in its corpus;
# every file of the command that reads a file (cli_read_file, cli_load, fopen
# or a library reader) is compiled into fuzz_cli with the file contents coming
# from the fuzzer, and its command is one fuzz_cli runs; every target has a
# committed corpus.
set -euo pipefail
src=${MAZE_SOURCE_DIR:?}
cd "$src"
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"

# Code without its comments, so a name in a comment is no call.
code() { perl -0777 -pe 's{/\*.*?\*/}{}gs; s{//[^\n]*}{}g' "$@"; }

# ---- the library's readers, from maze.h ----
readers=$(code include/maze.h | perl -0777 -ne '
  while (/MAZE_API\s+[^;]*?\b(maze_\w+)\s*\(([^;]*?)\)\s*;/gs) {
    my ($name, $params) = ($1, $2);
    my $bytes = $params =~ /const\s+(?:char|void|uint8_t|unsigned char)\s*\*\s*\w+\s*,\s*size_t\s+\w+/;
    my $named = $name =~ /(?:^|_)(?:read|parse)(?:_|$)/ && $name !~ /_init$/;
    my $array = $name =~ /^maze_from_/ && $params =~ /const\s+uint8_t\s*\*/;
    print "$name\n" if $bytes || $named || $array;
  }')
# The scan must see the readers there are today, or it checks nothing.
for known in maze_read maze_mask_read maze_map_read_movingai maze_scen_read maze_map_read_costs maze_color_parse \
  maze_from_masks maze_from_blocks; do
  grep -qx "$known" <<<"$readers" || problem "the scan of maze.h misses the reader $known"
done
targets=$(code fuzz/fuzz_*.c)
for r in $readers; do
  grep -Eq "\\b$r\\s*\\(" <<<"$targets" || problem "$r reads bytes but no fuzz/fuzz_*.c calls it: add a fuzz target"
done

# ---- the formats maze_read reads: fuzz_read takes them from the table ----
fr=$(code fuzz/fuzz_read.c)
grep -q 'maze_format_at' <<<"$fr" && grep -q 'MAZE_FMT_READ' <<<"$fr" ||
  problem "fuzz_read no longer draws the readable formats from the format table"
# Its first byte b picks readable format number b % (R + 1) (0: detection),
# in the table's order, as 'maze list --names' gives it; each needs seeds.
if [ -n "${MAZE:-}" ]; then
  mapfile -t readable < <(names format read)
  [ "${#readable[@]}" -ge 6 ] || problem "maze list names only ${#readable[@]} readable formats"
  n=$((${#readable[@]} + 1))
  picks=$(for f in fuzz/corpus/fuzz_read/*; do [ -s "$f" ] && echo $(($(od -An -tu1 -N1 "$f") % n)); done | sort -u)
  for k in $(seq 0 $((n - 1))); do
    what=${readable[$((k - 1))]:-}
    [ "$k" = 0 ] && what="detection"
    grep -qx "$k" <<<"$picks" || problem "fuzz/corpus/fuzz_read has no seed for $what (first byte % $n = $k)"
  done
fi

# ---- the command's readers ----
wrappers=fuzz/cli/*.c
cmds=$(code fuzz/fuzz_cli.c)
grep -q '^#define cli_load' $wrappers && problem "a fuzz/cli wrapper stubs cli_load: the command's loading must run"
for f in cli/*.c; do
  [ "$f" = cli/util.c ] && continue # cli_read_file itself
  body=$(code "$f")
  calls=$(grep -Eo "\\b(cli_read_file|cli_load|fopen|$(tr '\n' '|' <<<"$readers" | sed 's/|$//'))\\s*\\(" <<<"$body" |
    sed 's/\s*($//' | sort -u | tr '\n' ' ') || true
  [ -n "$calls" ] || continue
  base=${f#cli/}
  # fuzz_cli links every cli/*.c but main.c as it is, or includes it whole in
  # a fuzz/cli wrapper; a file that reads one must give it the fuzzer's bytes.
  [ "$base" = main.c ] && { problem "cli/main.c reads ($calls) but fuzz_cli does not run main.c: move it to a command's file"; continue; }
  w=$(grep -l "^#include \"\\.\\./\\.\\./cli/$base\"" $wrappers || true)
  if grep -qw cli_read_file <<<"$calls"; then
    if [ -z "$w" ]; then
      problem "$f reads files ($calls) but no fuzz/cli wrapper includes it with the fuzzer's files"
    elif ! grep -q '^#define cli_read_file fz_read_file$' $w; then
      problem "$w includes $f without giving it the fuzzer's files (#define cli_read_file fz_read_file)"
    fi
  fi
  if grep -qw fopen <<<"$calls"; then
    if [ -z "$w" ]; then
      problem "$f opens files itself (fopen) but no fuzz/cli wrapper includes it with the fuzzer's files"
    elif ! grep -q '^#define fopen fz_fopen$' $w; then
      problem "$w includes $f without giving its fopen the fuzzer's files (#define fopen fz_fopen)"
    fi
  fi
  case $base in cmd_*.c)
    c=${base#cmd_}
    c=${c%.c}
    grep -Eq "\\{\"$c\", *fz_$c\\}" <<<"$cmds" || problem "fuzz_cli.c does not run the command $c, which reads ($calls)"
    ;;
  esac
done
grep -q 'fz_files_set' <<<"$cmds" || problem "fuzz_cli.c no longer hands its input's files to fz_read_file"

# ---- every target has a committed corpus, and fuzz.sh runs every target ----
for t in fuzz/fuzz_*.c; do
  name=$(basename "$t" .c)
  [ -n "$(ls -A "fuzz/corpus/$name" 2>/dev/null)" ] || problem "$name has no committed corpus in fuzz/corpus/$name"
done
grep -q 'fuzz/fuzz_\*' scripts/fuzz.sh || problem "scripts/fuzz.sh no longer runs every fuzz/fuzz_* target"

echo "fuzz_targets.sh: $(wc -w <<<"$readers") library readers, $(ls fuzz/fuzz_*.c | wc -l) targets"
finish
echo "fuzz targets: every reader fuzzed, every readable format seeded, every file-reading command run"
