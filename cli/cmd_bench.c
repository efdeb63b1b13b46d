/* cmd_bench.c - `maze bench`: runs every query of Moving AI scenario files on
 * their maps (8-connected, one graph per map, one search context per thread),
 * checks each cost against the file and reports time and expansions. */
#include "cli.h"
#include "io.h"
#include "solver.h"

#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_THREADS 256
/* Rows of one .scen the command takes by default (--max-rows). */
#define DEFAULT_MAX_ROWS 1000000
/* What a row costs in memory, all told: its bytes of the file (about 40; the
 * buffer grows by doubling), the parsed query (64), and the command's own
 * per-row records (outcome 32, group key 16, time 8). Said in --help. */
#define BYTES_PER_ROW 200

typedef struct bench_opts {
    const maze_solver *solver;
    maze_solve_opts solve;
    double bound;         /* cost bound: 1, or W for a bounded solver */
    long threads;
    int json;
    int rows;             /* --rows: a line per query (with --json: a "rows" list a file) */
    int csv;              /* --csv: the rows as one CSV table, the summaries on stderr */
    const char *map_path; /* --map: every row uses this map */
    const char *prepared; /* --prepared: a file of maze prepare, searched with instead of the solver */
    uint64_t max_cells;
    uint64_t max_rows;    /* --max-rows: rows a .scen may have */
    int moves;            /* --moves: 8 (the file's optima), or 4 (each row's optimum from a Dijkstra map) */
    int cost_only;        /* --cost-only: searches that list no cells (maze_search_cost_only) */
} bench_opts;

/* What one query gave. */
typedef struct outcome {
    int status;
    int found;
    double cost, us;
    double optimal;       /* --moves 4: the row's optimum by a Dijkstra map (INFINITY: none) */
    uint64_t expanded;
} outcome;

/* Per-file figures. */
typedef struct summary {
    size_t queries, mismatches;
    double mean_us, median_us, mean_expanded;
    char *rows_json;      /* --json --rows: the file's "rows" list, malloced */
} summary;

/* A row and the map file it runs on: sorted by map, the rows of each map
 * are a run, so a map is read once however many names say it. */
typedef struct row_key {
    const char *map;      /* the column's file name (directories dropped), or "" with --map */
    size_t row;           /* index into the scenario */
} row_key;

/* The queries of one file that use one map, shared by the worker threads. */
typedef struct job {
    const bench_opts *o;
    const maze_graph *g;
    const maze_scen *sc;
    const maze_prepared *prep; /* --prepared: the map's prepared table */
    const row_key *rows;  /* the map's rows */
    size_t count;
    outcome *out;         /* indexed like sc */
    atomic_size_t next;
} job;

/* bench's command line. */
typedef struct bench_args {
    const char *algo;             /* -a */
    int threads;                  /* -j */
    int json, rows, csv;          /* --json, --rows, --csv */
    const char *map_path;         /* --map */
    const char *prepared;         /* --prepared */
    double weight;                /* --weight (0: the solver's default) */
    int heuristic;                /* --heuristic */
    unsigned long long max_cells; /* --max-cells (0: the default) */
    unsigned long long max_rows;  /* --max-rows */
    int moves;                    /* --moves (0: 8) */
    int cost_only;                /* --cost-only */
} bench_args;

static const cli_choice moves_words[] = {{"4", 4}, {"8", 8}, {NULL, 0}};

