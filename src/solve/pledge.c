/* pledge.c - the Pledge algorithm: walk straight in one main direction (the
 * goal's), and on meeting a wall follow it with the left hand, counting
 * turns, until the count is back to zero; the count lets the walker leave an
 * island that a plain wall follower would circle for ever. */
#include "solve.h"
#include "walk.h"
#include "../topo/topo.h"

#include <stdlib.h>

/* Flag of a cell where a straight run met a wall: meeting it again repeats
 * the whole walk from there. */
#define HIT 1u

/* Turns are counted in 1/120 of a full turn: a side of a cell of 3, 4, 6 or
 * 8 sides is a whole number of them (a cell's sides go round it clockwise,
 * each turning the heading by 1/k of a full turn: MAZE_SOLVER_TURNS). */
#define FULL 120

/* The turn made leaving a k-sided cell by side d after coming in by side b:
 * in (-FULL/2, FULL/2], left turns negative, going back FULL/2. */
static int64_t turn_of(unsigned k, unsigned b, unsigned d)
{
    unsigned j = (d + k - b) % k;
    return (int64_t)(FULL / k * (j ? j : k)) - FULL / 2;
}

/* The main direction on a grid: towards the goal along the larger difference. */
static unsigned grid_main(const maze_graph *g, uint32_t start, uint32_t goal)
{
    int64_t dx = (int64_t)mz_cx(g, goal) - mz_cx(g, start), dy = (int64_t)mz_cy(g, goal) - mz_cy(g, start);
    if (llabs(dx) >= llabs(dy)) return dx > 0 ? 1u : 3u;
    return dy > 0 ? 2u : 0u;
}

/* On a cell graph: the start's side whose neighbour lies most nearly
 * towards the goal (cell centres; of two as near, the first). MAZE_OK or
 * MAZE_ENOMEM. */
static int cells_main(const maze_graph *g, uint32_t start, uint32_t goal, unsigned *main)
{
    const mz_cell_centres *cc;
    if (mz_cell_centres_get(g, &cc)) return MAZE_ENOMEM;
    uint32_t nb[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES];
    unsigned k = mz_cell_nbs(g->cells, start, nb, back);
    double gx = cc->xy[2 * (size_t)goal] - cc->xy[2 * (size_t)start];
    double gy = cc->xy[2 * (size_t)goal + 1] - cc->xy[2 * (size_t)start + 1], best = -2;
    *main = 0;
    for (unsigned s = 0; s < k; s++) {
        if (nb[s] == MZ_NONE) continue;
        double dx = cc->xy[2 * (size_t)nb[s]] - cc->xy[2 * (size_t)start];
        double dy = cc->xy[2 * (size_t)nb[s] + 1] - cc->xy[2 * (size_t)start + 1];
        double len = sqrt(dx * dx + dy * dy) * sqrt(gx * gx + gy * gy), cosine = len > 0 ? (dx * gx + dy * gy) / len : -1;
        if (cosine > best + 1e-9) best = cosine, *main = s; /* a tie (within rounding) keeps the first side */
    }
    return MAZE_OK;
}

typedef struct pledge {
    mz_walker w;
    unsigned entry;   /* the side of the current cell walked in by */
    int64_t count;    /* the turning since the wall was met (right +), FULL a whole turn */
    uint32_t seg;     /* which wall-following this is (records of older ones are stale) */
    uint64_t away;    /* repeated moves in a row that took the count no nearer zero */
    uint64_t limit;
} pledge;

/* One move of wall following out of c (the left hand: the first open side
 * clockwise after the entry). 1 when the walk has looped (the same move
 * again at the same count, or no move brings the count nearer zero for a
 * whole lap), 0 after the move, or a status via *st. */
static int follow_step(pledge *p, uint32_t c, int *st)
{
    uint32_t nb[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES];
    unsigned open, k = mz_walk_sides(p->w.g, c, nb, back, &open), d = k;
    for (unsigned j = 1; j <= k && d == k; j++)
        if (open >> ((p->entry + j) % k) & 1u) d = (p->entry + j) % k;
    if (d == k) return 1; /* shut in */
    p->count += turn_of(k, p->entry, d);
    if (llabs(p->count) > INT32_MAX / 2) return 1; /* past any lap's winding */
    mz_walk_cell *q = mz_walk_at(&p->w, c);
    if (q->seg != p->seg) {
        q->seg = p->seg;
        q->marks = 0;
    }
    if (((unsigned)q->marks >> d) & 1u) {
        int64_t old = q->turn[d];
        if (old == p->count) return 1;
        if (llabs(p->count) < llabs(old)) p->away = 0;
        else if (++p->away > p->limit) return 1;
    }
    q->marks |= (uint8_t)(1u << d);
    q->turn[d] = (int32_t)p->count;
    p->entry = back[d];
    *st = mz_walk_move(&p->w, nb[d]);
    return 0;
}

/* Out of c with the count at zero: straight on (the side across from the
 * entry) if open, 0 after the move; else 1, the wall met. A cell of an odd
 * number of sides has no side straight across but at the start, which
 * faces the main side itself. */
static int straight(pledge *p, uint32_t c, int *st)
{
    uint32_t nb[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES];
    unsigned open, k = mz_walk_sides(p->w.g, c, nb, back, &open), d = (p->entry + k / 2) % k;
    if ((k % 2 && p->w.moves) || !(open >> d & 1u)) return 1;
    p->entry = back[d];
    *st = mz_walk_move(&p->w, nb[d]);
    return 0;
}

static int pledge_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    int st = mz_solve_enter(&mz_solve_pledge.info, s, start, goal, &o, r);
    if (st) return st;
    pledge p = {.seg = 0, .limit = 4 * s->g->n + 4};
    unsigned main = s->g->cells ? 0 : grid_main(s->g, start, goal);
    if (s->g->cells && cells_main(s->g, start, goal, &main)) return MAZE_ENOMEM;
    if ((st = mz_walk_begin(&p.w, s, o, start))) return st;
    uint32_t nb[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES];
    unsigned open, k = mz_walk_sides(s->g, start, nb, back, &open);
    p.entry = (main + k - k / 2) % k; /* facing the main direction */
    int following = 0;
    for (uint32_t c = start; c != goal && !st; c = mz_walk_here(&p.w)) {
        if (!following) {
            if (!straight(&p, c, &st)) continue;
            mz_walk_cell *q = mz_walk_at(&p.w, c);
            if (q->flags & HIT) break;
            q->flags |= HIT;
            following = 1; /* turn right a side: the wall met is on the left hand */
            p.seg++;
            p.away = 0;
            k = mz_walk_sides(s->g, c, nb, back, &open);
            p.entry = (p.entry + 1) % k;
            p.count = FULL / k;
        }
        if (follow_step(&p, c, &st)) break;
        if (p.count == 0) following = 0;
    }
    if (st) return st;
    if (mz_walk_here(&p.w) == goal) return mz_walk_found(&p.w, r);
    mz_walk_lost(&p.w, r);
    return MAZE_OK;
}

const mz_solver mz_solve_pledge = {
    .info = {"pledge", "Pledge's turn counting: leaves islands a wall follower circles; not complete",
             MAZE_SOLVER_MOVES4 | MAZE_SOLVER_UNIT_COST | MAZE_SOLVER_CELLS | MAZE_SOLVER_TURNS},
    .solve = pledge_solve,
};
