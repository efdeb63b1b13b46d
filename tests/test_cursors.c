/* test_cursors.c - the walks' cursor (mz_cur: dfs's and wilson's) on every
 * cell of every topology against the neighbour code: its sides, each step
 * (or the outline) and the free sides dfs reads from its visited bits;
 * hexagon's step (row and place, no square root) as the others'; the
 * fixed steps off the outline of hex, triangle and polar (the tables by
 * parity hex's and triangle's alone); hexagon's fast
 * paths, whose mistakes still make perfect mazes: dfs's free sides from
 * three windows and wilson's step table and outline marks; dfs's draw
 * table against the draw it stands for. */
#include "testlib.h"
#include "internal.h"
#include "gen/cells.h"

#include <stdlib.h>
#include <string.h>

/* Whether cursor a (moved by a step) is b, made at its cell: every field. */
static int cursor_same(const mz_cur *a, const mz_cur *b)
{
    return a->c == b->c && a->bit == b->bit && a->y == b->y && a->x == b->x && a->l == b->l;
}

/* The cursor of each cell of m against mz_topo_nbs, and the table against
 * itself (each neighbour's back side leads back: the table and the cursor
 * share their arithmetic on polar): the cursor made from the cell and its
 * row or ring (dfs's pop), the sides it counts,
 * and a step across each side (working out the neighbour, as wilson's
 * walk, and given the cell's table, as dfs's) to a cursor made at the
 * table's neighbour with the table's back side, or false at the outline.
 * 0 on a mismatch. */
static int steps_agree(int kind, const maze *m)
{
    mz_cur_steps st;
    mz_topo_cur_steps(kind, m, &st);
    int ok = 1;
    for (uint32_t c = 0; ok && c < m->n; c++) {
        uint32_t nb[MAZE_MAX_SIDES];
        uint8_t back[MAZE_MAX_SIDES];
        unsigned n = mz_topo_nbs(kind, m, c, nb, back);
        mz_cur k = mz_topo_cur(kind, m, c), in = mz_topo_cur_in(kind, m, c, k.y);
        ok = k.c == c && mz_topo_cur_sides(kind, m, &k) == n && cursor_same(&in, &k);
        if (kind == MZ_TOPO_cube) { /* its bit worked out without the row, as mz_cube_pad_bit gives it */
            uint32_t l, y, x;
            mz_cube_where(m, c, &l, &y, &x);
            ok = ok && k.l == l && k.y == y && k.x == x && k.bit == mz_cube_pad_bit(m, x, y, l);
        }
        if (!ok) fprintf(stderr, "topology %d cell %u: cursor or its side count wrong\n", kind, c);
        for (unsigned j = 0; ok && j < 2 * n; j++) {
            mz_cur at = k;
            unsigned bk = MAZE_MAX_SIDES, side = j % n;
            bool moved = mz_topo_cur_step(kind, m, &st, &at, side, j < n ? NULL : nb, j < n ? NULL : back, &bk);
            if (nb[side] == MZ_NONE) {
                ok = !moved;
            } else {
                uint32_t nb2[MAZE_MAX_SIDES];
                uint8_t back2[MAZE_MAX_SIDES];
                unsigned n2 = mz_topo_nbs(kind, m, nb[side], nb2, back2);
                mz_cur there = mz_topo_cur(kind, m, nb[side]);
                ok = moved && bk == back[side] && cursor_same(&at, &there) && back[side] < n2 &&
                     nb2[back[side]] == c && back2[back[side]] == side;
            }
            if (!ok) fprintf(stderr, "topology %d cell %u side %u (%s): step wrong\n", kind, c, side,
                             j < n ? "worked out" : "from the table");
        }
    }
    return ok;
}

/* dfs's free sides at the cursor (mz_cells_cur_free, from its visited
 * bitset: padded on hex and 3d) on every cell in order, each set visited
 * as it comes and a quarter of the others at random, against mz_topo_nbs,
 * the visited cells and mz_cells_may. 0 on a mismatch. */
