# tests/cli/lib/expect.sh - what every CLI test script sources (not a test
# itself). Each name has one meaning in every test:
#   fail MESSAGE      the test fails here: "SCRIPT: MESSAGE" on stderr, exit 1
#   problem MESSAGE   a finding, and the test goes on (tests that list every
#                     finding): said as fail says it, counted in $problems;
#                     such a test ends with finish
#   finish [WHAT]     exit 1 if there were problems ("N problem(s) WHAT")
#   expect CODE PATTERN CMD...
#                     runs CMD: exit status CODE and exactly one stderr line,
#                     matching the extended regular expression PATTERN
#                     (stdout in $T/out, stderr in $T/err)
#   names KIND [FLAG | !FLAG]...
#                     the names of the library's table KIND (format,
#                     generator, solver) that have each FLAG and lack each
#                     FLAG written with a "!", one a line, in table order
#                     (`maze list --names` gives the flags): tests iterate
#                     the tables through it
#   read_tables       runs `maze list --names` once and keeps it in
#                     $TABLES, which names and topo_size then read (under
#                     valgrind each run of `maze` takes a second or more)
#   topo_size T W H L R
#                     the size options topology T reads, from $TABLES: -W W,
#                     -H H, -L L, --rings R (call read_tables first)
#   under_valgrind    true when $MAZE is the valgrind wrapper (a script,
#                     MAZE_VALGRIND): a test may run fewer cases there, each
#                     kind of case still once, the Release and sanitizer
#                     runs the full set
#   $T                a scratch folder, removed on exit (a test that sets its
#                     own EXIT trap removes it there too)
# shellcheck shell=bash
fail() { echo "$(basename "$0"): $*" >&2; exit 1; }
problems=0
problem() { echo "$(basename "$0"): $*" >&2; problems=$((problems + 1)); }
finish() { [ "$problems" = 0 ] || fail "$problems problem(s)${1:+ $1}"; }
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
expect() {
  local code=$1 pat=$2 got=0
  shift 2
  "$@" >"$T/out" 2>"$T/err" || got=$?
  [ "$got" = "$code" ] || fail "'$*' exited $got, want $code (stderr: $(cat "$T/err"))"
  [ "$(wc -l <"$T/err")" = 1 ] || fail "'$*' printed $(wc -l <"$T/err") lines on stderr, want 1: $(cat "$T/err")"
  grep -qE -- "$pat" "$T/err" || fail "'$*' stderr '$(cat "$T/err")' lacks /$pat/"
}
under_valgrind() { [ "$(head -c 2 "$MAZE")" = "#!" ]; }
TABLES=
read_tables() { [ -n "$TABLES" ] || TABLES=$("$MAZE" list --names) || fail "'maze list --names' failed"; }
topo_size() {
  local flags
  [ -n "$TABLES" ] || fail "topo_size before read_tables"
  flags=$(awk -v t="$1" '$1 == "topology" && $2 == t {print $3}' <<<"$TABLES")
  case ",$flags," in *,width,*) printf -- '-W %s ' "$2" ;; esac
  case ",$flags," in *,height,*) printf -- '-H %s ' "$3" ;; esac
  case ",$flags," in *,levels,*) printf -- '-L %s ' "$4" ;; esac
  case ",$flags," in *,rings,*) printf -- '--rings %s ' "$5" ;; esac
}
names() {
  local kind=$1 list=$TABLES
  shift
  [ -n "$list" ] || list=$("$MAZE" list --names) || fail "'maze list --names' failed"
  awk -v kind="$kind" -v want="$*" '
    $1 != kind { next }
    {
      n = split($3, f, ","); split("", has)
      for (i = 1; i <= n; i++) has[f[i]] = 1
      n = split(want, w, " ")
      for (i = 1; i <= n; i++)
        if (substr(w[i], 1, 1) == "!" ? (substr(w[i], 2) in has) : !(w[i] in has)) next
      print $2
    }' <<<"$list"
}