static const cli_opt bench_opts_table[] = {
    CLI_STR('a', "algo", "ALGO", "solver (default astar; see 'maze list')", bench_args, algo),
    CLI_INT('j', "threads", "THREADS", "worker threads (default 1)", bench_args, threads, 1, MAX_THREADS,
            .attached = 1, .msg = "-j takes %r"),
    CLI_FLAG(0, "json", "one JSON object instead of text lines", bench_args, json),
    CLI_FLAG(0, "rows", "also a line per query: file:line, cost, optimal, expanded, us (with --json: each\n"
             "file's \"rows\", a list of {line, bucket, start, goal, optimal, cost, match, expanded, us})", bench_args, rows),
    CLI_FLAG(0, "csv", "print the rows as one CSV table instead (a header line, then file, line, bucket,\n"
             "start_x, start_y, goal_x, goal_y, optimal, cost, match, expanded, us a query), the summaries on stderr",
             bench_args, csv),
    CLI_STR(0, "map", "FILE", "the .map every row refers to", bench_args, map_path),
    CLI_STR(0, "prepared", "FILE", "search with this file of 'maze prepare' (JPS+) instead of -a; it must\n"
            "be the map's own (a file for another map is refused)", bench_args, prepared),
    CLI_DOUBLE(0, "weight", "W", "weight of weighted-astar (default 2)", bench_args, weight, 1, 1e9,
               .msg = "--weight takes %r"),
    CLI_CHOICE(0, "heuristic", "NAME", "manhattan|octile|euclidean|chebyshev|zero (default octile)", bench_args,
               heuristic, cli_heuristic_words, .msg = "unknown heuristic '%v'"),
    CLI_CHOICE(0, "moves", "4|8", "8 (default: the file's optima) or 4: 4-connected searches, each row's optimum\n"
               "then from a Dijkstra map of its start (the file's are 8-connected)", bench_args, moves, moves_words,
               .msg = "--moves takes 4 or 8"),
    CLI_FLAG(0, "cost-only", "searches that stop at the goal's cost and list no cells (maze_search_cost_only):\n"
             "us is then the search alone, without the listing of the path", bench_args, cost_only),
    CLI_U64(0, "max-cells", "N", "largest map accepted (default 100000000)", bench_args, max_cells, 1, ULLONG_MAX,
            .msg = "%n takes a positive count"),
    CLI_U64(0, "max-rows", "N", "rows a scenario file may have (default 1000000; a row takes\nabout 200 bytes "
            "of memory, file and results included)", bench_args, max_rows, 1, ULLONG_MAX, .msg = "%n takes a positive count"),
    CLI_OPT_END,
};

static const cli_spec bench_spec = {
    .name = "bench",
    .usage = "[-a ALGO] [-j THREADS] [--json] [--rows] [--csv] [--map FILE] [--prepared FILE]\n"
             "                  [--weight W] [--heuristic NAME] [--moves 4|8] [--cost-only] [--max-cells N] [--max-rows N] SCEN...",
    .about = "Runs every query of each Moving AI scenario file (.scen) on its map, 8-connected\n"
             "(diagonals cost sqrt 2, no corner cutting), and checks each cost against the\n"
             "file's optimum (within 1e-4 relative, 0.01 for lengths given to 2 decimals; a\n"
             "bounded solver such as weighted-astar must stay within W x optimal; an any-angle\n"
             "solver such as theta at most the optimum). With --moves 4 the searches are\n"
             "4-connected and each row is held to its own optimum from a Dijkstra map of its\n"
             "start (maze_search_distances), not to the file's 8-connected one.\n"
             "The map is found by file name next to the scenario file, or given by --map.\n"
             "Prints per file: queries, mismatches, mean and median microseconds per query,\n"
             "mean nodes expanded. -j splits the queries over threads (same results).\n"
             "With --prepared FILE (made by 'maze prepare') the queries are searched with its\n"
             "JPS+ table, the \"algo\" of --json then being \"prepared\".\n"
             "Each query's time covers the library's call whole: the search and the listing\n"
             "of every cell of the path; with --cost-only the searches list no cells, so it\n"
             "covers the search alone (the summary then ends cost_only=1).",
    .opts = bench_opts_table,
    .max_files = SIZE_MAX,
    .notes = "exit status: 0 all costs match, 1 a mismatch, 2 usage, 3 malformed or unreadable\n"
             "file (the message names file and line), 4 too large or out of memory.\n",
};

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

