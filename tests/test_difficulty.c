/* test_difficulty.c - maze_difficulty_compute on mazes worked out by hand,
 * its expected figures against a simulated random depth-first walker on
 * generated perfect mazes, and its refusals. */
#include "testlib.h"

static int near(double a, double b) { return fabs(a - b) < 1e-9; }

static void hand_worked(void)
{
    maze_difficulty d;
    /* A corridor: nothing to decide. */
    maze *m = tl_maze_from_passages(3, 1, "0 0 E 1 0 E");
    CHECK_EQ(maze_difficulty_compute(m, 0, 0, 2, 0, &d), MAZE_OK);
    CHECK(d.found && d.moves == 2 && d.cells == 3 && d.decisions == 0 && d.branch_cells == 0);
    CHECK(near(d.solution_share, 1) && near(d.score, 0) && near(d.expected_moves, 2) && d.turns == 0);
    maze_destroy(m);

    /* A T: the top row is the way, a one-cell stub hangs below its middle;
     * the walker takes the stub first half the time (2 moves more). */
    m = tl_maze_from_passages(3, 2, "0 0 E 1 0 E 1 0 S");
    CHECK_EQ(maze_difficulty_compute(m, 0, 0, 2, 0, &d), MAZE_OK);
    CHECK(d.found && d.moves == 2 && d.cells == 6 && d.decisions == 1);
    CHECK(d.branch_cells == 1 && d.branch_dead_ends == 1 && d.longest_wrong == 1);
    CHECK(near(d.expected_dead_ends, 0.5) && near(d.expected_moves, 3) && near(d.score, 1));
    CHECK(near(d.solution_share, 0.5)); /* the two cells below the ends are walled off */
    /* From the stub's end to the right: the middle has two ways on, and the
     * left cell hangs from it; the solution turns once. */
    CHECK_EQ(maze_difficulty_compute(m, 1, 1, 2, 0, &d), MAZE_OK);
    CHECK(d.moves == 2 && d.decisions == 1 && d.branch_cells == 1 && d.turns == 1);
    /* Branches off the goal are never walked: the goal in the middle. */
    CHECK_EQ(maze_difficulty_compute(m, 0, 0, 1, 0, &d), MAZE_OK);
    CHECK(d.moves == 1 && d.decisions == 0 && d.branch_cells == 0 && near(d.score, 0));
    /* Start and goal the same cell. */
    CHECK_EQ(maze_difficulty_compute(m, 1, 0, 1, 0, &d), MAZE_OK);
    CHECK(d.found && d.moves == 0 && d.decisions == 0);
    maze_destroy(m);

    /* A 3 x 3 comb: the way runs down the left column; two teeth of two
     * cells each hang from (0,0) and (0,1), so two decisions of 2 cells:
     * 2 * log2(3), 2 dead ends met half the time, 4 moves more. */
    m = tl_maze_from_passages(3, 3, "0 0 S 0 1 S 0 0 E 1 0 E 0 1 E 1 1 E 0 2 E 1 2 E");
    CHECK_EQ(maze_difficulty_compute(m, 0, 0, 0, 2, &d), MAZE_OK);
    CHECK(d.moves == 2 && d.decisions == 2 && d.branch_cells == 4 && d.branch_dead_ends == 2);
    CHECK(near(d.score, 2 * log2(3.0)) && near(d.expected_moves, 6) && near(d.expected_dead_ends, 1));
    CHECK(d.longest_wrong == 2);
    maze_destroy(m);
}

/* ---- the random depth-first walker, simulated ---- */

typedef struct walker {
    const maze *m;
    uint32_t goal;
    uint8_t *seen;
    uint64_t moves, dead_ends;
    maze_rng *rng;
} walker;

/* Walks from c (entered from `from`, or UINT32_MAX at the start) in a random
 * order of its ways on; returns 1 when the goal is found (the walk stops). */
static int wander(walker *w, uint32_t c, uint32_t from)
{
    w->seen[c] = 1;
    if (c == w->goal) return 1;
    unsigned open = maze_cell_open_sides(w->m, c);
    uint32_t ways[MAZE_MAX_SIDES];
    unsigned n = 0;
    for (unsigned s = 0; s < maze_cell_sides(w->m, c); s++) {
        if (!(open >> s & 1)) continue;
        int64_t nb = maze_cell_neighbor(w->m, c, s);
        if (nb >= 0 && (uint32_t)nb != from) ways[n++] = (uint32_t)nb;
    }
    if (n == 0 && from != UINT32_MAX) w->dead_ends++;
    for (unsigned i = n; i > 1; i--) { /* Fisher-Yates */
        unsigned j = (unsigned)maze_rng_below(w->rng, i);
        uint32_t t = ways[i - 1];
        ways[i - 1] = ways[j];
        ways[j] = t;
    }
    for (unsigned i = 0; i < n; i++) {
        w->moves++;
        if (wander(w, ways[i], c)) return 1;
        w->moves++; /* back out */
    }
    return 0;
}