static int free_agree(int kind, const maze *m, uint64_t seed)
{
    uint64_t left = 0;
    uint64_t *vis = mz_cells_vis_new(kind, m, &left);
    uint8_t *seen = calloc(m->n, 1);
    mz_cells_walk wk;
    mz_cells_walk_init(kind, m, &wk);
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    int ok = vis && seen && left == m->n;
    for (uint32_t c = 0; ok && c < m->n; c++)
        if (!(maze_rng_next(&rng) & 3u)) {
            seen[c] = 1;
            mz_bit_set(vis, mz_topo_cur(kind, m, c).bit);
        }
    for (uint32_t c = 0; ok && c < m->n; c++) {
        uint32_t nb[MAZE_MAX_SIDES], nb2[MAZE_MAX_SIDES];
        uint8_t back[MAZE_MAX_SIDES], back2[MAZE_MAX_SIDES];
        mz_cur k = mz_topo_cur(kind, m, c);
        seen[c] = 1;
        mz_bit_set(vis, k.bit);
        uint64_t e = mz_cells_cur_free(kind, m, &wk, vis, &k, nb, back);
        unsigned n = mz_topo_nbs(kind, m, c, nb2, back2), want = 0;
        for (unsigned j = 0; j < n; j++)
            if (nb2[j] != MZ_NONE && !seen[nb2[j]] && mz_cells_may(kind, m, c, j, nb2[j])) want |= 1u << j;
        ok = e == mz_cells_nth[want];
        if (!ok) fprintf(stderr, "topology %d cell %u: free sides' entry %#llx, want set %#x\n", kind, c,
                         (unsigned long long)e, want);
    }
    free(seen);
    mz_cells_vis_free(m, vis);
    return ok;
}

/* hexagon's neighbours from the cursor (dfs's: a cell off the outline by
 * its row's length) against mz_topo_nbs on every cell. 0 on a mismatch. */
static int hexagon_nbs_agree(const maze *m)
{
    int ok = 1;
    for (uint32_t c = 0; ok && c < m->n; c++) {
        uint32_t nb[MAZE_MAX_SIDES], nb2[MAZE_MAX_SIDES];
        uint8_t back[MAZE_MAX_SIDES], back2[MAZE_MAX_SIDES];
        mz_cur k = mz_topo_cur(MZ_TOPO_hexagon, m, c);
        unsigned n = mz_hexagon_nbs_cur(m, &k, nb, back);
        ok = n == mz_topo_nbs(MZ_TOPO_hexagon, m, c, nb2, back2);
        for (unsigned s = 0; ok && s < n; s++) ok = nb[s] == nb2[s] && back[s] == back2[s];
        if (!ok) fprintf(stderr, "hexagon of %d rings cell %u: neighbours from the cursor wrong\n", m->rings, c);
    }
    return ok;
}

/* The fixed steps of a walk (wilson's without a mask) against mz_topo_nbs:
 * on hex and triangle, from every cell that mz_topo_mark_outline leaves
 * unmarked, across each side, mz_cur_steps's step for its parity, the
 * parity after it (flipped by mz_topo_step_flips) and the side facing
 * back (mz_topo_step_backs); on polar, from every cell that
 * mz_polar_mark_plain leaves unmarked, the plain step
 * (mz_polar_plain_steps), ring, place and back side, and that such a cell
 * has four sides. 1 on other topologies. */