/* A worker: its own search context, queries taken from the shared counter. */
static void *worker(void *arg)
{
    job *jb = arg;
    maze_search *s = NULL;
    int st = maze_search_create(&s, jb->g, NULL);
    if (!st && jb->o->cost_only) st = maze_search_cost_only(s, 1);
    double *dist = NULL; /* --moves 4: a Dijkstra map, the rows' optima */
    if (!st && jb->o->moves == 4) {
        size_t cells = (size_t)maze_graph_width(jb->g) * (size_t)maze_graph_height(jb->g);
        if (!(dist = malloc(cells * sizeof *dist))) st = MAZE_ENOMEM;
    }
    for (size_t k; (k = atomic_fetch_add(&jb->next, 1)) < jb->count;) {
        size_t i = jb->rows[k].row;
        const maze_scen_query *q = maze_scen_at(jb->sc, i);
        outcome *oc = &jb->out[i];
        if (st) {
            oc->status = st;
            continue;
        }
        maze_result r;
        double t0 = now_us();
        oc->status = jb->prep ? maze_prepared_solve(s, jb->prep, q->sx, q->sy, q->gx, q->gy, &r)
                              : maze_solve(s, jb->o->solver, q->sx, q->sy, q->gx, q->gy, &jb->o->solve, &r);
        oc->us = now_us() - t0;
        oc->found = r.found;
        oc->cost = r.cost;
        oc->expanded = r.expanded;
        if (dist && !oc->status && !(oc->status = maze_search_distances(s, q->sx, q->sy, dist)))
            oc->optimal = dist[(size_t)q->gy * (size_t)maze_graph_width(jb->g) + (size_t)q->gx];
    }
    free(dist);
    maze_search_destroy(s);
    return NULL;
}

/* Runs the job on o->threads threads (the calling one among them). */
static void run_job(job *jb)
{
    pthread_t tid[MAX_THREADS];
    long started = 0;
    atomic_init(&jb->next, 0);
    for (long t = 1; t < jb->o->threads && (size_t)t < jb->count; t++, started++)
        if (pthread_create(&tid[started], NULL, worker, jb) != 0) break;
    worker(jb);
    for (long t = 0; t < started; t++) pthread_join(tid[t], NULL);
}

/* The file name of a map column: what follows its last '/' or '\\'. */
static const char *column_base(const char *column)
{
    const char *base = column;
    for (const char *p = column; *p; p++)
        if (*p == '/' || *p == '\\') base = p + 1;
    return base;
}

/* The map file a row names: --map, or the row's file name (any directories
 * dropped) next to the scenario file. malloc'd. */
static char *map_path_for(const bench_opts *o, const char *scen_path, const char *column)
{
    if (o->map_path) return strdup(o->map_path);
    const char *base = column_base(column);
    const char *slash = strrchr(scen_path, '/');
    size_t dir = slash ? (size_t)(slash - scen_path) + 1 : 0;
    char *path = malloc(dir + strlen(base) + 1);
    if (!path) return NULL;
    memcpy(path, scen_path, dir);
    strcpy(path + dir, base);
    return path;
}

/* Counts rows (lines with something other than blanks) in s[0..n), carrying
 * the state of a line cut by the end of a chunk in *content. */
static uint64_t count_rows(const char *s, size_t n, int *content)
{
    uint64_t rows = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\n') {
            rows += (uint64_t)*content;
            *content = 0;
        } else if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r') {
            *content = 1;
        }
    }
    return rows;
}

/* Reads a .scen whole ("-": stdin), but stops as soon as it has more than
 * max rows after the version line, so a file of any number of rows costs at
 * most what max rows do. 0, or an exit status after a message. */
static int read_scen_file(const char *path, uint64_t max, char **data, size_t *len)
{
    int is_stdin = strcmp(path, "-") == 0;
    FILE *f = is_stdin ? stdin : fopen(path, "rb");
    if (!f) return cli_error(errno == ENOMEM ? EXIT_TOOBIG : EXIT_INPUT, "%s: %s", path, strerror(errno));
    if (is_stdin) path = "<stdin>";
    char *buf = NULL;
    size_t cap = 0, n = 0;
    uint64_t rows = 0;
    int content = 0, rc = 0;
    for (;;) {
        if (n + 1 >= cap) {
            size_t nc = cap ? cap * 2 : (size_t)1 << 16;
            char *nb = nc > cap ? realloc(buf, nc) : NULL;
            if (!nb) {
                rc = cli_error(EXIT_TOOBIG, "%s: out of memory reading the file", path);
                break;
            }
            buf = nb, cap = nc;
        }
        size_t got = fread(buf + n, 1, cap - 1 - n, f);
        rows += count_rows(buf + n, got, &content);
        n += got;
        if (rows + (uint64_t)content > max + 1) { /* the version line is not a row */
            rc = cli_error(EXIT_TOOBIG, "%s: more than %llu rows (--max-rows N raises the limit; a row takes about %d "
                           "bytes)", path, (unsigned long long)max, BYTES_PER_ROW);
            break;
        }
        if (got == 0) break;
    }
    if (!rc && ferror(f)) rc = cli_error(EXIT_INPUT, "%s: read error", path);
    if (f != stdin) fclose(f);
    if (rc || !buf) { /* !buf only with rc set: the first allocation failed */
        free(buf);
        return rc ? rc : EXIT_TOOBIG;
    }
    buf[n] = 0;
    *data = buf;
    *len = n;
    return 0;
}

