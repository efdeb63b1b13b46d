/* dfs.c - the Perl article's depth-first backtracking: from each cell try up,
 * left, down, right in turn (on another topology: its passages in side
 * order); a cell whose directions all fail is marked dead and left for good.
 * Not optimal. Its events replay the Perl DEBUG trace. */
#include "solve.h"
#include "nodes.h"

/* Move index of the Perl directions 1..4 (up, left, down, right). */
static const int perl_dir[5] = {-1, 0, 3, 2, 1};

typedef struct dfs_state {
    maze_search *s;
    mz_nodes *nd;
    const maze_solve_opts *o;
    uint32_t *stack;
    size_t sp;
} dfs_state;

static int emit(const dfs_state *st, int kind, uint32_t a, uint32_t b, double g)
{
    const maze_graph *gr = st->s->g;
    if (!st->o->step) return 0;
    return mz_emit(st->o->step, st->o->step_ud, kind, mz_cx(gr, a), mz_cy(gr, a), mz_cx(gr, b), mz_cy(gr, b), g);
}

/* Steps onto cell c from the top of the path (its direction counter starts
 * at 1, up). The parent field holds that counter: the path is the stack. */
static int enter(dfs_state *st, uint32_t c, double g)
{
    mz_node *q = &st->nd->rec[c];
    uint32_t from = st->sp ? st->stack[st->sp - 1] : c;
    q->stamp = st->nd->stamp;
    q->parent = 1;
    q->g = g;
    st->stack[st->sp++] = c;
    return emit(st, MAZE_EV_VISIT, c, from, g) ? MAZE_ECANCELLED : MAZE_OK;
}

/* The cell reached from c in Perl direction d, or UINT32_MAX when the move is
 * not allowed or the cell was already walked (on the path or dead). */
static uint32_t try_dir(const dfs_state *st, uint32_t c, unsigned d)
{
    const maze_graph *g = st->s->g;
    int k = perl_dir[d];
    if (!((mz_gmask(g, c) >> k) & 1u)) return UINT32_MAX;
    uint32_t nb = mz_move(g, c, k);
    uint32_t stamp = st->nd->rec[nb].stamp;
    return (stamp == st->nd->stamp || stamp == st->nd->stamp + 1) ? UINT32_MAX : nb;
}

/* After a failed try: drops exhausted cells (marking them dead), then turns
 * the new top to its next direction. Returns 1 when the path is empty. */
static int turn(dfs_state *st, int *status)
{
    mz_node *rec = st->nd->rec;
    uint32_t top = st->stack[st->sp - 1];
    while (rec[top].parent == 4) {
        st->sp--;
        rec[top].stamp = st->nd->stamp + 1; /* dead */
        uint32_t back = st->sp ? st->stack[st->sp - 1] : top;
        if (emit(st, MAZE_EV_BACKTRACK, top, back, rec[top].g)) *status = MAZE_ECANCELLED;
        if (!st->sp || *status) return 1;
        top = back;
    }
    unsigned d = ++rec[top].parent;
    int k = perl_dir[d];
    const maze_graph *g = st->s->g;
    int32_t x = mz_cx(g, top), y = mz_cy(g, top);
    if (st->o->step && mz_emit(st->o->step, st->o->step_ud, MAZE_EV_FRONTIER, x, y, x + mz_mdx[k],
                               y + mz_mdy[k], rec[top].g))
        *status = MAZE_ECANCELLED;
    return *status != 0;
}

/* The path (the stack) into r. */
static int dfs_path(dfs_state *st, uint32_t goal, maze_result *r)
{
    maze_search *s = st->s;
    if (mz_solve_path_room(s, st->sp)) return MAZE_ENOMEM;
    memcpy(s->path, st->stack, st->sp * sizeof(uint32_t));
    r->found = 1;
    r->path = s->path;
    r->length = st->sp;
    r->cost = st->nd->rec[goal].g;
    return MAZE_OK;
}

/* On a cell graph the parent field counts the passages of the top cell
 * tried so far; each try is a FRONTIER event ((x2, y2) the cell tried). */
static int dfs_cells(dfs_state *st, uint32_t goal, maze_result *r)
{
    const maze_graph *g = st->s->g;
    mz_node *rec = st->nd->rec;
    while (st->stack[st->sp - 1] != goal) {
        uint32_t top = st->stack[st->sp - 1], nb[8];
        unsigned k = mz_cell_open_nbs(g, top, nb), i = rec[top].parent;
        if (i < k) {
            rec[top].parent++;
            if (emit(st, MAZE_EV_FRONTIER, top, nb[i], rec[top].g)) return MAZE_ECANCELLED;
            uint32_t stamp = rec[nb[i]].stamp;
            if (stamp == st->nd->stamp || stamp == st->nd->stamp + 1) continue; /* on the path, or dead */
            if (enter(st, nb[i], rec[top].g + 1)) return MAZE_ECANCELLED;
            rec[nb[i]].parent = 0;
            r->expanded++;
            continue;
        }
        st->sp--;
        rec[top].stamp = st->nd->stamp + 1; /* dead */
        if (emit(st, MAZE_EV_BACKTRACK, top, st->sp ? st->stack[st->sp - 1] : top, rec[top].g))
            return MAZE_ECANCELLED;
        if (!st->sp) return MAZE_OK; /* found = 0 */
    }
    return dfs_path(st, goal, r);
}

static int dfs_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    int entry = mz_solve_enter(&mz_solve_dfs.info, s, start, goal, &o, r);
    if (entry) return entry;
    const maze_graph *g = s->g;
    mz_nodes *nd;
    if (mz_solve_nodes(s, &nd) || mz_solve_scratch(s, (size_t)g->n * sizeof(uint32_t))) return MAZE_ENOMEM;
    dfs_state st = {s, nd, o, s->scratch, 0};
    int status = enter(&st, start, 0);
    r->expanded = 1;
    if (g->cells) {
        nd->rec[start].parent = 0;
        return status ? status : dfs_cells(&st, goal, r);
    }
    while (!status && st.stack[st.sp - 1] != goal) {
        uint32_t top = st.stack[st.sp - 1];
        uint32_t nb = try_dir(&st, top, nd->rec[top].parent);
        if (nb != UINT32_MAX) {
            status = enter(&st, nb, nd->rec[top].g + (g->cost ? (double)g->cost[nb] : 1.0));
            r->expanded++;
        } else if (turn(&st, &status)) {
            return status;  /* MAZE_OK with found = 0, or cancelled */
        }
    }
    if (status) return status;
    return dfs_path(&st, goal, r);
}

const mz_solver mz_solve_dfs = {
    .info = {"dfs", "the Perl article's depth-first backtracking (up, left, down, right; dead ends marked): not optimal",
             MAZE_SOLVER_COMPLETE | MAZE_SOLVER_CELLS},
    .solve = dfs_solve,
};
