# completions/maze.bash - bash completion for the maze command. Every word it
# offers is read from the command itself at completion time, so it follows
# new subcommands, options, algorithms and values: the subcommands and global
# options from `maze --help`; a subcommand's options, modes and the kind of
# each option's value from `maze CMD --help`; generator, solver, format and
# topology names from `maze list --names`. Installed as share/bash-completion/completions/maze.
#
# What an option's help line says decides what follows the option:
#   FILE, PAGE.html          file names
#   ALGO, GENERATOR, SOLVER  generators or solvers, as the line says (animate:
#                            by its mode, generate or solve and race; after a
#                            comma the next name of a list the line names)
#   FORMAT                   formats; only readable ones when the line reads input
#   TOPOLOGY                 topologies
#   a|b|c (value or text)    those words, and the "(default X)" of the line;
#                            a LIST takes them comma-separated, ROLE=C as ROLE=
#   anything else (N, X,Y)   nothing: a number or a point is typed

# The subcommands listed under "commands:" in `maze --help`.
_maze_commands()
{
    "$1" --help 2>/dev/null | awk '/^commands:/ {on = 1; next} on && /^$/ {exit} on {print $1}'
}

# Names from one of the library's tables ("generators", "solvers",
# "formats") as `maze list --names` gives them; "readable" gives the formats
# with the read flag.
_maze_list()
{
    "$1" list --names 2>/dev/null | awk -v want="$2" '
        want == "readable" ? ($1 == "format" && ("," $3 ",") ~ /,read,/) : ($1 "s" == want || ($1 == "topology" && want == "topologies")) { print $2 }'
}

# Option tokens (-x, --long) in a help text on stdin.
_maze_option_tokens()
{
    grep -oE '(^|[^A-Za-z0-9_-])--?[A-Za-z][A-Za-z0-9-]*' | sed -E 's/^[^-]//' | sort -u
}

# The help line of option $3 in `maze $2 --help`, as "VALUE<TAB>TEXT" (VALUE
# empty for a flag); nothing when the help has no such option. An option line
# is "  -a, --algo ALGO   text": the spellings, one blank, the value name.
_maze_option_line()
{
    "$1" "$2" --help 2>/dev/null | awk -v opt="$3" '
        /^ +-/ {
            rest = $0; sub(/^ +/, "", rest); found = 0; val = ""
            while (match(rest, /^-[-A-Za-z0-9]+/)) {
                if (substr(rest, 1, RLENGTH) == opt) found = 1
                rest = substr(rest, RLENGTH + 1)
                if (substr(rest, 1, 2) != ", ") break
                rest = substr(rest, 3)
            }
            if (!found) next
            if (rest ~ /^ [^ ]/) { rest = substr(rest, 2); i = index(rest, " ")
                val = i ? substr(rest, 1, i - 1) : rest; rest = i ? substr(rest, i) : "" }
            sub(/^ +/, "", rest); print val "\t" rest; exit
        }'
}

# The words a|b|c of a value name or help text, without placeholders such as
# mixed:P, and the "(default X)" values when there are such words.
_maze_enumerated()
{
    local words
    words=$(grep -oE '[A-Za-z0-9][A-Za-z0-9:.,-]*(\|[A-Za-z0-9][A-Za-z0-9:.,-]*)+' <<<"$1" | tr '|' '\n' |
        sed -E 's/[.,:]+$//' | grep -vE ':[A-Z]+$')
    [ -n "$words" ] || return 0
    printf '%s\n' "$words"
    grep -oE 'default [A-Za-z0-9][A-Za-z0-9:.,-]*' <<<"$1" | sed -E 's/^default //; s/[.,]+$//'
}