static int load_scen(const bench_opts *o, const char *path, maze_scen **sc)
{
    char *data = NULL;
    size_t len = 0;
    int rc = read_scen_file(path, o->max_rows, &data, &len);
    if (rc) return rc;
    maze_error_info err = {0, ""};
    int st = maze_scen_read(sc, data, len, NULL, &err);
    free(data);
    if (st == MAZE_EFORMAT) return cli_error_msg(EXIT_INPUT, err.message, "%s:%ld", path, err.line);
    return st ? cli_fail(path, st) : 0;
}

static int cmp_key(const void *a, const void *b)
{
    const row_key *x = a, *y = b;
    if (x->map != y->map) { /* rows of one name share its string: most compare equal here */
        int c = strcmp(x->map, y->map);
        if (c) return c;
    }
    return (x->row > y->row) - (x->row < y->row);
}

/* Every row with the file its map is read from, sorted by that file (then
 * by row): O(rows log rows) whatever the number of names. */
static void sort_rows(const bench_opts *o, const maze_scen *sc, row_key *keys)
{
    size_t n = maze_scen_count(sc);
    const char *prev = NULL, *base = "";
    for (size_t i = 0; i < n; i++) {
        const char *col = maze_scen_at(sc, i)->map;
        if (!o->map_path && col != prev) base = column_base(col); /* one scan per run of a name */
        prev = col;
        keys[i].map = base;
        keys[i].row = i;
    }
    qsort(keys, n, sizeof *keys, cmp_key);
}

/* --prepared: the file read for graph g, checked against it. 0, or an exit
 * status after a message naming the file. */
static int load_prepared(const bench_opts *o, const maze_graph *g, maze_prepared **p)
{
    char *data;
    size_t len;
    int rc = cli_read_file(o->prepared, &data, &len);
    if (rc) return rc;
    maze_error_info err = {0, ""};
    int st = maze_prepared_read(p, g, data, len, NULL, &err);
    free(data);
    if (st == MAZE_ENOMEM) return cli_fail(o->prepared, st);
    if (st) return cli_error_msg(EXIT_INPUT, err.message[0] ? err.message : maze_strerror(st), "%s", o->prepared);
    return 0;
}

/* Checks the rows against their map, builds its graph and runs them. */
static int run_map(const bench_opts *o, const char *scen_path, const maze_scen *sc, const row_key *rows,
                   size_t n, outcome *out)
{
    char *path = map_path_for(o, scen_path, maze_scen_at(sc, rows[0].row)->map);
    if (!path) return cli_error(EXIT_TOOBIG, "out of memory");
    maze_map *map = NULL;
    maze_graph *g = NULL;
    int rc = cli_load_movingai(path, o->max_cells, &map);
    for (size_t k = 0; !rc && k < n; k++) {
        maze_error_info err = {0, ""};
        if (maze_scen_query_check(maze_scen_at(sc, rows[k].row), map, &err))
            rc = cli_error_msg(EXIT_INPUT, err.message, "%s:%ld: map %s", scen_path, err.line, path);
    }
    int st = rc ? MAZE_OK : maze_graph_from_map(&g, map, o->moves, NULL);
    if (st) rc = cli_fail(path, st);
    maze_prepared *prep = NULL;
    if (!rc && o->prepared) rc = load_prepared(o, g, &prep);
    if (!rc) {
        job jb = {o, g, sc, prep, rows, n, out, 0};
        run_job(&jb);
    }
    maze_prepared_destroy(prep);
    maze_graph_destroy(g);
    maze_map_destroy(map);
    free(path);
    return rc;
}

/* The row's optimum: the file's, or with --moves 4 the Dijkstra map's. */
static double row_optimal(const bench_opts *o, const maze_scen_query *q, const outcome *oc)
{
    return o->moves == 4 ? oc->optimal : q->optimal;
}

