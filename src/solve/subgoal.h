/* subgoal.h - a graph prepared as a subgoal graph (subgoal.c, Uras,
 * Hernandez and Koenig): the corners of blocked cells, each linked to the
 * subgoals it reaches directly, in levels (subgoal_tsg.c), searched instead
 * of the grid. */
#ifndef MAZE_SOLVE_SUBGOAL_H
#define MAZE_SOLVE_SUBGOAL_H

#include "graph.h"

#define MZ_SG_NONE UINT32_MAX /* id of a cell that is no subgoal */
#define MZ_SG_FAR 32767       /* a clearance this long or longer is walked on */
#define MZ_SG_LM 4            /* landmarks (8 took more instructions: the goal's bounds and the reads) */
#define MZ_SG_LM_NONE UINT32_MAX /* a landmark's distance to a subgoal it does not reach (the largest) */

/* What the map alone gives (made again when a file is read), then the
 * edges and levels made while preparing, then what a prepared handle keeps
 * (what a file holds, with the levels' ranks). An edge u -> v is a path of
 * the octile length between them: its diagonal moves first, then its
 * straight ones; only taut ones are kept (v a subgoal a path from u may
 * bend at round its corner), the scan going on past the others. */
typedef struct mz_sg {
    uint32_t n;      /* subgoals, numbered in cell order */
    uint32_t *id;    /* per cell: its subgoal number or MZ_SG_NONE */
    uint16_t *clr;   /* 4 per cell, N E S W: open cells that are no subgoal ahead << 1, | 1 when a
                      * subgoal follows them (else a block, or MZ_SG_FAR of them and not known) */
    int32_t *xy;     /* 2 per subgoal: x, y */
    uint8_t *corner; /* per subgoal: bit k - 4 when diagonal k is a blocked corner beside open sides */
    /* Made while preparing and freed once the lists below are (never
     * read from a file). */
    uint32_t *off;   /* n + 1: subgoal u's edges are adj[off[u] .. off[u + 1]) */
    uint32_t *adj;
    uint8_t *dir;    /* per edge: its signs, (sy + 1) * 3 + sx + 1 (made by mz_sg_index) */
    uint32_t cap;     /* tests only: the core the levels aim at (0: MZ_SG_CORE_MAX; */
                      /* the table's own cap stays MZ_SG_CORE_MAX) */
    uint8_t by_order; /* tests only: when set, the order's pass alone, to check subgoal_tsg.c's choice */
    uint8_t no_floats; /* tests only: when set, the table keeps no floats (cf), as a large one (MZ_SG_CF_MOST) */
    uint32_t ring;    /* tests only: the table's bucket queue's slots, a power of two (0: the library's,
                       * past the longest core edge), so a small one makes keys lap it (subgoal_core.c) */
    uint32_t check_work; /* tests only: the edges mz_sg_check_levels may scan (0: the library's, from the
                          * count of edges), so a small one stops it; in ring's padding, the handle no larger */
    /* The search's graph (after Uras and Koenig's two-level subgoal graphs,
     * as levels of contraction): a subgoal made local is one whose
     * neighbours still global keep a path as short past it (an edge added
     * past it where none was); a search climbs from the start, and climbs
     * down only to subgoals whose own climb reaches a subgoal that reaches
     * the goal directly. While preparing, each subgoal's search edges are
     * its edges then its added ones: */
    uint32_t *soff;  /* n + 1: subgoal u's search edges are sadj[soff[u] .. soff[u + 1]) */
    uint32_t *sadj;
    uint32_t *svia;  /* per search edge: the local subgoal an added edge goes past, else MZ_SG_NONE */
    uint32_t *shalf; /* 2 per added edge (u's search edge i >= soff[u] + off[u + 1] - off[u] is added edge
                      * i - off[u + 1]): the indices in the search's lists of its two halves */
    uint8_t *sdir;   /* per search edge: its first move's signs, | MZ_SG_UP when its head was made local later or never */
    uint8_t *slast;  /* per search edge: its last move's signs */
    /* What a handle keeps, made from the above or read from a file as it
     * is: */
    uint8_t *local;  /* per subgoal: 1 when local */
    uint32_t *rank;  /* per subgoal: when it was made local, MZ_SG_NONE if never */
    uint32_t *doff;  /* n + 1: local subgoal v's in-edges not up from local subgoals: din[doff[v] .. doff[v + 1]) */
    uint32_t *din;
    /* The search edges of each subgoal by the direction of their first
     * move, N, NE, E, SE, S, SW, W, NW (mz_sg_circ), so that the turns an
     * expansion allows, an arc of these, are one or two runs and the rest
     * is never read. Subgoal u's edges of direction c are eadj[eoff[8 u + c]
     * .. eoff[8 u + c + 1]). */
    uint32_t *eoff;  /* 8 n + 1 */
    uint32_t *eadj;
    uint8_t *eflag;  /* per: its last move's signs | MZ_SG_UP as in sdir | MZ_SG_ADDED for an added edge */
    uint32_t *eadd;  /* per, and one more: the added edges before it (listing a path reads an added edge's) */
    uint32_t *ehalf; /* 2 per added edge, in list order: the indices in eadj of its two halves (added edge
                      * eadj[i]'s at ehalf[2 eadd[i]]) */
    /* Landmarks (subgoal_alt.c), made when preparing and kept in the file:
     * nlm (MZ_SG_LM, or 0 and lmbits 0: none, on a graph of few subgoals)
     * subgoals' distances to each subgoal over the search's edges,
     * lmd[v * MZ_SG_LM + i], exact: a + b sqrt 2 as a | b << lmbits
     * (MZ_SG_LM_NONE, the largest, where the landmark does not reach v).
     * Kept per subgoal: a relaxation reads its 4 in 16 bytes. */
    uint32_t nlm;
    uint32_t lmbits;
    uint32_t *lmd;
    /* The global core's distance table and the lists its query reads
     * (subgoal_core.c), made when a handle is (prepared or read), never
     * kept in a file; ncore 0 where the core is over MZ_SG_CORE_MAX (the
     * A* query then). */
    uint32_t ncore;
    uint32_t *cid;   /* per subgoal: its place in the core, MZ_SG_NONE for a local one */
    uint32_t *cd;    /* ncore * ncore: D[a][b], the core's distances as straight | diagonal moves << 16 */
    float *cf;       /* ncore * ncore: D[a][b]'s cost rounded down to a float (+inf where none), which the
                      * join compares first: no decoding, and cd read only where it may be under the best;
                      * NULL for a table of more than MZ_SG_CF_MOST entries */
    uint32_t *uoff;  /* n + 1: local subgoal u's edges up: uadj[uoff[u] .. uoff[u + 1]) */
    struct mz_sg_cedge *uadj; /* (head, index in eadj, length) */
    uint32_t *roff;  /* n + 2 (one more for counting in place): local subgoal v's in-edges down (from a subgoal made local later or never) */
    struct mz_sg_cedge *rin;  /* (tail, index in eadj, length) */
    uint32_t *koff;  /* ncore + 1: core subgoal a's edges to core subgoals: [koff[a] .. koff[a + 1]) of */
    uint32_t *kadj;  /* the head's place in the core, */
    uint32_t *kedge; /* the edge's index in eadj, */
    uint64_t *klen;  /* its steps (straight << 32 | diagonal) */
    /* Every subgoal v's two climbs, made with the table (the same whatever
     * the query): its forward space, what the upward search from v alone
     * reaches, fsp[foff[v] .. foff[v + 1]), and its backward space, what
     * the search down into v reaches, bsp[boff[v] .. boff[v + 1]); local
     * subgoals first, then the core ones no other core entry covers. */
    uint32_t *foff, *boff; /* n + 1 */
    struct mz_sg_spe *fsp, *bsp;
    double *xyd; /* 2 per subgoal: xy as doubles, for the query's octile lengths */
} mz_sg;

