#!/usr/bin/env bash
# references.sh - every file of the tree that the tree names exists: paths
# such as bench/NAME.sh, docs/NAME.md or tests/cli/NAME.sh in any text file
# (placeholders with NAME, and #include lines, which are relative, left out),
# and every ${PROJECT_SOURCE_DIR}/PATH the build files name (install rules
# included).
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
cd "$MAZE_SOURCE_DIR"
find . \( -name .git -o -name 'build*' -o -path ./tests/data -o -path ./fuzz/corpus \) -prune -o -type f -print |
  sed 's#^\./##' | sort >"$T/files"
# text files only; one perl pass over them all
tr '\n' '\0' <"$T/files" | xargs -0 grep -Il . | tr '\n' '\0' | xargs -0 perl -ne '
  next if /#include/;
  while (m{(?<![\w/.\$\}-])((?:bench|scripts|tests|examples|docs|cmake|completions|man|python|include|fuzz|src|cli|\.ci)/[\w./-]*\.(?:sh|md|c|h|py|list|cmake|in|bash|txt|[13]))(?![\w/])}g) {
    print "$ARGV $1\n" unless $1 =~ /NAME/;
  }' >"$T/named"
perl -ne 'print "$ARGV $1\n" while m{\$\{PROJECT_SOURCE_DIR\}/([\w./-]+)}g' CMakeLists.txt cmake/*.cmake ./*/CMakeLists.txt >>"$T/named"
missing=$(while read -r from path; do [ -e "$path" ] || echo "$from names $path"; done <"$T/named" | sort -u)
[ -z "$missing" ] || fail "files named but missing: $missing"
echo "references.sh: $(wc -l <"$T/named") references, every file there"