/* Whether a row's answer holds: found with the file's optimum (within its
 * tolerance and the solver's bound), at most the optimum for an any-angle
 * solver; with --moves 4 the Dijkstra map's optimum (to rounding), or no
 * path where the map reaches none. */
static int row_ok(const bench_opts *o, const maze_scen_query *q, const outcome *oc)
{
    int any_angle = (o->solver->flags & MAZE_SOLVER_ANY_ANGLE) && !o->prepared;
    if (o->moves == 4) {
        double opt = oc->optimal, tol = 1e-9 * (1 + opt);
        if (!oc->found) return isinf(opt);
        return oc->cost <= opt * o->bound + tol && (any_angle || oc->cost >= opt - tol);
    }
    if (!oc->found) return 0;
    return maze_scen_cost_ok(q, oc->cost, o->bound) || (any_angle && oc->cost <= q->optimal);
}

/* The row's optimum as written: the file's digits, or 6 decimals (null in
 * JSON, -1 in text, empty in CSV where the Dijkstra map reaches no goal). */
static void print_optimal(FILE *f, const bench_opts *o, const maze_scen_query *q, const outcome *oc, const char *none)
{
    double opt = row_optimal(o, q, oc);
    if (isinf(opt)) fputs(none, f);
    else fprintf(f, "%.*f", o->moves == 4 ? 6 : q->decimals, opt);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Checks every outcome against the file and fills the summary; reports the
 * first few mismatches. Returns a solver failure's exit status, else 0. */
static int summarise(const bench_opts *o, const char *path, const maze_scen *sc, const outcome *out, summary *sm)
{
    size_t n = maze_scen_count(sc);
    double *us = malloc((n ? n : 1) * sizeof *us), total = 0, expanded = 0;
    if (!us) return cli_error(EXIT_TOOBIG, "out of memory");
    memset(sm, 0, sizeof *sm);
    sm->queries = n;
    for (size_t i = 0; i < n; i++) {
        const maze_scen_query *q = maze_scen_at(sc, i);
        if (out[i].status) {
            free(us);
            if (out[i].status == MAZE_EUNSUPPORTED)
                return cli_error(EXIT_USAGE, "solver '%s' cannot search %d-connected uniform-cost maps", o->solver->name,
                                 o->moves);
            return cli_error(cli_exit_for(out[i].status), "%s:%ld: %s", path, q->line, maze_strerror(out[i].status));
        }
        if (!row_ok(o, q, &out[i]) && sm->mismatches++ < 5) {
            cli_print(stderr, "maze: %s:%ld: mismatch: %s %.6f, optimal ", path, q->line,
                      out[i].found ? "cost" : "no path, expected", out[i].found ? out[i].cost : 0.0);
            print_optimal(stderr, o, q, &out[i], "none");
            fputs(o->moves == 4 ? " (4-connected, by a Dijkstra map)\n" : "\n", stderr);
        }
        us[i] = out[i].us;
        total += out[i].us;
        expanded += (double)out[i].expanded;
    }
    qsort(us, n, sizeof *us, cmp_double);
    if (n) {
        sm->mean_us = total / (double)n;
        sm->median_us = n % 2 ? us[n / 2] : (us[n / 2 - 1] + us[n / 2]) / 2;
        sm->mean_expanded = expanded / (double)n;
    }
    free(us);
    return 0;
}

/* --rows: what each query gave, in file order. */
static void print_rows(const bench_opts *o, const char *path, const maze_scen *sc, const outcome *out)
{
    for (size_t i = 0; i < maze_scen_count(sc); i++) {
        const maze_scen_query *q = maze_scen_at(sc, i);
        cli_print(stdout, "%s:%ld: cost=%.6f optimal=", path, q->line, out[i].found ? out[i].cost : -1.0);
        print_optimal(stdout, o, q, &out[i], "-1");
        printf(" expanded=%llu us=%.3f\n", (unsigned long long)out[i].expanded, out[i].us);
    }
}

/* Writes s as one CSV field: in double quotes, each '"' doubled, any byte
 * outside printable ASCII escaped as cli_print does. */
static void csv_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (const char *p = s; *p; p++) {
        if (*p == '"') fputc('"', f);
        cli_print(f, "%c", *p);
    }
    fputc('"', f);
}