/* An entry of a climb's space: subgoal v at g from the space's subgoal
 * (d the same as straight | diagonal moves << 16), the entry of its parent
 * on the way (toward the space's subgoal; MZ_SG_NONE at that subgoal) and
 * the edge between them (index in eadj). */
typedef struct mz_sg_spe {
    double g;
    uint32_t v, par, edge, d;
} mz_sg_spe;

/* An edge of the core query's lists: the subgoal at its other end, its
 * index in eadj (to list it), its length (read, not worked out). */
typedef struct mz_sg_cedge {
    uint32_t v, edge;
    double len;
} mz_sg_cedge;

/* The core query's state (subgoal_core.c), kept across queries in the
 * subgoal search's own. */
typedef struct mz_sg_crec mz_sg_crec;
typedef struct mz_sg_qrec mz_sg_qrec;
typedef struct mz_sg_cq {
    mz_sg_qrec *f, *b;        /* per subgoal (the start and goal are never recorded): the two sides' merged records */
    size_t cap;
    uint32_t stamp;
    uint32_t *fl, *fc, *bl, *bc; /* the subgoals each side recorded, local and core apart */
    uint32_t *bcid;           /* per backward core end the join keeps: its place in the core */
    double *bg;               /* and its distance to the goal */
    double *fk;               /* per forward core end: a bound under any path through it (its
                               * distance + the octile distance to the goal) */
    double *o;                /* 2 per goal's subgoal, ocap of them: its octile length to the goal, and that
                               * plus its octile length to the start */
    size_t ocap;
    uint32_t *pn, *pe;        /* the path's nodes, and the edge (index in eadj) into each */
    size_t pcap;
} mz_sg_cq;

