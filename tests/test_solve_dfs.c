/* test_solve_dfs.c - the dfs solver replays the Perl article's DEBUG trace
 * (its map rebuilt from the trace: 12 x 8, border '*', obstacles at the cells
 * the trace bumps into) and returns its path; events and cancellation. */
#include "testlib.h"
#include "maze.h"

#include <string.h>

typedef struct trace {
    char text[4096];
    size_t len;
    int depth;
    int cancel_after;
    int events;
} trace;

static void add(trace *t, const char *fmt, int a, int b, int c)
{
    int n = snprintf(t->text + t->len, sizeof t->text - t->len, fmt, a, b, c);
    if (n > 0 && t->len + (size_t)n < sizeof t->text) t->len += (size_t)n;
}

/* Prints the events as the Perl program's DEBUG lines (without the HASH
 * addresses): a VISIT is "path[i]" then the cell, a FRONTIER a turn to
 * direction 2..4 ("step:i direct:d") then the cell it tries. */
static int on_event(void *ud, const maze_event *ev)
{
    trace *t = ud;
    t->events++;
    if (t->cancel_after && t->events >= t->cancel_after) return 1;
    if (ev->kind == MAZE_EV_VISIT) {
        add(t, "path:%d\n (y,x):(%d,%d)\n", t->depth, ev->y, ev->x);
        t->depth++;
    } else if (ev->kind == MAZE_EV_FRONTIER) {
        int dx = ev->x2 - ev->x, dy = ev->y2 - ev->y;
        int d = dy < 0 ? 1 : dx < 0 ? 2 : dy > 0 ? 3 : 4;
        add(t, " step:%d p_step->{direct}:%d\n", t->depth - 1, d, 0);
        add(t, " (y,x):(%d,%d)\n", ev->y2, ev->x2, 0);
    } else if (ev->kind == MAZE_EV_BACKTRACK) {
        t->depth--;
    }
    return 0;
}

/* The run printed in the article, HASH(...) addresses dropped. */
static const char *perl_trace =
    "path:0\n (y,x):(1,5)\n step:0 p_step->{direct}:2\n (y,x):(1,4)\n step:0 p_step->{direct}:3\n (y,x):(2,5)\n"
    "path:1\n (y,x):(2,5)\n step:1 p_step->{direct}:2\n (y,x):(2,4)\n"
    "path:2\n (y,x):(2,4)\n step:2 p_step->{direct}:2\n (y,x):(2,3)\n step:2 p_step->{direct}:3\n (y,x):(3,4)\n"
    "path:3\n (y,x):(3,4)\n step:3 p_step->{direct}:2\n (y,x):(3,3)\n step:3 p_step->{direct}:3\n (y,x):(4,4)\n"
    "path:4\n (y,x):(4,4)\n step:4 p_step->{direct}:2\n (y,x):(4,3)\n"
    "path:5\n (y,x):(4,3)\n step:5 p_step->{direct}:2\n (y,x):(4,2)\n"
    "path:6\n (y,x):(4,2)\n step:6 p_step->{direct}:2\n (y,x):(4,1)\n"
    "path:7\n (y,x):(4,1)\n"
    "path:8\n (y,x):(3,1)\n";

static maze_map *perl_map(void)
{
    maze_map *map;
    if (maze_map_create(&map, 12, 8, NULL)) return NULL;
    for (int32_t y = 0; y < 8; y++)
        for (int32_t x = 0; x < 12; x++)
            if (y == 0 || y == 7 || x == 0 || x == 11) maze_map_set(map, x, y, '*');
    const int32_t obstacles[][2] = {{4, 1}, {3, 2}, {3, 3}, {2, 3}}; /* (x, y) */
    for (size_t i = 0; i < 4; i++) maze_map_set(map, obstacles[i][0], obstacles[i][1], '#');
    return map;
}

static void test_perl_trace(void)
{
    maze_map *map = perl_map();
    maze_graph *g;
    maze_search *s;
    CHECK_EQ(maze_graph_from_map(&g, map, 4, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    trace t = {0};
    maze_solve_opts o;
    maze_solve_opts_init(&o);
    o.step = on_event;
    o.step_ud = &t;
    maze_result r;
    const maze_solver *dfs = maze_solver_find("dfs");
    CHECK(dfs != NULL && !(dfs->flags & MAZE_SOLVER_OPTIMAL));
    /* goal (1,1): up from (3,1) twice, right after the article's last line */
    CHECK_EQ(maze_solve(s, dfs, 5, 1, 1, 1, &o, &r), MAZE_OK);
    CHECK(strncmp(t.text, perl_trace, strlen(perl_trace)) == 0);
    if (strncmp(t.text, perl_trace, strlen(perl_trace))) fprintf(stderr, "trace:\n%s", t.text);
    const uint32_t want[] = {17, 29, 28, 40, 52, 51, 50, 49, 37, 25, 13}; /* y*12+x */
    CHECK_EQ(r.found, 1);
    CHECK_EQ(r.length, 11);
    CHECK(r.length == 11 && memcmp(r.path, want, sizeof want) == 0);
    CHECK(r.cost == 10.0);
    CHECK_EQ(r.expanded, 11);
    /* a callback that stops the search */
    trace t2 = {0};
    t2.cancel_after = 5;
    o.step_ud = &t2;
    CHECK_EQ(maze_solve(s, dfs, 5, 1, 1, 1, &o, &r), MAZE_ECANCELLED);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_map_destroy(map);
}

static int count_kinds(void *ud, const maze_event *ev)
{
    ((int *)ud)[ev->kind]++;
    return 0;
}

/* Dead ends are marked and left: in a closed room the goal outside is not
 * found, every open cell is entered once and backtracked once. */
static void test_dead_ends(void)
{
    maze_map *map = perl_map();
    for (int32_t y = 1; y < 7; y++) maze_map_set(map, 6, y, '#');
    maze_graph *g;
    maze_search *s;
    CHECK_EQ(maze_graph_from_map(&g, map, 4, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    int counts[7] = {0};
    maze_solve_opts o;
    maze_solve_opts_init(&o);
    o.step = count_kinds;
    o.step_ud = counts;
    maze_result r;
    for (int pass = 0; pass < 2; pass++) { /* twice: the context is reused */
        CHECK_EQ(maze_solve(s, maze_solver_find("dfs"), 5, 1, 9, 5, &o, &r), MAZE_OK);
        CHECK_EQ(r.found, 0);
        CHECK(r.path == NULL && r.length == 0);
        CHECK_EQ(r.expanded, 5 * 6 - 4); /* the open cells left of the wall */
    }
    CHECK_EQ(counts[MAZE_EV_VISIT], 2 * 26);
    CHECK_EQ(counts[MAZE_EV_BACKTRACK], 2 * 26);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_map_destroy(map);
}

int main(void)
{
    test_perl_trace();
    test_dead_ends();
    return check_done();
}