/* On perfect mazes of two topologies the mean walk and the mean dead ends
 * met over many walks agree with the expected figures (within 5 standard
 * errors); a miscounted branch moves either well past that. */
static void against_walker(const char *topology, int32_t w, int32_t h, int32_t rings)
{
    maze_shape sh = {topology, w, h, 0, rings};
    maze *m;
    CHECK_EQ(maze_create_shape(&m, &sh, NULL), MAZE_OK);
    maze_rng rng;
    maze_rng_seed(&rng, 7);
    CHECK_EQ(maze_generate_into(m, maze_generator_find("wilson"), &rng, NULL), MAZE_OK);
    maze_stats st;
    CHECK_EQ(maze_stats_compute(m, -1, 0, 0, 0, &st), MAZE_OK);
    /* From the middle of the maze to one end of its longest path. */
    uint32_t start = (uint32_t)(maze_cell_total(m) / 2);
    int32_t sx = (int32_t)start, sy = 0;
    if (!topology) sx = (int32_t)(start % (uint32_t)w), sy = (int32_t)(start / (uint32_t)w);
    maze_difficulty d;
    CHECK_EQ(maze_difficulty_compute(m, sx, sy, st.diameter_bx, st.diameter_by, &d), MAZE_OK);
    CHECK(d.found && d.decisions > 0);
    uint32_t goal = topology ? (uint32_t)st.diameter_bx : (uint32_t)(st.diameter_by * w + st.diameter_bx);
    uint8_t *seen = calloc(maze_cell_total(m), 1);
    CHECK(seen != NULL);
    const int runs = 4000;
    double sum = 0, sum2 = 0, ends = 0, ends2 = 0;
    for (int r = 0; r < runs && seen; r++) {
        walker wk = {m, goal, seen, 0, 0, &rng};
        memset(seen, 0, maze_cell_total(m));
        CHECK(wander(&wk, start, UINT32_MAX));
        sum += (double)wk.moves, sum2 += (double)wk.moves * (double)wk.moves;
        ends += (double)wk.dead_ends, ends2 += (double)wk.dead_ends * (double)wk.dead_ends;
    }
    double mean = sum / runs, se = sqrt((sum2 / runs - mean * mean) / runs);
    double emean = ends / runs, ese = sqrt((ends2 / runs - emean * emean) / runs);
    if (fabs(mean - d.expected_moves) > 5 * se + 1e-9 || fabs(emean - d.expected_dead_ends) > 5 * ese + 1e-9)
        fprintf(stderr, "%s: walk %.2f (se %.2f) vs %.2f, dead ends %.2f (se %.2f) vs %.2f\n",
                topology ? topology : "rect", mean, se, d.expected_moves, emean, ese, d.expected_dead_ends);
    CHECK(fabs(mean - d.expected_moves) <= 5 * se + 1e-9);
    CHECK(fabs(emean - d.expected_dead_ends) <= 5 * ese + 1e-9);
    CHECK(near(d.expected_moves, (double)(d.moves + d.branch_cells)));
    /* every cell is on the solution, hangs before the goal or from it */
    CHECK(d.moves + 1 + d.branch_cells <= d.cells);
    free(seen);
    maze_destroy(m);
}

static void refusals(void)
{
    maze_difficulty d;
    maze *m = tl_maze_from_passages(3, 1, "0 0 E");
    CHECK_EQ(maze_difficulty_compute(NULL, 0, 0, 1, 0, &d), MAZE_EINVAL);
    CHECK_EQ(maze_difficulty_compute(m, 0, 0, 1, 0, NULL), MAZE_EINVAL);
    CHECK_EQ(maze_difficulty_compute(m, 3, 0, 1, 0, &d), MAZE_ERANGE);
    CHECK_EQ(maze_difficulty_compute(m, 0, 0, 0, -1, &d), MAZE_ERANGE);
    /* (2,0) is walled off: not found, only the cell count filled */
    CHECK_EQ(maze_difficulty_compute(m, 0, 0, 2, 0, &d), MAZE_OK);
    CHECK(!d.found && d.cells == 3 && d.moves == 0 && near(d.score, 0));
    CHECK_EQ(maze_set_cell_enabled(m, 2, 0, 0), MAZE_OK);
    CHECK_EQ(maze_difficulty_compute(m, 0, 0, 2, 0, &d), MAZE_ERANGE);
    CHECK(d.cells == 0);
    maze_destroy(m);
}

int main(void)
{
    hand_worked();
    against_walker(NULL, 14, 11, 0);
    against_walker("hex", 9, 8, 0);
    against_walker("polar", 0, 0, 6);
    refusals();
    return check_done();
}