/* --csv: the header, once before the first file. */
static void print_csv_header(void)
{
    puts("file,line,bucket,start_x,start_y,goal_x,goal_y,optimal,cost,match,expanded,us");
}

/* --csv: a line a query, in file order; cost empty where none was found. */
static void print_rows_csv(const bench_opts *o, const char *path, const maze_scen *sc, const outcome *out)
{
    for (size_t i = 0; i < maze_scen_count(sc); i++) {
        const maze_scen_query *q = maze_scen_at(sc, i);
        csv_string(stdout, path);
        printf(",%ld,%d,%d,%d,%d,%d,", q->line, q->bucket, q->sx, q->sy, q->gx, q->gy);
        print_optimal(stdout, o, q, &out[i], "");
        putchar(',');
        if (out[i].found) printf("%.6f", out[i].cost);
        printf(",%d,%llu,%.3f\n", row_ok(o, q, &out[i]), (unsigned long long)out[i].expanded, out[i].us);
    }
}

/* --json --rows: the file's rows as a JSON list into sm->rows_json. 0, or
 * EXIT_TOOBIG after a message. */
static int rows_json(const bench_opts *o, const maze_scen *sc, const outcome *out, summary *sm)
{
    size_t len;
    FILE *f = open_memstream(&sm->rows_json, &len);
    if (!f) return cli_error(EXIT_TOOBIG, "out of memory");
    for (size_t i = 0; i < maze_scen_count(sc); i++) {
        const maze_scen_query *q = maze_scen_at(sc, i);
        fprintf(f, "%s{\"line\":%ld,\"bucket\":%d,\"start\":[%d,%d],\"goal\":[%d,%d],\"optimal\":", i ? "," : "",
                q->line, q->bucket, q->sx, q->sy, q->gx, q->gy);
        print_optimal(f, o, q, &out[i], "null");
        fputs(",\"cost\":", f);
        if (out[i].found) fprintf(f, "%.6f", out[i].cost);
        else fputs("null", f);
        fprintf(f, ",\"match\":%s,\"expanded\":%llu,\"us\":%.3f}", row_ok(o, q, &out[i]) ? "true" : "false",
                (unsigned long long)out[i].expanded, out[i].us);
    }
    if (fclose(f) != 0) {
        free(sm->rows_json);
        sm->rows_json = NULL;
        return cli_error(EXIT_TOOBIG, "out of memory");
    }
    return 0;
}

/* One scenario file from start to summary. */
static int bench_file(const bench_opts *o, const char *path, summary *sm)
{
    maze_scen *sc = NULL;
    int rc = load_scen(o, path, &sc);
    if (rc) return rc;
    size_t n = maze_scen_count(sc);
    outcome *out = calloc(n ? n : 1, sizeof *out);
    row_key *keys = malloc((n ? n : 1) * sizeof *keys);
    if (!out || !keys) {
        free(out);
        free(keys);
        maze_scen_destroy(sc);
        return cli_error(EXIT_TOOBIG, "out of memory");
    }
    sort_rows(o, sc, keys);
    for (size_t i = 0, k; !rc && i < n; i += k) {
        for (k = 1; i + k < n && strcmp(keys[i + k].map, keys[i].map) == 0; k++) continue;
        rc = run_map(o, path, sc, keys + i, k, out);
    }
    if (!rc) rc = summarise(o, path, sc, out, sm);
    if (!rc && o->csv) print_rows_csv(o, path, sc, out);
    else if (!rc && o->rows && o->json) rc = rows_json(o, sc, out, sm);
    else if (!rc && o->rows) print_rows(o, path, sc, out);
    free(out);
    free(keys);
    maze_scen_destroy(sc);
    return rc;
}