/* Largest core given a table: 4 bytes an entry (cd), 2560 of them 25 MiB
 * and a Dijkstra each when a handle is made (16room_000's 2,375: 21.5 MiB;
 * the whole handle prepared in 0.4 s of user time on a shared machine). The levels leave more of a graph
 * global where the core stays under this (subgoal_tsg.c): the Moving AI
 * maps' cores are 91 to 2,375 subgoals, or 25,675 and more (maze512-1,
 * random512-10: no table). */
#define MZ_SG_CORE_MAX 2560
/* Most table entries given floats (cf, 4 bytes an entry more): a core of
 * up to 1,448. The floats took Berlin_0_256's queries 10% fewer
 * instructions and den520d's 13% for 4.7 and 1.2 MiB; on the two largest
 * tables (16room_000, maze512-4) 2.3% and 1.7% for 21.5 and 18.5 MiB. */
#define MZ_SG_CF_MOST ((size_t)1 << 21)
/* Fewest subgoals given a table: on a smaller graph A* expands a node or
 * two a query, cheaper than the two climbs and the join (arena's 61: the
 * search alone 53.4k instructions on every 10th row by A*, 62.6k by the
 * table). */
#define MZ_SG_CORE_FEWEST 128

/* A query's landmark bounds (mz_sg_lm_goal): each landmark's distance to
 * the goal, and how a distance is read. */
typedef struct mz_sg_lmq {
    const uint32_t *lmd; /* NULL: the octile distance alone */
    uint32_t bits, mask;
    double up[MZ_SG_LM];
} mz_sg_lmq;

#define MZ_SG_UP 16
#define MZ_SG_ADDED 32

/* The position in eoff's circular order (N = 0, then clockwise) of a move
 * given by its signs' index (sy + 1) * 3 + sx + 1 (no edge is without a
 * move: index 4 is given 0 only to stay in bounds). */
static const uint8_t mz_sg_circ[9] = {7, 0, 1, 6, 0, 2, 5, 4, 3};

/* Finds the subgoals of g and its clearances (sg zeroed before); MAZE_OK or
 * MAZE_ENOMEM (mz_sg_free frees what was made). */
MZ_HIDDEN int mz_sg_derive(mz_sg *sg, const maze_graph *g, const maze_allocator *a);
/* Links every subgoal to those it reaches directly (after mz_sg_derive);
 * MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_sg_connect(mz_sg *sg, const maze_graph *g, const maze_allocator *a);
/* The subgoals (x, y) reaches directly, in the order its scan meets them:
 * a forward scan (goal 0) or the goal's reverse one (goal 1), as a query
 * makes them (for tests to hold them to a scan made a cell at a time).
 * *out is allocated by a (free it with mz_free, also on failure); MAZE_OK
 * or MAZE_ENOMEM. */
MZ_HIDDEN int mz_sg_scan(const mz_sg *sg, const maze_graph *g, const maze_allocator *a, int64_t x, int64_t y, int goal,
                         uint32_t **out, size_t *n);
/* Whether the lists read (sg->eoff, eadj, eflag's MZ_SG_ADDED) hold every
 * edge preparing makes: each subgoal's forward scan made again, every
 * subgoal it finds the head of one of its edges not added (edges beyond
 * those, each checked to be a path, cannot make an answer shorter, but one
 * missing can make it longer). MAZE_OK, MAZE_ENOMEM, or MAZE_EFORMAT (err
 * names the subgoal and the missing edge's head). */
