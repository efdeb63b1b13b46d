#!/usr/bin/env bash
# layers.sh - scripts/lint-layers.sh passes on the tree and its library
# objects, and fails, naming the file and line, on an include or a symbol
# planted against docs/architecture.md's order in a copy: a core file that
# includes a generator header, a command file that includes an internal
# header, a folder in no module, a core object calling into gen, and a
# recorded crossing that no longer happens, a subcommand's file exporting a
# function for the others; objects whose source is gone are left out; and
# no function a header of the command declares goes unused.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
lint=$MAZE_SOURCE_DIR/scripts/lint-layers.sh
bash "$lint" --objects "$MAZE_BUILD_DIR" >"$T/out" 2>"$T/err" || fail "the tree breaks its own order: $(cat "$T/err")"
grep -q 'symbols between objects' "$T/out" || fail "no symbol check ran: $(cat "$T/out")"

# Every function a header of the command declares is used somewhere (a line
# of cli/ or fuzz/ that is no declaration or definition, which start at the
# line's first column): the command has no dead shared code.
for f in $(grep -ohE '^[a-z][^(]*[ *]cli_[a-z0-9_]+\(' "$MAZE_SOURCE_DIR"/cli/*.h | grep -oE 'cli_[a-z0-9_]+\($' | tr -d '('); do
  [ "$(grep -whE -- "$f" "$MAZE_SOURCE_DIR"/cli/*.[ch] "$MAZE_SOURCE_DIR"/fuzz/*.c | grep -cE '^[[:space:]]')" -gt 0 ] ||
    fail "$f, declared in a header of cli/, is used nowhere: remove it"
done

# A copy of what the check reads, to plant faults in ($s: the library's
# folder, so the files planted there are not read as names of the tree).
s=src
tree=$T/tree
mkdir -p "$tree/docs"
cp -r "$MAZE_SOURCE_DIR/include" "$MAZE_SOURCE_DIR/src" "$MAZE_SOURCE_DIR/cli" "$tree/"
cp "$MAZE_SOURCE_DIR/docs/architecture.md" "$tree/docs/"
bash "$lint" --root "$tree" >/dev/null 2>"$T/err" || fail "the copy fails before any fault: $(cat "$T/err")"

# Runs the check on the copy ($@ more arguments): it must fail, with a line
# matching $1 on stderr.
planted() {
  local pat=$1 got=0
  shift
  bash "$lint" --root "$tree" "$@" >"$T/out" 2>"$T/err" || got=$?
  [ "$got" = 1 ] || problem "a planted fault ($pat) gave exit $got, want 1: $(cat "$T/err")"
  grep -qE -- "$pat" "$T/err" || problem "a planted fault: stderr lacks /$pat/: $(cat "$T/err")"
}
cp "$tree/src/core/map.c" "$T/map.c"
line=$(($(wc -l <"$tree/src/core/map.c") + 1))
echo '#include "../gen/gen.h"' >>"$tree/src/core/map.c"
planted "src/core/map.c:$line: #include \"../gen/gen.h\": core may not include gen"
cp "$T/map.c" "$tree/src/core/map.c"

cp "$tree/cli/util.c" "$T/util.c"
sed -i '1i #include "../src/internal.h"' "$tree/cli/util.c"
planted 'cli/util.c:1: #include "../src/internal.h": cli may not include core'
cp "$T/util.c" "$tree/cli/util.c"

mkdir "$tree/src/extra"
echo 'int mz_extra;' >"$tree/src/extra/x.c"
planted "$s/extra/x.c: in no module"
rm -r "$tree/src/extra"

# Objects laid out as the build lays them: a core object that calls a
# generator's function, and one that a recorded crossing names but that
# takes nothing from draw.
od=$T/objs/CMakeFiles/maze_objects.dir/src
mkdir -p "$od/core" "$od/gen" "$od/io"
printf 'int mz_gen_thing(void);\nint mz_core_thing(void);\nint mz_core_thing(void) { return mz_gen_thing(); }\n' >"$T/a.c"
printf 'int mz_gen_thing(void);\nint mz_gen_thing(void) { return 1; }\n' >"$T/b.c"
cc -c -o "$od/core/a.c.o" "$T/a.c"
cc -c -o "$od/gen/b.c.o" "$T/b.c"
cp "$T/a.c" "$tree/src/core/a.c"
cp "$T/b.c" "$tree/src/gen/b.c"
planted "$s/core/a.c:1: uses mz_gen_thing of $s/gen/b.c: core may not use gen" --objects "$T/objs"
grep -q '<!-- crossings' "$tree/docs/architecture.md" || fail "docs/architecture.md has no crossings table"
sed -i "/<!-- \/crossings -->/i | \`$s/io/none.c\` | draw | a test |" "$tree/docs/architecture.md"
rm "$od/core/a.c.o"
planted "recorded crossing '$s/io/none.c draw' no longer happens" --objects "$T/objs"
# A subcommand's file that exports a function for the others ($c: the
# command's folder, as $s is the library's).
c=cli
cd_=$T/objs/CMakeFiles/maze_cli.dir/cli
mkdir -p "$cd_"
printf 'int cmd_fake(void);\nint cli_fake_shared(void);\nint cli_fake_shared(void) { return 1; }\nint cmd_fake(void) { return cli_fake_shared(); }\n' >"$tree/$c/cmd_fake.c"
cc -c -o "$cd_/cmd_fake.c.o" "$tree/$c/cmd_fake.c"
planted "$c/cmd_fake.c: defines cli_fake_shared beside cmd_fake" --objects "$T/objs"
rm -r "$cd_" "$tree/$c/cmd_fake.c"
# An object whose source is gone (a stale build folder) is not the library.
cp "$T/a.c" "$tree/src/core/a.c"
cc -c -o "$od/core/a.c.o" "$T/a.c"
rm "$tree/src/gen/b.c"
sed -i '/none.c/d' "$tree/docs/architecture.md"
bash "$lint" --root "$tree" --objects "$T/objs" >/dev/null 2>"$T/err" || problem "an object without its source was checked: $(cat "$T/err")"
finish
echo "layers: the tree keeps its order; 6 planted faults caught"
