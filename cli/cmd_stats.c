/* cmd_stats.c - `maze stats [--json] [--from X,Y] [--to X,Y] [--ends WHICH] [-i FORMAT]
 * [--max-cells N] [FILE|-]`: what kind of maze a file holds
 * (maze_stats_compute), as text or one JSON object. Lengths are in moves, as
 * in `maze solve`. */
#include "cli.h"
#include "core.h"
#include "io.h"
#include "ends.h"

#include <string.h>


typedef struct stats_args {
    cli_core c;
    int json;
} stats_args;

static const cli_opt stats_opts[] = {
    CLI_FLAG(0, "json", "one JSON object instead of text", stats_args, json),
    CLI_XY(0, "from", "X,Y", "start of the solution (default: the file's start mark, else the first cell)", stats_args, c.from),
    CLI_XY(0, "to", "X,Y", "goal (default: the file's goal mark, else the last cell)", stats_args, c.to),
    CLI_ENDS_OPT(stats_args, c),
    CLI_INPUT_OPTS(stats_args, c),
    CLI_OPT_END,
};

static const cli_spec stats_spec = {
    .name = "stats",
    .usage = "[--json] [--from X,Y] [--to X,Y] [--ends WHICH] [-i FORMAT] [--max-cells N] [FILE|-]",
    .about = "Analyses a wall maze of any topology: cells, passages, perfect or not, loops,\n"
             "dead ends, corridors, junctions, crossroads, the longest path (diameter) and\n"
             "its ends, the solution and the branches off it, straight runs, dead-end branch\n"
             "lengths and how hard the solution is to find (docs/algorithms.md, \"Difficulty\").\n"
             "Lengths are in moves. Off rect (a cells file) cell C is the point C,0 and\n"
             "straight runs are not counted. A block map is read as the wall maze whose\n"
             "block grid it is, or else as its open cells, 4-connected (the \"read as\" line).",
    .opts = stats_opts,
    .max_files = 1,
};

static void print_hist_text(const maze_stats *s)
{
    fputs("branch lengths   ", stdout);
    int any = 0;
    for (int k = 0; k < MAZE_STATS_BUCKETS; k++) {
        if (!s->branch_hist[k]) continue;
        unsigned long long lo = 1ull << k, hi = (2ull << k) - 1;
        if (lo == hi) printf("%s%llu: %llu", any ? ", " : "", lo, (unsigned long long)s->branch_hist[k]);
        else printf("%s%llu-%llu: %llu", any ? ", " : "", lo, hi, (unsigned long long)s->branch_hist[k]);
        any = 1;
    }
    puts(any ? "" : "none");
}

static void print_difficulty_text(const maze_difficulty *d)
{
    if (!d->found) return;
    printf("difficulty       %.2f: %llu decisions on the solution, %llu turns, the solution %.1f%% of the cells\n",
           d->score, (unsigned long long)d->decisions, (unsigned long long)d->turns, 100 * d->solution_share);
    printf("wrong ways       %llu cells with %llu dead ends before the goal, at most %llu off one cell\n",
           (unsigned long long)d->branch_cells, (unsigned long long)d->branch_dead_ends,
           (unsigned long long)d->longest_wrong);
    printf("random walker    %.1f dead ends met, %.1f moves (expected)\n", d->expected_dead_ends, d->expected_moves);
}

/* The topology and size of a maze other than rect ("polar", "4 rings"), for
 * the report; topo NULL for rect. */
typedef struct shape_text {
    const char *topo;
    char size[64];
} shape_text;

static void shape_of(const maze *m, shape_text *out)
{
    maze_shape sh;
    out->topo = NULL;
    if (cli_maze_rect(m) || maze_shape_get(m, &sh)) return;
    out->topo = sh.topology;
    if (sh.rings) snprintf(out->size, sizeof out->size, "%d rings", sh.rings);
    else if (sh.levels) snprintf(out->size, sizeof out->size, "%d x %d x %d", sh.width, sh.height, sh.levels);
    else snprintf(out->size, sizeof out->size, "%d x %d", sh.width, sh.height);
}

static void print_text(const maze_stats *s, const maze_difficulty *d, const char *read_as, const shape_text *sh)
{
    if (sh->topo) printf("topology         %s\nsize             %s\n", sh->topo, sh->size);
    else printf("size             %d x %d\n", s->width, s->height);
    if (strcmp(read_as, "blocks") == 0) puts("read as          the wall maze whose block grid the map is");
    if (strcmp(read_as, "cells") == 0) puts("read as          the map's open cells, 4-connected");
    printf("cells            %llu\n", (unsigned long long)s->cells);
    printf("passages         %llu\n", (unsigned long long)s->passages);
    printf("perfect          %s\n", s->perfect ? "yes" : "no");
    printf("components       %llu\n", (unsigned long long)s->components);
    printf("loops            %llu\n", (unsigned long long)s->loops);
    printf("dead ends        %llu (%.2f%%)\n", (unsigned long long)s->dead_ends, s->dead_end_percent);
    printf("corridor cells   %llu\n", (unsigned long long)s->corridors);
    printf("junctions        %llu\n", (unsigned long long)s->junctions);
    printf("crossroads       %llu\n", (unsigned long long)s->crossroads);
    printf("isolated cells   %llu\n", (unsigned long long)s->isolated);
    if (sh->topo && strcmp(sh->topo, "weave") == 0) printf("crossings        %llu\n", (unsigned long long)s->crossings);
    printf("diameter         %llu moves, (%d,%d) to (%d,%d)%s\n", (unsigned long long)s->diameter, s->diameter_ax,
           s->diameter_ay, s->diameter_bx, s->diameter_by, s->diameter_exact ? "" : " (a lower bound)");
    if (s->solution_found)
        printf("solution         %llu moves from (%d,%d) to (%d,%d), %llu branches off it\n",
               (unsigned long long)s->solution_moves, s->sx, s->sy, s->gx, s->gy,
               (unsigned long long)s->solution_branches);
    else printf("solution         none from (%d,%d) to (%d,%d)\n", s->sx, s->sy, s->gx, s->gy);
    printf("straight runs    %llu, mean %.3f moves\n", (unsigned long long)s->runs, s->mean_run);
    printf("dead-end branches %llu, mean %.3f moves, longest %llu\n", (unsigned long long)s->branches,
           s->mean_branch, (unsigned long long)s->longest_branch);
    print_hist_text(s);
    print_difficulty_text(d);
}