static int fixed_steps_agree(int kind, const maze *m)
{
    bool rows = kind == MZ_TOPO_hex || kind == MZ_TOPO_triangle;
    if (!rows && kind != MZ_TOPO_polar) return 1;
    mz_cur_steps st;
    mz_topo_cur_steps(kind, m, &st);
    uint8_t *mark = calloc(m->n, 1);
    int ok = mark != NULL;
    if (ok && rows) mz_topo_mark_outline(m, mark, 1);
    if (ok && !rows) mz_polar_mark_plain(m, mark, 1);
    static const uint32_t dx[4] = MZ_POLAR_PLAIN_DX, dr[4] = MZ_POLAR_PLAIN_DR;
    static const uint8_t pbk[4] = MZ_POLAR_PLAIN_BACK;
    const uint8_t *flips = mz_topo_step_flips(kind), *backs = mz_topo_step_backs(kind);
    for (uint32_t c = 0; ok && c < m->n; c++) {
        uint32_t nb[MAZE_MAX_SIDES];
        uint8_t back[MAZE_MAX_SIDES];
        unsigned n = mz_topo_nbs(kind, m, c, nb, back);
        mz_cur k = mz_topo_cur(kind, m, c);
        if (mark[c]) continue;
        unsigned par = mz_topo_cur_parity(kind, &k), count = kind == MZ_TOPO_polar ? mz_polar_count(m, k.y) : 0;
        uint32_t pstep[4] = {0};
        if (!rows) mz_polar_plain_steps(m, k.y, pstep);
        ok = rows || n == 4;
        for (unsigned s = 0; ok && s < n; s++) {
            mz_cur there = mz_topo_cur(kind, m, nb[s]);
            if (rows)
                ok = nb[s] != MZ_NONE && c + st.cell[par][s] == nb[s] && back[s] == backs[s] &&
                     mz_topo_cur_parity(kind, &there) == (par ^ flips[s]);
            else
                ok = c + dx[s] + dr[s] * count == nb[s] && c + pstep[s] == nb[s] && back[s] == pbk[s] &&
                     there.y == k.y + dr[s] && there.x == k.x + dx[s];
        }
        if (!ok) fprintf(stderr, "topology %d cell %u: a fixed step wrong\n", kind, c);
    }
    free(mark);
    return ok;
}

/* dfs's free sides on hexagon (mz_cells_hexagon_free: three windows of
 * the visited bits off the outline) against mz_cells_cur_free's, and its
 * neighbours against mz_topo_nbs, on every cell, each visited bit drawn
 * at random (half set, then a quarter). 0 on a mismatch. */
static int hexagon_free_agree(const maze *m, uint64_t seed)
{
    uint64_t left = 0;
    uint64_t *vis = mz_cells_vis_new(MZ_TOPO_hexagon, m, &left);
    mz_cells_walk wk;
    mz_cells_walk_init(MZ_TOPO_hexagon, m, &wk);
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    int ok = vis != NULL;
    for (unsigned round = 0; ok && round < 2; round++) {
        for (uint32_t c = 0; c < m->n; c++)
            if (round ? !(maze_rng_next(&rng) & 3u) : maze_rng_next(&rng) & 1u) mz_bit_set(vis, c);
            else vis[c >> 6] &= ~(1ull << (c & 63));
        for (uint32_t c = 0; ok && c < m->n; c++) {
            uint32_t nb[MAZE_MAX_SIDES], nb2[MAZE_MAX_SIDES], nb3[MAZE_MAX_SIDES];
            uint8_t back[MAZE_MAX_SIDES], back2[MAZE_MAX_SIDES], back3[MAZE_MAX_SIDES];
            mz_cur k = mz_topo_cur(MZ_TOPO_hexagon, m, c);
            uint64_t e = mz_cells_hexagon_free(m, vis, &k, nb, back);
            uint64_t want = mz_cells_cur_free(MZ_TOPO_hexagon, m, &wk, vis, &k, nb2, back2);
            ok = e == want && mz_topo_nbs(MZ_TOPO_hexagon, m, c, nb3, back3) == 6;
            for (unsigned s = 0; ok && s < 6; s++) ok = nb[s] == nb3[s] && back[s] == back3[s];
            if (!ok) fprintf(stderr, "hexagon of %d rings cell %u: dfs's free sides %#llx, want %#llx\n", m->rings,
                             c, (unsigned long long)e, (unsigned long long)want);
        }
    }
    mz_cells_vis_free(m, vis);
    return ok;
}

/* wilson's fixed steps on hexagon (mz_hexagon_steps) against mz_topo_nbs:
 * the cells with a side off the maze, and only those, marked (the other
 * bits of the marks kept); from every other cell, across each side, the
 * row's step in the cells, the row moved by mz_hexagon_dy and the side
 * facing back opposite. 0 on a mismatch. */