MZ_HIDDEN int mz_sg_check_scans(const mz_sg *sg, const maze_graph *g, const maze_allocator *a, maze_error_info *err);
/* Each edge's direction (sg->dir), after the edges are made or read;
 * MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_sg_index(mz_sg *sg, const maze_allocator *a);
/* Marks the local subgoals and makes the search's edges (subgoal_tsg.c);
 * MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_sg_contract(mz_sg *sg, const maze_allocator *a);
/* Checks and completes the lists read from a file (after mz_sg_derive, with
 * sg->rank, eoff, eadj, ehalf read, and eflag MZ_SG_ADDED for an added
 * edge, 0 for another): every head a subgoal, every edge in the list of its
 * first move's direction, every other edge a path of moves g allows, every
 * added edge past a subgoal made local before both its ends, its first half
 * an edge of the same direction, its second half an edge of that subgoal to
 * its head and its length theirs, so a forged file cannot make a path leave
 * the map or its unpacking loop. Then the last moves, every edge the
 * map's scans give there among those not added (mz_sg_check_scans), whether
 * the levels keep paths shortest (mz_sg_check_levels), the levels' flags
 * and the down lists. MAZE_OK, MAZE_ENOMEM, or MAZE_EFORMAT (err says which
 * edge or subgoal). */
MZ_HIDDEN int mz_sg_load(mz_sg *sg, const maze_graph *g, const maze_allocator *a, maze_error_info *err);
/* Whether the levels read (sg->rank, the lists checked, eflag's last moves
 * set) keep paths shortest, the condition making them holds (subgoal_tsg.c):
 * for each local subgoal v and each pair of its in-neighbour u and
 * out-neighbour w ranking at or above it (u != w, by a turn a shortest path
 * may make at v), a path u ... w no longer than through v over subgoals
 * ranking above v, by any edges of the file (a bounded search, each path
 * it finds a real one). Then every shortest path has one as short that
 * climbs and then descends. Its work is bounded by the count of edges (or
 * sg->check_work): a file whose check would scan more is refused.
 * MAZE_OK, MAZE_ENOMEM, or MAZE_EFORMAT (err names the subgoal). */
MZ_HIDDEN int mz_sg_check_levels(const mz_sg *sg, const maze_allocator *a, maze_error_info *err);
/* Places the landmarks and measures every subgoal's distance from each
 * (after the search's lists are made); MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_sg_landmarks(mz_sg *sg, const maze_allocator *a);
/* Whether the landmarks' distances (read from a file) keep the search's
 * heuristic consistent: along every edge u -> v, d(v) <= d(u) + |uv|,
 * exactly. MAZE_OK, or MAZE_EFORMAT (err says which edge). */
MZ_HIDDEN int mz_sg_lm_check(const mz_sg *sg, maze_error_info *err);
/* A query's landmark bounds to the goal (gx, gy), from the nm subgoals m[]
 * that reach it directly; lq->lmd NULL where the landmarks are not used. */
MZ_HIDDEN void mz_sg_lm_goal(const mz_sg *sg, const uint32_t *m, size_t nm, int32_t gx, int32_t gy, mz_sg_lmq *lq);

/* The heuristic at subgoal v, h its octile distance to the goal, raised by
 * the landmarks' bounds (ALT): d(L, goal) - d(L, v) for each landmark L.
 * Consistent: mz_sg_lm_check holds d(L, v) <= d(L, u) + |uv| on every edge,
 * and at a subgoal that reaches the goal directly the bound is at most that
 * direct length. The edges are one-way (a taut edge's reverse may not be
 * one), so only distances from the landmarks are kept. */
static inline double mz_sg_lm_h(const mz_sg_lmq *lq, uint32_t v, double h)
{
    if (!lq->lmd) return h;
    const uint32_t *d = lq->lmd + (size_t)v * MZ_SG_LM;
    for (uint32_t i = 0; i < MZ_SG_LM; i++) {
        double b = lq->up[i] - ((double)(d[i] & lq->mask) + (double)(d[i] >> lq->bits) * MZ_SQRT2);
        h = b > h ? b : h;
    }
    return h;
}

