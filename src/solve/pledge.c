/* pledge.c - the Pledge algorithm: walk straight in one main direction (the
 * goal's), and on meeting a wall follow it with the left hand, counting
 * turns, until the count is back to zero; the count lets the walker leave an
 * island that a plain wall follower would circle for ever. */
#include "solve.h"
#include "walk.h"

#include <stdlib.h>

/* Flag of a cell where a straight run met a wall: meeting it again repeats
 * the whole walk from there. */
#define HIT 1u

/* The main direction: towards the goal along the larger difference. */
static unsigned main_dir(const maze_graph *g, uint32_t start, uint32_t goal)
{
    int64_t dx = (int64_t)mz_cx(g, goal) - mz_cx(g, start), dy = (int64_t)mz_cy(g, goal) - mz_cy(g, start);
    if (llabs(dx) >= llabs(dy)) return dx > 0 ? 1u : 3u;
    return dy > 0 ? 2u : 0u;
}

typedef struct pledge {
    mz_walker w;
    unsigned heading;
    int64_t count;    /* right turns minus left turns since the wall was met */
    uint32_t seg;     /* which wall-following this is (records of older ones are stale) */
    uint64_t away;    /* repeated moves in a row that took the count no nearer zero */
    uint64_t limit;
} pledge;

/* One move of wall following out of c. 1 when the walk has looped (the
 * same move again at the same count, or no move brings the count nearer
 * zero for a whole lap), 0 after the move, or a status via *st. */
static int follow_step(pledge *p, uint32_t c, int *st)
{
    const maze_graph *g = p->w.g;
    int turn = 3;
    for (int t = -1; t <= 2 && turn == 3; t++)
        if (mz_walk_open(g, c, (p->heading + 4u + (unsigned)t) & 3u)) turn = t;
    if (turn == 3) return 1; /* shut in */
    p->heading = (p->heading + 4u + (unsigned)turn) & 3u;
    p->count += turn;
    if (llabs(p->count) > INT32_MAX / 2) return 1; /* past any lap's winding */
    mz_walk_cell *q = mz_walk_at(&p->w, c);
    if (q->seg != p->seg) {
        q->seg = p->seg;
        q->marks = 0;
    }
    unsigned d = p->heading;
    if (((unsigned)q->marks >> d) & 1u) {
        int64_t old = q->turn[d];
        if (old == p->count) return 1;
        if (llabs(p->count) < llabs(old)) p->away = 0;
        else if (++p->away > p->limit) return 1;
    }
    q->marks |= (uint8_t)(1u << d);
    q->turn[d] = (int32_t)p->count;
    *st = mz_walk_move(&p->w, mz_move(g, c, (int)d));
    return 0;
}

static int pledge_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    int st = mz_solve_enter(&mz_solve_pledge.info, s, start, goal, &o, r);
    if (st) return st;
    pledge p = {.seg = 0, .limit = 4 * s->g->n + 4};
    if ((st = mz_walk_begin(&p.w, s, o, start))) return st;
    const unsigned main = main_dir(s->g, start, goal);
    int following = 0;
    p.heading = main;
    for (uint32_t c = start; c != goal && !st; c = mz_walk_here(&p.w)) {
        if (!following) {
            if (mz_walk_open(s->g, c, main)) {
                st = mz_walk_move(&p.w, mz_move(s->g, c, (int)main));
                continue;
            }
            mz_walk_cell *q = mz_walk_at(&p.w, c);
            if (q->flags & HIT) break;
            q->flags |= HIT;
            following = 1; /* turn right: the wall met is on the left hand */
            p.seg++;
            p.away = 0;
            p.heading = (main + 1u) & 3u;
            p.count = 1;
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
             MAZE_SOLVER_MOVES4 | MAZE_SOLVER_UNIT_COST},
    .solve = pledge_solve,
};