#define U(v) ((unsigned long long)(v))

static void print_json(const maze_stats *s, const maze_difficulty *d, const char *read_as, const shape_text *sh)
{
    printf("{\"read_as\":\"%s\",", read_as);
    if (sh->topo) printf("\"topology\":\"%s\",\"size\":\"%s\",", sh->topo, sh->size);
    printf("\"width\":%d,\"height\":%d,\"cells\":%llu,\"passages\":%llu,\"perfect\":%s,\"components\":%llu,"
           "\"loops\":%llu,\"dead_ends\":%llu,\"dead_end_percent\":%.4f,\"corridors\":%llu,\"junctions\":%llu,"
           "\"crossroads\":%llu,\"isolated\":%llu,",
           s->width, s->height, U(s->cells), U(s->passages), s->perfect ? "true" : "false", U(s->components),
           U(s->loops), U(s->dead_ends), s->dead_end_percent, U(s->corridors), U(s->junctions), U(s->crossroads),
           U(s->isolated));
    if (sh->topo && strcmp(sh->topo, "weave") == 0) printf("\"crossings\":%llu,", U(s->crossings));
    printf("\"diameter\":{\"moves\":%llu,\"exact\":%s,\"from\":[%d,%d],\"to\":[%d,%d]},", U(s->diameter),
           s->diameter_exact ? "true" : "false", s->diameter_ax, s->diameter_ay, s->diameter_bx, s->diameter_by);
    printf("\"solution\":{\"from\":[%d,%d],\"to\":[%d,%d],\"found\":%s", s->sx, s->sy, s->gx, s->gy,
           s->solution_found ? "true" : "false");
    if (s->solution_found) printf(",\"moves\":%llu,\"branches\":%llu", U(s->solution_moves), U(s->solution_branches));
    printf("},\"runs\":%llu,\"mean_run\":%.4f,\"branches\":%llu,\"mean_branch\":%.4f,\"longest_branch\":%llu,"
           "\"branch_histogram\":[",
           U(s->runs), s->mean_run, U(s->branches), s->mean_branch, U(s->longest_branch));
    int any = 0;
    for (int k = 0; k < MAZE_STATS_BUCKETS; k++)
        if (s->branch_hist[k]) {
            printf("%s{\"min\":%llu,\"max\":%llu,\"count\":%llu}", any ? "," : "", 1ull << k, (2ull << k) - 1,
                   U(s->branch_hist[k]));
            any = 1;
        }
    printf("]");
    if (d->found)
        printf(",\"difficulty\":{\"score\":%.4f,\"decisions\":%llu,\"turns\":%llu,\"solution_share\":%.4f,"
               "\"branch_cells\":%llu,\"branch_dead_ends\":%llu,\"longest_wrong\":%llu,"
               "\"expected_dead_ends\":%.4f,\"expected_moves\":%.4f}",
               d->score, U(d->decisions), U(d->turns), d->solution_share, U(d->branch_cells),
               U(d->branch_dead_ends), U(d->longest_wrong), d->expected_dead_ends, d->expected_moves);
    puts("}");
}

int cmd_stats(int argc, char **argv)
{
    stats_args a = {0};
    cli_core_init(&a.c, stats_spec.name, 0);
    const char *files[1];
    size_t nfiles;
    int st = cli_parse(&stats_spec, argc, argv, &a, files, &nfiles);
    if (st >= 0) return st;
    if ((st = cli_ends_check(&a.c))) return st;
    const char *file = nfiles ? files[0] : "-";
    maze_doc doc;
    if ((st = cli_load(&a.c, file, &doc))) return st;
    const char *read_as = "maze";
    if (!doc.maze && (st = cli_map_as_maze(file, &doc, &read_as))) return st;
    int32_t xy[4];
    maze_stats s;
    st = cli_ends_pick(&a.c, doc.maze, NULL, &doc, 1, xy);
    if (st) {
        maze_doc_clear(&doc);
        return cli_ends_fail(&a.c, file, st, EXIT_INPUT);
    }
    maze_difficulty d;
    shape_text sh;
    shape_of(doc.maze, &sh);
    st = maze_stats_compute(doc.maze, xy[0], xy[1], xy[2], xy[3], &s);
    if (!st) st = maze_difficulty_compute(doc.maze, xy[0], xy[1], xy[2], xy[3], &d);
    maze_doc_clear(&doc);
    if (st == MAZE_ERANGE)
        return cli_error(EXIT_USAGE, "stats: start (%d,%d) or goal (%d,%d) is not a cell of the maze", xy[0], xy[1],
                         xy[2], xy[3]);
    if (st) return cli_fail(file, st);
    if (a.json) print_json(&s, &d, read_as, &sh);
    else print_text(&s, &d, read_as, &sh);
    return fflush(stdout) ? cli_write_failed("stats", "<stdout>", MAZE_EIO) : EXIT_OK_;
}
