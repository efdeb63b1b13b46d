/* registry.c - the table of solvers (made from list.h), and maze_solve,
 * which checks a query against the graph before handing it to the solver. */
#include "solve.h"

static const mz_solver *const table[] = {
#define MZ_SOLVER(id) &mz_solve_##id,
#include "list.h"
#undef MZ_SOLVER
};

#define COUNT (sizeof table / sizeof table[0])

size_t maze_solver_count(void) { return COUNT; }

const maze_solver *maze_solver_at(size_t i) { return i < COUNT ? &table[i]->info : NULL; }

const maze_solver *maze_solver_find(const char *name)
{
    if (!name) return NULL;
    for (size_t i = 0; i < COUNT; i++)
        if (strcmp(table[i]->info.name, name) == 0) return &table[i]->info;
    return NULL;
}

/* The descriptor behind a table entry; NULL for a pointer from elsewhere. */
static const mz_solver *entry(const maze_solver *sv)
{
    for (size_t i = 0; i < COUNT; i++)
        if (&table[i]->info == sv) return table[i];
    return NULL;
}

void maze_solve_opts_init(maze_solve_opts *o)
{
    if (o) memset(o, 0, sizeof *o);
}

static int fits(const maze_solver *sv, const maze_graph *g)
{
    if (g->cells) { /* no move set, no costs; turns need sides in order round a regular cell */
        unsigned bent = MAZE_TOPO_ARCS | MAZE_TOPO_MARKS;
        if ((sv->flags & MAZE_SOLVER_TURNS) && (maze_topology_of(g->cells)->flags & bent)) return 0;
        return (sv->flags & MAZE_SOLVER_CELLS) != 0;
    }
    if ((sv->flags & MAZE_SOLVER_MOVES4) && g->moves != 4) return 0;
    if ((sv->flags & MAZE_SOLVER_MOVES8) && g->moves != 8) return 0;
    if ((sv->flags & MAZE_SOLVER_UNIT_COST) && g->cost) return 0;
    if ((sv->flags & MAZE_SOLVER_NO_CORNER) && g->diagonal != MAZE_DIAG_NEVER && g->diagonal != MAZE_DIAG_NO_CORNER)
        return 0;
    return 1;
}

int maze_solver_fits(const maze_solver *solver, const maze_graph *g)
{
    return entry(solver) && g && fits(solver, g);
}

static int opts_valid(const maze_solve_opts *o)
{
    if (o->heuristic < MAZE_H_DEFAULT || o->heuristic > MAZE_H_ZERO) return 0;
    return o->weight == 0 || (o->weight >= 1 && o->weight <= 1e9);
}

int mz_solve_enter(const maze_solver *sv, maze_search *s, uint32_t start, uint32_t goal,
                   const maze_solve_opts **o, maze_result *r)
{
    static const maze_solve_opts defaults; /* what maze_solve_opts_init sets (all zero) */
    if (!s || !r) return MAZE_EINVAL;
    memset(r, 0, sizeof *r);
    const maze_graph *g = s->g;
    if (start >= g->n || goal >= g->n || !mz_gpassable(g, start) || !mz_gpassable(g, goal)) return MAZE_ERANGE;
    if (!*o) *o = &defaults;
    if (!opts_valid(*o)) return MAZE_EINVAL;
    return fits(sv, g) ? MAZE_OK : MAZE_EUNSUPPORTED;
}

/* Points become cell indices here; the solver checks the rest itself. */
int maze_solve(maze_search *s, const maze_solver *solver, int32_t sx, int32_t sy, int32_t gx, int32_t gy,
               const maze_solve_opts *o, maze_result *r)
{
    const mz_solver *e = entry(solver);
    if (!s || !e || !r) return MAZE_EINVAL;
    memset(r, 0, sizeof *r);
    const maze_graph *g = s->g;
    if (!maze_graph_passable(g, sx, sy) || !maze_graph_passable(g, gx, gy)) return MAZE_ERANGE;
    uint32_t start = (uint32_t)((uint64_t)sy * (uint64_t)g->w + (uint64_t)sx);
    uint32_t goal = (uint32_t)((uint64_t)gy * (uint64_t)g->w + (uint64_t)gx);
    int st = e->solve(s, start, goal, o, r);
    if (s->cost_only) { /* a solver that lists anyway: its cells dropped */
        r->path = NULL;
        r->length = 0;
    }
    return st;
}
