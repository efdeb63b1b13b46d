# completions/maze.bash - bash completion for the maze command. Everything is
# read from the command itself at completion time, so it follows new
# subcommands, options and algorithms: subcommands from `maze --help`, each
# subcommand's options from `maze CMD --help`, algorithm names from
# `maze list`. Installed as share/bash-completion/completions/maze.

# The subcommands listed under "commands:" in `maze --help`.
_maze_commands()
{
    "$1" --help 2>/dev/null | awk '/^commands:/ {on = 1; next} on && /^$/ {exit} on {print $1}'
}

# Names from one part of `maze list` ("generators", "solvers", "formats"), or
# from the generators and solvers when the part is "".
_maze_algorithms()
{
    "$1" list 2>/dev/null | awk -v want="$2" '
        /^[a-z]+:$/ { part = $1; next }
        /^  [^ ]/ && (want == "" ? part != "formats:" : part == want ":") { print $1 }'
}

# Option tokens (-x, --long) in `maze CMD --help`.
_maze_options()
{
    "$1" "$2" --help 2>/dev/null | grep -oE '(^|[^A-Za-z0-9_-])--?[A-Za-z][A-Za-z0-9-]*' |
        sed -E 's/^[^-]//' | sort -u
}

_maze()
{
    local maze=${COMP_WORDS[0]} cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
    local sub=${COMP_WORDS[1]} words
    COMPREPLY=()
    if [ "$COMP_CWORD" -eq 1 ]; then
        words="$(_maze_commands "$maze") --help --version"
    else
        case $prev in
        -a|--algo|--algorithm|--solver|--generator)
            [ "$sub" = animate ] && sub=${COMP_WORDS[2]}   # maze animate generate|solve
            case $sub in
            generate|stats) words=$(_maze_algorithms "$maze" generators) ;;
            solve|bench|render|play) words=$(_maze_algorithms "$maze" solvers) ;;
            *) words=$(_maze_algorithms "$maze" "") ;;
            esac ;;
        -f|--format|-i|--input-format)
            words="$(_maze_algorithms "$maze" formats) png svg"
            [ "$words" = " png svg" ] && words="text unicode mask blocks perl map png svg" ;;
        --bias)   # generate: growing-tree's and binary-tree's biases
            words="newest oldest random mixed:0.5 NE NW SE SW" ;;
        -o|--output|--map|--mask|--costs)
            compopt -o filenames 2>/dev/null
            mapfile -t COMPREPLY < <(compgen -f -- "$cur")
            return ;;
        *)
            if [[ $cur == -* ]]; then
                words=$(_maze_options "$maze" "$sub")
            else
                compopt -o filenames 2>/dev/null
                mapfile -t COMPREPLY < <(compgen -f -- "$cur")
                return
            fi ;;
        esac
    fi
    mapfile -t COMPREPLY < <(compgen -W "$words" -- "$cur" | sort -u)
}
complete -F _maze maze