static void print_summary(const bench_opts *o, const char *path, const summary *sm, int first)
{
    if (!o->json) {
        cli_print(o->csv ? stderr : stdout, "%s: queries=%zu mismatches=%zu mean_us=%.3f median_us=%.3f mean_expanded=%.1f%s%s\n",
                  path, sm->queries, sm->mismatches, sm->mean_us, sm->median_us, sm->mean_expanded,
                  o->moves == 4 ? " moves=4 optimal=dijkstra" : "", o->cost_only ? " cost_only=1" : "");
        return;
    }
    printf("%s\n    {\"file\":", first ? "" : ",");
    cli_json_string(stdout, path);
    printf(",\"queries\":%zu,\"mismatches\":%zu,\"mean_us\":%.3f,\"median_us\":%.3f,\"mean_expanded\":%.1f",
           sm->queries, sm->mismatches, sm->mean_us, sm->median_us, sm->mean_expanded);
    if (sm->rows_json) printf(",\"rows\":[%s]", sm->rows_json);
    putchar('}');
}

/* The command line into *o and files[0..*nfiles): -1 to go on, or an exit
 * status (after the help or a message). */
static int parse(bench_opts *o, int argc, char **argv, const char **files, size_t *nfiles)
{
    bench_args a = {.algo = "astar", .threads = 1, .max_rows = DEFAULT_MAX_ROWS};
    int st = cli_parse(&bench_spec, argc, argv, &a, files, nfiles);
    if (st >= 0) return st;
    if (!*nfiles) return cli_error(EXIT_USAGE, "bench: no scenario file (try 'maze bench --help')");
    if (a.csv && a.json) return cli_error(EXIT_USAGE, "bench: --csv and --json exclude each other");
    *o = (bench_opts){maze_solver_find(a.algo), {0}, 1, a.threads, a.json, a.rows || a.csv, a.csv, a.map_path,
                      a.prepared, a.max_cells, a.max_rows, a.moves ? a.moves : 8, a.cost_only};
    if (o->moves == 4 && a.prepared)
        return cli_error(EXIT_USAGE, "bench: --prepared searches 8-connected maps: not with --moves 4");
    if (!o->solver) return cli_error(EXIT_USAGE, "bench: unknown solver '%s' (see 'maze list')", a.algo);
    maze_solve_opts_init(&o->solve);
    o->solve.heuristic = a.heuristic;
    o->solve.weight = a.weight;
    if (o->solver->flags & MAZE_SOLVER_BOUNDED) o->bound = a.weight > 0 ? a.weight : 2;
    return -1;
}

/* Every file in turn, then the JSON object or the mismatch status. */
static int run(const bench_opts *o, const char **files, size_t nfiles)
{
    summary *sums = calloc(nfiles, sizeof *sums);
    if (!sums) return cli_error(EXIT_TOOBIG, "out of memory");
    size_t mismatches = 0;
    int rc = 0;
    if (o->csv) print_csv_header();
    for (size_t f = 0; !rc && f < nfiles; f++) {
        rc = bench_file(o, files[f], &sums[f]);
        if (!rc && !o->json) {
            print_summary(o, files[f], &sums[f], 0);
            fflush(o->csv ? stderr : stdout); /* long runs: show each file as it ends */
        }
        mismatches += sums[f].mismatches;
    }
    if (!rc && o->json) { /* printed whole or not at all */
        fputs("{\"algo\":", stdout);
        cli_json_string(stdout, o->prepared ? "prepared" : o->solver->name);
        printf(",\"threads\":%ld,", o->threads);
        if (o->moves == 4) printf("\"moves\":4,\"optimal\":\"dijkstra\","); /* the file's optima are 8-connected */
        if (o->cost_only) printf("\"cost_only\":true,");
        printf("\"files\":[");
        for (size_t f = 0; f < nfiles; f++) print_summary(o, files[f], &sums[f], f == 0);
        printf("\n  ],\"mismatches\":%zu}\n", mismatches);
    }
    for (size_t f = 0; f < nfiles; f++) free(sums[f].rows_json);
    free(sums);
    if (rc) return rc;
    if (fflush(stdout) || ferror(stdout)) return cli_error(EXIT_INPUT, "bench: write error: %s", strerror(errno));
    return mismatches ? EXIT_NOPATH : EXIT_OK_;
}

int cmd_bench(int argc, char **argv)
{
    bench_opts o = {0};
    const char **files = malloc((size_t)(argc > 0 ? argc : 1) * sizeof *files);
    if (!files) return cli_error(EXIT_TOOBIG, "out of memory");
    size_t nfiles;
    int rc = parse(&o, argc, argv, files, &nfiles);
    if (rc < 0) rc = run(&o, files, nfiles);
    free(files);
    return rc;
}
