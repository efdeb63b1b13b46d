/* cmd_stats.c - `maze stats [--json] [--from X,Y] [--to X,Y] [-i FORMAT] [FILE|-]`:
 * what kind of maze a file holds (maze_stats_compute), as text or one JSON
 * object. Lengths are in moves, as in `maze solve`. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

int cmd_stats(int argc, char **argv);

typedef struct {
    int json, has_from, has_to;
    int32_t fx, fy, tx, ty;
    const char *format, *file;
} stats_args;

static void usage(FILE *f)
{
    fputs("usage: maze stats [--json] [--from X,Y] [--to X,Y] [-i FORMAT] [FILE|-]\n\n"
          "Analyses a wall maze: cells, passages, perfect or not, loops, dead ends,\n"
          "corridors, junctions, crossroads, the longest path (diameter) and its ends,\n"
          "the solution and the branches off it, straight runs and dead-end branch\n"
          "lengths. Lengths are in moves.\n\n"
          "  --json        one JSON object instead of text\n"
          "  --from X,Y    start of the solution (default: the file's start mark, else the\n"
          "                first cell of the maze)\n"
          "  --to X,Y      goal (default: the file's goal mark, else the last cell)\n"
          "  -i FORMAT     input format (default: detected)\n",
          f);
}

static int parse(int argc, char **argv, stats_args *a)
{
    memset(a, 0, sizeof *a);
    a->file = "-";
    int files = 0;
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i];
        int more = i + 1 < argc;
        if (strcmp(o, "--json") == 0) a->json = 1;
        else if (strcmp(o, "--from") == 0 && more) {
            if (cli_parse_xy(argv[++i], &a->fx, &a->fy)) return cli_error(EXIT_USAGE, "stats: bad --from '%s'", argv[i]);
            a->has_from = 1;
        } else if (strcmp(o, "--to") == 0 && more) {
            if (cli_parse_xy(argv[++i], &a->tx, &a->ty)) return cli_error(EXIT_USAGE, "stats: bad --to '%s'", argv[i]);
            a->has_to = 1;
        } else if (strcmp(o, "-i") == 0 && more) a->format = argv[++i];
        else if (o[0] == '-' && o[1]) return cli_error(EXIT_USAGE, "stats: unknown or incomplete option '%s'", o);
        else if (files++) return cli_error(EXIT_USAGE, "stats: more than one file given");
        else a->file = o;
    }
    return 0;
}

/* The first (last) enabled cell in row order. */
static void end_cell(const maze *m, int last, int32_t *x, int32_t *y)
{
    int32_t w = maze_width(m), h = maze_height(m);
    for (int64_t k = 0; k < (int64_t)w * h; k++) {
        int64_t i = last ? (int64_t)w * h - 1 - k : k;
        if (maze_cell_enabled(m, (int32_t)(i % w), (int32_t)(i / w))) {
            *x = (int32_t)(i % w);
            *y = (int32_t)(i / w);
            return;
        }
    }
    *x = *y = 0;
}

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

static void print_text(const maze_stats *s)
{
    printf("size             %d x %d\n", s->width, s->height);
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
}

#define U(v) ((unsigned long long)(v))

static void print_json(const maze_stats *s)
{
    printf("{\"width\":%d,\"height\":%d,\"cells\":%llu,\"passages\":%llu,\"perfect\":%s,\"components\":%llu,"
           "\"loops\":%llu,\"dead_ends\":%llu,\"dead_end_percent\":%.4f,\"corridors\":%llu,\"junctions\":%llu,"
           "\"crossroads\":%llu,\"isolated\":%llu,",
           s->width, s->height, U(s->cells), U(s->passages), s->perfect ? "true" : "false", U(s->components),
           U(s->loops), U(s->dead_ends), s->dead_end_percent, U(s->corridors), U(s->junctions), U(s->crossroads),
           U(s->isolated));
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
    puts("]}");
}

/* Start and goal: the options, else the file's marks, else the first and
 * last cells. */
static void endpoints(const stats_args *a, const maze_doc *doc, int32_t xy[4])
{
    end_cell(doc->maze, 0, &xy[0], &xy[1]);
    end_cell(doc->maze, 1, &xy[2], &xy[3]);
    if (doc->has_start) xy[0] = doc->sx, xy[1] = doc->sy;
    if (doc->has_goal) xy[2] = doc->gx, xy[3] = doc->gy;
    if (a->has_from) xy[0] = a->fx, xy[1] = a->fy;
    if (a->has_to) xy[2] = a->tx, xy[3] = a->ty;
}

int cmd_stats(int argc, char **argv)
{
    if (argc > 1 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        usage(stdout);
        return EXIT_OK_;
    }
    stats_args a;
    int rc = parse(argc, argv, &a);
    if (rc) return rc;
    char *data;
    size_t len;
    if ((rc = cli_read_file(a.file, &data, &len))) return rc;
    maze_doc doc;
    maze_read_opts ro;
    maze_read_opts_init(&ro);
    ro.format = a.format;
    maze_error_info err = {0, ""};
    int st = maze_read(&doc, data, len, &ro, NULL, &err);
    free(data);
    if (st) {
        /* an unknown -i format is a usage error; anything else bad input */
        int code = st == MAZE_ENOTFOUND ? EXIT_USAGE : st == MAZE_ETOOBIG || st == MAZE_ENOMEM ? EXIT_TOOBIG : EXIT_INPUT;
        const char *msg = err.message[0] ? err.message : maze_strerror(st);
        if (err.line) return cli_error(code, "%s:%ld: %s", a.file, err.line, msg);
        return cli_error(code, "%s: %s", a.file, msg);
    }
    if (!doc.maze) {
        maze_doc_clear(&doc);
        return cli_error(EXIT_INPUT, "%s: stats needs a wall maze, not a block map", a.file);
    }
    int32_t xy[4];
    endpoints(&a, &doc, xy);
    maze_stats s;
    st = maze_stats_compute(doc.maze, xy[0], xy[1], xy[2], xy[3], &s);
    maze_doc_clear(&doc);
    if (st == MAZE_ERANGE)
        return cli_error(EXIT_USAGE, "stats: start (%d,%d) or goal (%d,%d) is not a cell of the maze", xy[0], xy[1],
                         xy[2], xy[3]);
    if (st) return cli_fail(a.file, st);
    if (a.json) print_json(&s);
    else print_text(&s);
    return fflush(stdout) ? cli_error(EXIT_INPUT, "stats: write error") : EXIT_OK_;
}