# Completes the value of option $3 of subcommand $2 (mode $4) for word $5.
# Returns 1 when $3 is not an option that takes a value.
_maze_value()
{
    local maze=$1 sub=$2 opt=$3 mode=$4 cur=$5 line val text words prefix=""
    line=$(_maze_option_line "$maze" "$sub" "$opt")
    val=${line%%$'\t'*} text=${line#*$'\t'}
    [ -n "$val" ] || return 1
    case $val in
    FILE | *.html | SCEN*)
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -f -- "$cur")
        return 0 ;;
    ALGO | GENERATOR | SOLVER)
        if [[ $text == *generator* && $text == *solver* ]]; then
            [[ $mode == solve || $mode == race ]] && words=$(_maze_list "$maze" solvers) || words=$(_maze_list "$maze" generators)
        elif [[ $val == SOLVER || $text == *solver* ]]; then
            words=$(_maze_list "$maze" solvers)
        else
            words=$(_maze_list "$maze" generators)
        fi
        if [[ $text == *"comma"* && $cur == *,* ]]; then  # a race's list: complete the last name
            prefix=${cur%,*}, cur=${cur##*,}
            compopt -o nospace 2>/dev/null
        fi ;;
    FORMAT)
        if [[ $text == *input* || $text == read* ]]; then words=$(_maze_list "$maze" readable)
        else words=$(_maze_list "$maze" formats); fi ;;
    TOPOLOGY)
        words=$(_maze_list "$maze" topologies) ;;
    *)
        words=$(_maze_enumerated "$val"; _maze_enumerated "$text") ;;
    esac
    case $val in
    LIST)  # comma-separated: complete the last item
        [[ $cur == *,* ]] && prefix=${cur%,*},
        cur=${cur##*,}
        compopt -o nospace 2>/dev/null ;;
    *=*)  # ROLE=VALUE: complete the role
        words=$(sed 's/$/=/' <<<"$words")
        compopt -o nospace 2>/dev/null ;;
    esac
    mapfile -t COMPREPLY < <(compgen -P "$prefix" -W "$words" -- "$cur" | sort -u)
    return 0
}

# The modes of a subcommand (`maze animate generate|solve`): the lowercase
# words after "maze CMD" on its usage lines. COMMAND there means a subcommand.
_maze_modes()
{
    "$1" "$2" --help 2>/dev/null | awk -v cmd="$2" '
        /^$/ {exit}
        { sub(/^usage:/, "") }
        $1 == "maze" && $2 == cmd && $3 ~ /^[a-z]+$/ {print $3}
        $1 == "maze" && $2 == cmd && $3 == "[COMMAND]" {print "@commands"}'
}

_maze()
{
    local maze=${COMP_WORDS[0]} cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
    local sub=${COMP_WORDS[1]} mode="" words
    COMPREPLY=()
    if [ "$COMP_CWORD" -eq 1 ]; then
        words="$(_maze_commands "$maze") $("$maze" --help 2>/dev/null | _maze_option_tokens)"
        mapfile -t COMPREPLY < <(compgen -W "$words" -- "$cur" | sort -u)
        return
    fi
    words=$(_maze_modes "$maze" "$sub")
    [ -n "$words" ] && [ "$COMP_CWORD" -gt 2 ] && mode=${COMP_WORDS[2]}
    if [ "$cur" = "=" ]; then cur="" prev=${COMP_WORDS[COMP_CWORD-2]}       # --opt=<TAB>
    elif [ "$prev" = "=" ]; then prev=${COMP_WORDS[COMP_CWORD-2]}; fi        # --opt=va<TAB>
    if [[ $prev == -* ]] && _maze_value "$maze" "$sub" "$prev" "$mode" "$cur"; then return; fi
    if [[ $cur == -* ]]; then
        words=$("$maze" "$sub" --help 2>/dev/null | _maze_option_tokens)
    elif [ -n "$words" ] && [ "$COMP_CWORD" -eq 2 ]; then
        [ "$words" = "@commands" ] && words=$(_maze_commands "$maze")
    else
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -f -- "$cur")
        return
    fi
    mapfile -t COMPREPLY < <(compgen -W "$words" -- "$cur" | sort -u)
}
complete -F _maze maze