/* The core's table and lists (after the levels are made or read), where
 * the graph has MZ_SG_CORE_FEWEST subgoals or more and the core at most
 * MZ_SG_CORE_MAX; MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_sg_core(mz_sg *sg, const maze_allocator *a);
/* The same whatever the count of subgoals (tests give small graphs a
 * table with it); MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_sg_core_make(mz_sg *sg, const maze_allocator *a);
/* A query by the core's table (sg->ncore > 0), start node sg->n at (sx, sy)
 * and goal node n + 1 at (gx, gy), from the subgoals each reaches directly
 * (from[nf], to[nt]): *steps the shortest path's steps, and unless
 * cost_only its nodes cq->pn[0 .. *len) (start first, goal last) with the
 * edge into each (cq->pe, MZ_SG_NONE from the start or into the goal).
 * Returns 1 when found, 0 when not, -1 on MAZE_ENOMEM; *expanded counts
 * the local subgoals the spaces merged hold, what climbs from the ends
 * would take out (the goal's subgoals that cannot be on a shorter path
 * than one first found left out). */
MZ_HIDDEN int mz_sg_core_solve(mz_sg_cq *cq, const maze_allocator *a, const mz_sg *sg, int32_t sx, int32_t sy,
                               int32_t gx, int32_t gy, const uint32_t *from, size_t nf, const uint32_t *to, size_t nt,
                               int cost_only, uint64_t *steps, size_t *len, size_t *expanded);
MZ_HIDDEN void mz_sg_core_free(mz_sg_cq *cq, const maze_allocator *a);
/* Frees the core's table and lists: the handle's queries are A*'s again
 * (where a distance is too long for the table, and for tests of that query). */
MZ_HIDDEN void mz_sg_core_drop(mz_sg *sg, const maze_allocator *a);
/* Bytes of the core's table and lists. */
MZ_HIDDEN size_t mz_sg_core_memory(const mz_sg *sg);

MZ_HIDDEN void mz_sg_free(mz_sg *sg, const maze_allocator *a);
/* Bytes sg holds for a graph of `cells` cells. */
MZ_HIDDEN size_t mz_sg_memory(const mz_sg *sg, uint64_t cells);
/* Whether the path from (ax, ay) to (bx, by), diagonal moves first, is made of
 * moves g allows and the two differ: what an edge read from a file must be
 * (after mz_sg_derive: its straight part is walked a clearance at a time, as
 * a query's free octile path is). */
MZ_HIDDEN int mz_sg_edge_ok(const maze_graph *g, const mz_sg *sg, int64_t ax, int64_t ay, int64_t bx, int64_t by);

/* The first moves a shortest path may leave a subgoal by having come in by
 * move a, `corner` its blocked corners (bit k - 4 for diagonal k), as bits
 * indexed by (sy + 1) * 3 + sx + 1 of the move's signs: a turn under 90
 * degrees, or a straight path's right-angle turn round the blocked corner
 * inside it. Any other turn is cut short by a move between the cells before
 * and after it, so no shortest path makes it (and none by another parent
 * of the same cost either: its path would be cut short the same way). */
static inline uint32_t mz_sg_leave(uint32_t corner, uint32_t a)
{
    uint32_t out = 0;
    for (uint32_t b = 0; b < 8; b++) {
        int dot = mz_mdx[a] * mz_mdx[b] + mz_mdy[a] * mz_mdy[b], ok = dot > 0;
        if (dot == 0 && a < 4 && b < 4) {
            int dx = mz_mdx[b] - mz_mdx[a], dy = mz_mdy[b] - mz_mdy[a]; /* the corner inside the turn */
            int k = dx > 0 ? (dy > 0 ? 5 : 4) : (dy > 0 ? 6 : 7);
            ok = (corner >> (k - 4)) & 1;
        }
        if (ok) out |= 1u << ((mz_mdy[b] + 1) * 3 + mz_mdx[b] + 1);
    }
    return out;
}

/* Searches s's graph (the one sg was made for) from (sx, sy) to (gx, gy),
 * both passable: lists the octile path between them when it is free, else
 * connects them to the subgoals they reach directly, runs A* over the
 * subgoals (the octile distance, raised by the landmarks' bound), or where
 * sg has the core's table joins two climbs through it (subgoal_core.c),
 * and lists the path's cells.
 * MAZE_OK (see r->found) or MAZE_ENOMEM. */
MZ_HIDDEN int mz_sg_solve(maze_search *s, const mz_sg *sg, int32_t sx, int32_t sy, int32_t gx, int32_t gy,
                          maze_result *r);

#endif
