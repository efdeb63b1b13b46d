/* jps_plus.h - a graph prepared for JPS+ (jps_plus.c): for every cell and
 * each of the eight moves, how far the jump from it goes; written to and read
 * from a file by jps_plus_file.c. */
#ifndef MAZE_SOLVE_JPS_PLUS_H
#define MAZE_SOLVE_JPS_PLUS_H

#include "graph.h"
#include "subgoal.h"

/* The longest jump a table entry holds: a longer one stops there (a relay
 * node, expanded as a jump point would be, which keeps the search exact). */
#define MZ_JPP_MAX 32767

/* method MAZE_PREP_JPS_PLUS: dist[8 c + k], move k (graph.h's order) from cell c: d > 0, the jump
 * ends on a node d moves away (a jump point, a relay, or for a diagonal a
 * cell whose straight jumps along its two parts find one); d <= 0, no node
 * on the way and -d moves can be made before a wall. MAZE_PREP_SUBGOAL:
 * sg, the subgoal graph (subgoal.h), and dist NULL. */
struct maze_prepared {
    maze_allocator alloc;
    const maze_graph *g;     /* borrowed: it must outlive the handle */
    uint64_t generation;     /* g->generation when prepared */
    uint64_t fingerprint;    /* mz_jpp_fingerprint(g) */
    int method;              /* MAZE_PREP_* */
    int16_t *dist;
    mz_sg sg;
};

/* FNV-1a (64 bits) over the size and the passable cells of g: what a file
 * records of the map it was prepared from. */
MZ_HIDDEN uint64_t mz_jpp_fingerprint(const maze_graph *g);
/* FNV-1a (64 bits) of bytes, continued from h (start: MZ_FNV_BASIS). */
#define MZ_FNV_BASIS 0xcbf29ce484222325ull
MZ_HIDDEN uint64_t mz_jpp_fnv(uint64_t h, const void *bytes, size_t n);
/* Checks g (8 moves, no corner cutting, unit costs; a map's graph) and makes
 * an empty handle of `method` for it, with room for JPS+'s table or the
 * subgoals and clearances of a subgoal graph (no edges yet): MAZE_OK,
 * MAZE_EUNSUPPORTED, MAZE_ENOMEM. */
MZ_HIDDEN int mz_jpp_alloc(maze_prepared **out, const maze_graph *g, int method, const maze_allocator *alloc);

#endif
