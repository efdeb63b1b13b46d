/* cells.c - the cell calls every topology answers: neighbours, passages by
 * side, enabled cells and geometry; rect's passages in its 2-bit layout,
 * the others' in a byte a cell. */
#include "topo.h"

unsigned mz_cell_nbs(const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES], uint8_t back[MAZE_MAX_SIDES])
{
    return mz_topo_nbs(mz_topo_of(m)->kind, m, c, nb, back);
}

uint64_t maze_cell_total(const maze *m) { return m ? m->n : 0; }

unsigned maze_cell_sides(const maze *m, uint32_t cell)
{
    uint32_t nb[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES];
    if (!m || cell >= m->n) return 0;
    return mz_cell_nbs(m, cell, nb, back);
}

/* The neighbour across side s of cell c and its back side; false when there
 * is none (or c or s is out of range). */
static bool across(const maze *m, uint32_t c, unsigned s, uint32_t *nb_out, unsigned *back_out)
{
    uint32_t nb[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES];
    if (!m || c >= m->n) return false;
    unsigned k = mz_cell_nbs(m, c, nb, back);
    if (s >= k || nb[s] == MZ_NONE) return false;
    *nb_out = nb[s];
    *back_out = back[s];
    return true;
}

int64_t maze_cell_neighbor(const maze *m, uint32_t cell, unsigned side)
{
    uint32_t nb;
    unsigned back;
    return across(m, cell, side, &nb, &back) ? (int64_t)nb : -1;
}

int maze_cell_back(const maze *m, uint32_t cell, unsigned side)
{
    uint32_t nb;
    unsigned back;
    return across(m, cell, side, &nb, &back) ? (int)back : -1;
}

unsigned maze_cell_open_sides(const maze *m, uint32_t cell)
{
    if (!m || cell >= m->n || !mz_enabled(m, cell)) return 0;
    if (!mz_is_rect(m)) return m->sides[cell];
    int32_t x, y;
    mz_xy(m, cell, &x, &y);
    return mz_mask(m, cell, x, y); /* MAZE_N..MAZE_W are bits 0..3: sides 0..3 */
}

int maze_cell_is_open(const maze *m, uint32_t cell, unsigned side)
{
    return side < 32 && ((maze_cell_open_sides(m, cell) >> side) & 1u);
}

/* Whether closing side s of weave cell c (to nb) keeps every crossing: a
 * cell a jump passes under stays a corridor across it (mz_weave_bridge).
 * Opening is mz_weave_may's question. The side is closed to ask, then put
 * back. */
static bool weave_may_close(maze *m, uint32_t c, unsigned s, uint32_t nb)
{
    uint8_t was_c = m->sides[c], was_nb = m->sides[nb];
    unsigned axis = ((s >> 1) & 1u) ^ 1u; /* the crossings c and nb may hold up */
    m->sides[c] &= (uint8_t)~(1u << s);
    m->sides[nb] &= (uint8_t)~(1u << (s ^ 4u));
    bool ok = (!mz_weave_crossed(m, c, axis) || mz_weave_bridge(m, c, axis)) &&
              (!mz_weave_crossed(m, nb, axis) || mz_weave_bridge(m, nb, axis));
    m->sides[c] = was_c, m->sides[nb] = was_nb;
    return ok;
}

int maze_cell_set_open(maze *m, uint32_t cell, unsigned side, int open)
{
    uint32_t nb;
    unsigned back;
    if (!m) return MAZE_EINVAL;
    if (!across(m, cell, side, &nb, &back) || !mz_enabled(m, cell) || !mz_enabled(m, nb)) return MAZE_ERANGE;
    if (mz_is_rect(m)) {
        int32_t x, y;
        mz_xy(m, cell, &x, &y);
        return maze_set_passage(m, x, y, 1u << side, open);
    }
    if (mz_topo_of(m)->kind == MZ_TOPO_weave &&
        !(open ? mz_weave_may(m, cell, side, nb) : weave_may_close(m, cell, side, nb)))
        return MAZE_EINVAL;
    if (open) {
        mz_side_open(m, cell, side, nb, back);
    } else {
        m->sides[cell] &= (uint8_t)~(1u << side);
        m->sides[nb] &= (uint8_t)~(1u << back);
    }
    return MAZE_OK;
}

int maze_cell_is_enabled(const maze *m, uint32_t cell) { return m && cell < m->n && mz_enabled(m, cell); }

/* Whether disabling weave cell c keeps every crossing: no jump passes under
 * c (a disabled cell is no bridge), and each cell whose side to c closes
 * stays a bridge wherever a jump passes under it. c's jumps close with it,
 * which only frees the cells under them. Its sides are closed to ask, then
 * put back. */
static bool weave_may_disable(maze *m, uint32_t c)
{
    if (mz_weave_crossed(m, c, 0) || mz_weave_crossed(m, c, 1)) return false;
    uint32_t nb[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES], was[MAZE_MAX_SIDES], was_c = m->sides[c];
    unsigned k = mz_cell_nbs(m, c, nb, back);
    for (unsigned s = 0; s < k; s++)
        if (nb[s] != MZ_NONE) was[s] = m->sides[nb[s]], m->sides[nb[s]] &= (uint8_t)~(1u << back[s]);
    m->sides[c] = 0;
    bool ok = true;
    for (unsigned s = 0; s < k; s++)
        for (unsigned axis = 0; axis < 2 && nb[s] != MZ_NONE; axis++)
            ok = ok && (!mz_weave_crossed(m, nb[s], axis) || mz_weave_bridge(m, nb[s], axis));
    for (unsigned s = 0; s < k; s++)
        if (nb[s] != MZ_NONE) m->sides[nb[s]] = was[s];
    m->sides[c] = was_c;
    return ok;
}

bool mz_cell_may_disable(maze *m, uint32_t c)
{
    return mz_topo_of(m)->kind != MZ_TOPO_weave || !mz_enabled(m, c) || weave_may_disable(m, c);
}

int maze_cell_set_enabled(maze *m, uint32_t cell, int enabled)
{
    if (!m) return MAZE_EINVAL;
    if (cell >= m->n) return MAZE_ERANGE;
    if (mz_is_rect(m)) {
        int32_t x, y;
        mz_xy(m, cell, &x, &y);
        return maze_set_cell_enabled(m, x, y, enabled);
    }
    if (!enabled && !mz_cell_may_disable(m, cell)) return MAZE_EINVAL;
    int st = mz_enabled_set(m, cell, enabled);
    if (st || enabled) return st;
    uint32_t nb[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES];
    unsigned k = mz_cell_nbs(m, cell, nb, back);
    for (unsigned s = 0; s < k; s++)
        if (nb[s] != MZ_NONE) m->sides[nb[s]] &= (uint8_t)~(1u << back[s]);
    m->sides[cell] = 0;
    return MAZE_OK;
}

int maze_cell_geometry(const maze *m, uint32_t cell, maze_cell_geom *out)
{
    if (out) memset(out, 0, sizeof *out);
    if (!m || !out) return MAZE_EINVAL;
    if (cell >= m->n) return MAZE_ERANGE;
    mz_topo_of(m)->geometry(m, cell, out);
    return MAZE_OK;
}
