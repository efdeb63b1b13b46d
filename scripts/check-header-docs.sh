#!/usr/bin/env bash
# scripts/check-header-docs.sh - fails (status 1) when a public declaration in
# include/maze.h has no comment directly above it, naming each one. Checked:
# MAZE_API functions, typedefs, enums and MAZE_ macros at file scope. A comment
# may cover a run of functions (or of macros) with no blank line between them;
# a banner (/* ==== ... */) documents nothing. Run by CTest and the build.
set -euo pipefail
header=${1:-$(dirname "$0")/../include/maze.h}
awk -v file="$header" '
function strip(s,   out, i, j) {       # drop comments, remembering their state
    out = ""
    while (s != "") {
        if (incomment) {
            j = index(s, "*/")
            if (j == 0) { if (s ~ /====/) banner = 1; return out }
            if (substr(s, 1, j) ~ /====/) banner = 1
            incomment = 0; closed = 1; s = substr(s, j + 2)
        } else {
            i = index(s, "/*")
            if (i == 0) return out s
            out = out substr(s, 1, i - 1); incomment = 1; banner = 0; opened = 1
            s = substr(s, i + 2)
        }
    }
    return out
}
function kindof(code) {
    if (code ~ /^MAZE_API/) return "fn"
    if (code ~ /^typedef struct [A-Za-z_0-9]+ [A-Za-z_0-9]+;/) return "opaque"
    if (code ~ /^typedef/) return "type"
    if (code ~ /^enum/) return "enum"
    if (code ~ /^#define/) return "macro"
    return "other"
}
function nameof(code, kind,   s) {
    s = code
    if (kind == "fn") { sub(/\(.*/, "", s); sub(/.*[ *]/, "", s); return s }
    if (kind == "macro") { split(s, f, /[ \t(]+/); return f[2] }
    if (kind == "enum") return "enum (line " NR ")"
    if (s ~ /\(\*/) { sub(/^[^(]*\(\*/, "", s); sub(/\).*/, "", s); return s }
    sub(/ *[{;].*/, "", s); sub(/.* /, "", s); return s
}
{
    opened = closed = 0
    code = strip($0)
    gsub(/^[ \t]+|[ \t]+$/, "", code)
    if (code == "") {
        if (indecl) next
        if (!opened && !closed && !incomment) { prev = "blank"; next }
        if (closed && !incomment) prev = banner ? "banner" : "comment"
        next
    }
    if (!indecl) {
        if (code ~ /^#(if|ifdef|ifndef|else|elif|endif|include)/ || code ~ /^extern "C"/ || code == "}") {
            prev = "other"; next
        }
        kind = kindof(code)
        name = nameof(code, kind)
        if (kind == "macro" && (name == "MAZE_H" || name == "MAZE_API")) { prev = "other"; next }
        doc = (prev == "comment") || (kind == "macro" && closed)
        if (prev == "decl" && pdoc && ((kind == "fn" && (pkind == "fn" || pkind == "opaque")) ||
                                      (kind == "macro" && pkind == "macro"))) doc = 1
        if (kind != "other" && !doc) {
            printf "%s:%d: %s has no comment directly above it\n", file, NR, name
            bad++
        }
        indecl = 1; depth = 0; pkind = kind; pdoc = doc
    }
    depth += gsub(/\{/, "{", code) - gsub(/\}/, "}", code)
    if (pkind == "macro" ? code !~ /\\$/ : (depth == 0 && code ~ /;$/)) { indecl = 0; prev = "decl" }
}
END {
    if (bad) {
        printf "%d undocumented public declaration(s): write a comment above each (parameters, ownership, return codes, thread-safety).\n", bad
        exit 1
    }
    print "every public declaration in " file " is documented"
}' "$header"
