#!/usr/bin/env bash
# docs.sh - the project's text speaks of the project, not of how it was built:
# no tracked file (docs, headers, code comments, man pages, tests, scripts)
# names issue numbers, sessions, rounds of work, helpers, engineers, the
# areas or branches work was split into, or paths of the machine it was built
# on; docs/performance.md dates each table and names the machine. The three
# articles the formats come from are named once, in docs/formats.md, and
# every other text that cites one refers there. A default that the docs or
# maze(1) give for an option is the one `maze CMD --help` gives.
set -euo pipefail
# shellcheck source=tests/cli/lib/expect.sh
source "$MAZE_SOURCE_DIR/tests/cli/lib/expect.sh"
tmp=$T
src=$MAZE_SOURCE_DIR
self=tests/cli/docs.sh
cd "$src"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then files=$(git ls-files); else files=$(find . -type f ! -path './build*' ! -path './.git/*' | sed 's#^\./##'); fi
text=()
for f in $files; do
  [ "$f" = "$self" ] && continue
  case $f in tests/data/*|*.png|*.gz) continue ;; esac
  [ -f "$f" ] && grep -Iq . "$f" 2>/dev/null && text+=("$f")
done
[ "${#text[@]}" -ge 100 ] || problem "only ${#text[@]} text files found under $src"

# ---- words about how the project was made ----
# pattern<TAB>what it is<TAB>allowed on the same line (a tool's own name)
T=$'\t'
rules=(
  "issues? #?[0-9]${T}an issue number${T}"
  "\bsessions?\b${T}a work session${T}(new|kill|has|attach)-session"
  "\bhelpers?\b${T}a helper${T}CMakePackageConfigHelpers"
  "\brounds? [0-9]+ (added|of)|\bround [0-9]+\b${T}a numbered round of work${T}ROUNDS="
  "\bengineers?\b${T}the people who worked on it${T}"
  "\bthe lead\b|\bthe CEO\b${T}the people who worked on it${T}"
  "/work/${T}a path of the build machine${T}"
  "\.\./shared${T}the folder beside the checkout on the build machine${T}"
  "as they land${T}work in progress${T}"
  "\b(io-cli|genscale|genfast)\b${T}an area or branch of the work${T}"
  "owned by the area|another area|each area|the area that${T}an area of the work${T}"
  "<!-- ====${T}an area marker${T}"
  "\blanded\b|\blandings?\b${T}a landing${T}"
)
for rule in "${rules[@]}"; do
  IFS=$'\t' read -r pat what allow <<<"$rule"
  while IFS= read -r hit; do
    [ -n "$allow" ] && grep -qE -- "$allow" <<<"$hit" && continue
    case $hit in .ci/run:*) [[ $pat == *shared* ]] && continue ;; esac   # CI names the data folder
    problem "$what: $hit"
  done < <(grep -nHEi -- "$pat" "${text[@]}" || true)
done

# ---- docs/performance.md: every table dated, the machine named ----
perf=docs/performance.md
tr '\n' ' ' <"$perf" | grep -q '2-core AMD EPYC KVM guest' || problem "$perf does not name the machine"
awk -v f="$perf" '
  /^#/ { dated = 0 }
  /20[0-9][0-9]-[01][0-9]-[0-3][0-9]/ { dated = 1 }
  /^\|/ && !intable { intable = 1; if (!dated) printf "%s:%d: a table with no date since its heading\n", f, NR }
  !/^\|/ { intable = 0 }
' "$perf" | while IFS= read -r m; do echo "docs.sh: $m" >&2; echo x; done | grep -q x && problem "undated tables in $perf"

# ---- the three articles ----
fmt=docs/formats.md
sec=$(awk '/^## /{on = ($0 ~ /^## The three articles/)} on' "$fmt")
[ -n "$sec" ] || problem "$fmt has no '## The three articles' section"
for lang in PHP Java Perl; do
  entry=$(awk -v l="$lang" '/^### /{on = ($0 ~ l)} on' <<<"$sec")
  [ -n "$entry" ] || { problem "$fmt: the articles section has no '### ... $lang ...' entry"; continue; }
  for field in Title 'Published by' Language 'What it shows'; do
    grep -q "^- \*\*$field:\*\* ." <<<"$entry" || problem "$fmt: the $lang article's entry has no '- **$field:**' line"
  done
done
for f in "${text[@]}"; do
  case $f in "$fmt" | tests/* | src/* | cli/* | fuzz/* | python/maze/* | scripts/*) continue ;; esac
  if grep -qE '(PHP|Java|Perl) article|(PHP|Java|Perl) and (PHP|Java|Perl) articles|seed articles' "$f"; then
    grep -q 'formats.md' "$f" && tr '\n' ' ' <"$f" | grep -qE '"?The +three +articles' ||
      problem "$f cites an article but does not refer to docs/formats.md, \"The three articles\", where they are named"
  fi
done

# ---- defaults in the docs and in maze(1) against --help ----
# A sentence of README.md or docs/*.md (or an option item of maze(1)) that
# names options and "default X" must give a default one of those options has
# in the help of a command that takes all the options named (the command of
# the section, in maze(1); the commands the sentence names, if any).
groff -man -Tascii -P-cbou -rHY=0 man/maze.1 >"$tmp/maze.1.txt" 2>/dev/null
python3 - "$MAZE" "$tmp/maze.1.txt" README.md docs/*.md <<'PY' || problem "defaults differ from --help (above)"
import re, subprocess, sys
maze, page, docs = sys.argv[1], sys.argv[2], sys.argv[3:]
top = subprocess.run([maze, "--help"], capture_output=True, text=True).stdout
cmds = re.search(r"^commands:\n(.*?)\n\n", top, re.S | re.M).group(1).split("\n")
cmds = [c.split()[0] for c in cmds]
opts, defaults = {}, {}
for c in cmds:
    h = subprocess.run([maze, c, "--help"], capture_output=True, text=True).stdout
    opts[c] = set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", h))
    defaults[c] = {}
    for line in h.splitlines():
        if not re.match(r"^ +-", line):
            continue
        spec = re.split(r"  ", line.strip(), maxsplit=1)[0]
        longs = re.findall(r"--[a-z][a-z-]*", spec)
        for v in re.findall(r"default:? ([^ ;),]+)", line):
            for o in longs:
                defaults[c].setdefault(o, set()).add(v.rstrip("."))
def norm(v):
    v = v.strip("`").rstrip(".,")
    m = re.fullmatch(r"1e(\d+)", v)
    if m:
        return str(10 ** int(m.group(1)))
    return v.replace(",", "") if re.fullmatch(r"[\d,]+", v) else v
problems = 0
def check(unit, where, among):
    global problems
    named = sorted(set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", unit)))
    m = re.search(r"default:? `?([A-Za-z0-9][A-Za-z0-9:.,]*)", unit) or re.search(r"([0-9][0-9e.,]*) by default", unit)
    if not named or not m:
        return
    said = norm(m.group(1))
    mentioned = [c for c in among if re.search(r"`?maze %s\b" % c, unit)]
    cands = [c for c in (mentioned or among) if set(named) <= opts[c]]
    known = {o: set().union(*[defaults[c].get(o, set()) for c in cands]) for o in named}
    known = {o: d for o, d in known.items() if d}
    if not known or any(said in {norm(x) for x in d} for d in known.values()):
        return
    problems += 1
    print("docs.sh: %s: says %s defaults to %s; 'maze %s --help' says %s" % (
        where, "/".join(known), m.group(1), "/".join(cands), "; ".join(sorted(set().union(*known.values())))), file=sys.stderr)
checked = 0
for f in docs:
    text = open(f, encoding="utf-8").read()
    text = re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)          # code blocks
    text = re.sub(r"^\|.*$", "", text, flags=re.M)                      # tables
    for para in re.split(r"\n\s*\n", text):
        for unit in re.split(r"\. |; ", " ".join(para.split())):
            check(unit, f, cmds)
            checked += 1
lines = open(page).read().split("\n")
for c in cmds:
    try:
        i = lines.index("   maze " + c)
    except ValueError:
        continue
    items, cur = [], None
    for line in lines[i + 1:]:
        if line.strip() and len(line) - len(line.lstrip()) < 4:
            break
        if re.match(r"^       -", line):
            cur = [line]; items.append(cur)
        elif re.match(r"^       \S", line):
            cur = None
        elif cur is not None:
            cur.append(line)
    for it in items:
        check(" ".join(" ".join(it).split()), "maze(1), maze " + c, [c])
        checked += 1
if checked < 200:
    print("docs.sh: only %d sentences checked for defaults" % checked, file=sys.stderr)
    problems += 1
sys.exit(1 if problems else 0)
PY

finish
echo "docs: ${#text[@]} files free of process notes, performance tables dated, the articles named once, defaults as --help says"
