# tests/cli/lib/expect.sh - what the CLI test scripts share (sourced, not a
# test itself): fail MESSAGE, a scratch folder $T removed on exit, and
# expect CODE PATTERN CMD...: exit status CODE and one stderr line matching
# PATTERN (stdout in $T/out, stderr in $T/err).
fail() { echo "$(basename "$0"): $*" >&2; exit 1; }
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