static int hexagon_steps_agree(const maze *m)
{
    uint8_t *mark = malloc(m->n);
    if (!mark) return 0;
    memset(mark, 0x11, m->n);
    uint32_t *step = mz_hexagon_steps(m, mark, 0x40);
    int ok = step != NULL;
    for (uint32_t c = 0; ok && c < m->n; c++) {
        uint32_t nb[MAZE_MAX_SIDES];
        uint8_t back[MAZE_MAX_SIDES];
        unsigned n = mz_topo_nbs(MZ_TOPO_hexagon, m, c, nb, back);
        mz_cur k = mz_topo_cur(MZ_TOPO_hexagon, m, c);
        bool outline = false;
        for (unsigned s = 0; s < n; s++) outline |= nb[s] == MZ_NONE;
        ok = mark[c] == (outline ? 0x51 : 0x11);
        if (!ok) fprintf(stderr, "hexagon of %d rings cell %u: outline mark %#x\n", m->rings, c, mark[c]);
        for (unsigned s = 0; ok && !outline && s < n; s++) {
            ok = c + step[6 * k.y + s] == nb[s] && k.y + mz_hexagon_dy[s] == mz_topo_cur(MZ_TOPO_hexagon, m, nb[s]).y &&
                 back[s] == (s + 3) % 6;
            if (!ok) fprintf(stderr, "hexagon of %d rings cell %u side %u: step wrong\n", m->rings, c, s);
        }
    }
    mz_free(&m->alloc, step);
    free(mark);
    return ok;
}

static int cursor_agrees(int kind, const maze_shape *s, uint64_t seed)
{
    maze *m = NULL;
    if (maze_create_shape(&m, s, NULL)) return 0;
    int ok = steps_agree(kind, m) && free_agree(kind, m, seed) && fixed_steps_agree(kind, m) &&
             (kind != MZ_TOPO_hexagon || hexagon_nbs_agree(m));
    maze_destroy(m);
    return ok;
}

static void test_cursors(void)
{
    static const int32_t sizes[][3] = {{1, 1, 1}, {1, 7, 3}, {7, 1, 2}, {2, 2, 1}, {5, 4, 3},
                                       {63, 3, 2}, {64, 5, 2}, {65, 4, 3}, {3, 70, 2}, {130, 6, 1}};
    static const int32_t rings[] = {1, 2, 3, 5, 12, 40};
    static const struct {
        const char *name;
        int kind;
    } grids[] = {{"rect", MZ_TOPO_rect},   {"hex", MZ_TOPO_hex},         {"triangle", MZ_TOPO_triangle},
                 {"3d", MZ_TOPO_cube},     {"upsilon", MZ_TOPO_upsilon}, {"weave", MZ_TOPO_weave}};
    for (uint64_t seed = 1; seed <= 3; seed++) {
        for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
            for (size_t g = 0; g < sizeof grids / sizeof grids[0]; g++) {
                maze_shape s = {grids[g].name, sizes[i][0], sizes[i][1], grids[g].kind == MZ_TOPO_cube ? sizes[i][2] : 0, 0};
                if (!cursor_agrees(grids[g].kind, &s, seed))
                    fprintf(stderr, "%s %d x %d x %d seed %llu\n", s.topology, s.width, s.height, s.levels,
                            (unsigned long long)seed);
                CHECK(cursor_agrees(grids[g].kind, &s, seed));
            }
        for (size_t i = 0; i < sizeof rings / sizeof rings[0]; i++) {
            maze_shape polar = {"polar", 0, 0, 0, rings[i]}, hexagon = {"hexagon", 0, 0, 0, rings[i]};
            CHECK(cursor_agrees(MZ_TOPO_polar, &polar, seed));
            CHECK(cursor_agrees(MZ_TOPO_hexagon, &hexagon, seed));
        }
    }
}

/* hexagon's fast paths on rings 1..60 (dfs's free sides) and 1..80
 * (wilson's steps), every cell. */
static void test_hexagon_fast(void)
{
    for (int32_t r = 1; r <= 80; r++) {
        maze_shape s = {"hexagon", 0, 0, 0, r};
        maze *m = NULL;
        CHECK_EQ(maze_create_shape(&m, &s, NULL), MAZE_OK);
        if (!m) continue;
        if (r <= 60) CHECK(hexagon_free_agree(m, (uint64_t)r));
        CHECK(hexagon_steps_agree(m));
        maze_destroy(m);
    }
}

/* The tables of the fixed steps by parity (mz_topo_step_flips and _backs)
 * are hex's and triangle's, each its own; any other topology, whose steps
 * have no parity, gets none (a walk that took triangle's there would step
 * into the wrong cells). */
static void test_step_tables(void)
{
    for (int kind = 0; kind < MZ_TOPO_COUNT; kind++) {
        int parity = kind == MZ_TOPO_hex || kind == MZ_TOPO_triangle;
        CHECK_EQ(mz_topo_step_flips(kind) != NULL, parity);
        CHECK_EQ(mz_topo_step_backs(kind) != NULL, parity);
    }
    const uint8_t *hf = mz_topo_step_flips(MZ_TOPO_hex), *tf = mz_topo_step_flips(MZ_TOPO_triangle);
    const uint8_t *hb = mz_topo_step_backs(MZ_TOPO_hex), *tb = mz_topo_step_backs(MZ_TOPO_triangle);
    CHECK(hf && tf && hb && tb && hf != tf && hb != tb);
    if (hf && tf && hb && tb) CHECK(hf[0] == 0 && tf[0] == 1 && hb[0] == 3 && tb[0] == 1);
}

/* A draw table (mz_cells_draw_fill) of `count` free sets, whose
 * mz_cells_nth entries are nth[ix], against mz_cells_pick_nth for every
 * set and every 16 random bits (the bits after them drawing again where
 * the first are refused): where the high byte decides, the table's side,
 * and the 16 bits taken or not as its MZ_CELLS_DRAW_MULTI says, and the
 * draw refused at none of the byte's values; a dead end for an empty set
 * alone; at most 7 of 256 bytes that do not decide (none for 1, 2, 4 and
 * 8 sides). 0 on a mismatch. */
static int draw_agrees(const uint64_t *nth, unsigned count)
{
    uint8_t *draw = malloc((size_t)count * 256);
    maze_rng rng;
    maze_rng_seed(&rng, count);
    int ok = draw != NULL;
    if (ok) mz_cells_draw_fill(draw, nth, count);
    for (unsigned ix = 0; ok && ix < count; ix++) {
        unsigned f = (unsigned)(nth[ix] >> 32), slow = 0;
        for (unsigned hi = 0; hi < 256; hi++) {
            unsigned t = draw[ix * 256 + hi];
            if (!f) {
                ok &= t == MZ_CELLS_DRAW_DEAD;
                continue;
            }
            ok &= t != MZ_CELLS_DRAW_DEAD && !(t & MZ_CELLS_DRAW_MULTI) == (f == 1);
            slow += (t & MZ_CELLS_DRAW_SLOW) != 0;
            for (unsigned lo = 0; ok && !(t & MZ_CELLS_DRAW_SLOW) && lo < 256; lo++) {
                mz_randbits rb = {&rng, (maze_rng_next(&rng) & ~0xffffull) | hi << 8 | lo, 64};
                unsigned side = mz_cells_pick_nth(&rb, nth[ix]);
                ok = side == (t & 7u) && 64 - rb.left == (f > 1 ? 16u : 0u);
            }
        }
        ok &= slow <= (f & (f - 1) ? 7u : 0u);
        if (!ok) fprintf(stderr, "draw table: set %u (entry %#llx) wrong\n", ix, (unsigned long long)nth[ix]);
    }
    free(draw);
    return ok;
}

/* The draw table of every set of up to 8 sides (mz_cells_nth's), and of
 * hex's windows (mz_cells_walk's entries). */
static void test_draw_table(void)
{
    CHECK(draw_agrees(mz_cells_nth, 256));
    maze_shape s = {"hex", 9, 7, 0, 0};
    maze *m = NULL;
    CHECK_EQ(maze_create_shape(&m, &s, NULL), MAZE_OK);
    if (!m) return;
    mz_cells_walk wk;
    mz_cells_walk_init(MZ_TOPO_hex, m, &wk);
    CHECK(draw_agrees(wk.nth, 128));
    maze_destroy(m);
}

int main(void)
{
    test_step_tables();
    test_cursors();
    test_hexagon_fast();
    test_draw_table();
    return check_done();
}
