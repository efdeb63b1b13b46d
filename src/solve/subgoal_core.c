/* subgoal_core.c - the subgoal query as a contraction hierarchy with a
 * distance table over its core (as in CH and transit-node routing): two
 * upward climbs from the ends, made for every subgoal when the table is,
 * merged and joined below the core or through it. */
#include "subgoal.h"
#include "heap.h"

#include <math.h>
#include <string.h>

/* Why this finds a shortest path. The levels (subgoal_tsg.c) contract one
 * subgoal s at a time: for each pair of neighbours u -> s -> w still global
 * whose turn at s a shortest path may make, a path u ... w as short over
 * the global subgoals but s was found, or an edge u -> w added. Take a
 * shortest path between two subgoals over all the edges and its lowest
 * ranked inner node s, lower than both its neighbours on the path: when s
 * was made local both were global, the turn at s is one a shortest path
 * makes (any other is cut short: mz_sg_leave), so a path as short avoids s
 * through subgoals ranked above it. Repeating (the inner ranks only rise)
 * ends at a shortest path with no inner node below both neighbours: up
 * through local subgoals (each edge to one made local later or never),
 * along global subgoals (the global ones share the top rank), then down.
 * The global part is a shortest path in the graph of the global subgoals
 * and the edges among them, so its length is the table's D[a][b]. A query
 * is such a path between a subgoal x the start reaches directly and one y
 * that reaches the goal directly: the forward search climbs from the
 * start's x, the backward one climbs in reverse from the goal's y, and
 * every up-down path is a meeting below the core (fw[v] + bw[v]) or a pair
 * a, b of core subgoals (fw[a] + D[a][b] + bw[b]). The turn rule the A*
 * query keeps is not needed: every edge is a real path of its octile
 * length, so any path found is a real path, and the shortest one is among
 * those searched. A path found has no node twice: a node twice would
 * close a loop of positive length, and the meeting at that node would be
 * shorter, so it is not the least.
 *
 * The climbs do not depend on the query: the upward search from a subgoal
 * x alone reaches the same subgoals at the same distances by the same
 * parents every time. So each subgoal's climbs are made once (its forward
 * and backward spaces, mz_sg's fsp and bsp), and a query merges the spaces
 * of the start's x (each entry plus |start x|) and of the goal's y, keeping
 * the least per subgoal: what the two searches from all of them found,
 * without a heap. A space keeps every local subgoal (a meeting below the
 * core is at one, and the parents on every kept entry's way are local) and
 * drops a core subgoal a that another core entry c covers, g(c) + D[c][a]
 * <= g(a) forward (D[a][c] + g(c) <= g(a) backward): a pair joined through
 * a, fw(a) + D[a][b] + bw(b), is matched by fw(c) + D[c][b] + bw(b), no
 * longer by the triangle inequality of D. Covering has no cycle (each step
 * adds a positive D), so what covers a dropped entry is covered at last by
 * one kept. */

struct mz_sg_crec {
    double g;
    uint32_t stamp, par, edge; /* a climb's: the parent toward its subgoal, the edge between */
};

static inline uint64_t oct(int32_t ax, int32_t ay, int32_t bx, int32_t by)
{
    uint32_t dx = (uint32_t)(ax > bx ? ax - bx : bx - ax), dy = (uint32_t)(ay > by ? ay - by : by - ay);
    uint32_t mn = dx < dy ? dx : dy, mx = dx < dy ? dy : dx;
    return ((uint64_t)(mx - mn) << 32) + mn;
}

/* A table entry: a distance's straight moves | its diagonal ones << 16,
 * each under CORE_NONE (else no table), CORE_NONE where none. The join
 * skips such pairs: its cost (about 158,000) is above every distance in
 * the table, but not above one the climbs add to it, as on a forged file
 * whose core falls apart. */
#define CORE_NONE 0xffffffffu

static inline double entry_cost(uint32_t d) { return (double)(d & 0xffffu) + (double)(d >> 16) * MZ_SQRT2; }
static inline uint64_t entry_steps(uint32_t d) { return (uint64_t)(d & 0xffffu) << 32 | d >> 16; }

static inline double cost_of(uint64_t steps) { return (double)(steps >> 32) + (double)(uint32_t)steps * MZ_SQRT2; }

static inline uint64_t oct_sg(const mz_sg *sg, uint32_t u, uint32_t v)
{
    const int32_t *xy = sg->xy;
    return oct(xy[2 * (size_t)u], xy[2 * (size_t)u + 1], xy[2 * (size_t)v], xy[2 * (size_t)v + 1]);
}

/* The octile steps between subgoal v (at xy[2 v], xy[2 v + 1]) and (x, y). */
static inline uint64_t oct_at(const int32_t *xy, uint32_t v, int32_t x, int32_t y)
{
    return oct(xy[2 * (size_t)v], xy[2 * (size_t)v + 1], x, y);
}

/* The octile length between subgoal v (at xyd[2 v], xyd[2 v + 1]) and (x,
 * y), as cost_of(oct_at(...)) gives it to the bit (whole numbers in
 * doubles: the difference of the two is exact, then one product and one
 * sum rounded the same), without the integer steps' branches and
 * conversions: the query makes about 150 of them on Berlin_0_256. */
static inline double oct_len(double dx, double dy)
{
    return fabs(dx - dy) + (dx < dy ? dx : dy) * MZ_SQRT2; /* |dx - dy| is max - min exactly: a min, no swap */
}

static inline double oct_cost(const double *xyd, uint32_t v, double x, double y)
{
    return oct_len(fabs(xyd[2 * (size_t)v] - x), fabs(xyd[2 * (size_t)v + 1] - y));
}

/* ---- making the table ---- */

/* The up lists and the down in-lists of every local subgoal. */
static int core_lists(mz_sg *sg, const maze_allocator *a)
{
    uint32_t n = sg->n;
    sg->uoff = mz_calloc(a, (size_t)n + 1, sizeof *sg->uoff);
    sg->roff = mz_calloc(a, (size_t)n + 2, sizeof *sg->roff);
    if (!sg->uoff || !sg->roff) return MAZE_ENOMEM;
    for (uint32_t u = 0; u < n; u++)
        for (uint32_t j = sg->eoff[8 * (size_t)u]; j < sg->eoff[8 * (size_t)u + 8]; j++) {
            if (!(sg->eflag[j] & MZ_SG_UP)) sg->roff[sg->eadj[j] + 2]++;
            else if (sg->local[u]) sg->uoff[u + 1]++;
        }
    for (uint32_t u = 0; u < n; u++) {
        sg->uoff[u + 1] += sg->uoff[u];
        sg->roff[u + 2] += sg->roff[u + 1];
    }
    sg->uadj = mz_alloc(a, (size_t)sg->uoff[n] * sizeof *sg->uadj + 1);
    sg->rin = mz_alloc(a, (size_t)sg->roff[n + 1] * sizeof *sg->rin + 1);
    if (!sg->uadj || !sg->rin) return MAZE_ENOMEM;
    for (uint32_t u = 0, k = 0; u < n; u++)
        for (uint32_t j = sg->eoff[8 * (size_t)u]; j < sg->eoff[8 * (size_t)u + 8]; j++) {
            if (!(sg->eflag[j] & MZ_SG_UP)) {
                uint32_t at = sg->roff[sg->eadj[j] + 1]++; /* roff[v + 1] the next place of v's, ends at roff[v + 2]'s start */
                sg->rin[at] = (mz_sg_cedge){u, j, cost_of(oct_sg(sg, u, sg->eadj[j]))};
            } else if (sg->local[u]) {
                sg->uadj[k++] = (mz_sg_cedge){sg->eadj[j], j, cost_of(oct_sg(sg, u, sg->eadj[j]))};
            }
        }
    return MAZE_OK;
}

/* A bucket queue of (cost, core subgoal) for the table's searches (Dial's):
 * an entry of cost in [k, k + 1) waits in slot k % nb, a list through nxt.
 * Every core edge is a move long or more, so a subgoal taken from slot k is
 * not bettered by another in it: the order within a slot is free, and the
 * order by cost Dijkstra needs is kept with no heap. An entry a lap of the
 * ring or more ahead (an edge longer than the ring) waits for its lap. */
typedef struct cbq {
    double *c;
    uint32_t *v, *nxt, *head; /* head: each slot's first entry, CORE_NIL when empty */
    uint32_t nb, n, cap;      /* slots (a power of two), entries used this row, room */
} cbq;

#define CORE_NIL 0xffffffffu

static void cbq_push(cbq *h, double c, uint32_t v)
{
    uint32_t e = h->n++, *hd = &h->head[(uint64_t)c & (h->nb - 1)];
    h->c[e] = c;
    h->v[e] = v;
    h->nxt[e] = *hd;
    *hd = e;
}

/* Row s of the table: Dijkstra from core subgoal s over the core's edges
 * (coff, cadj, clen), exact step counts (row) kept beside the costs
 * compared (dc; a cost a + b sqrt 2 names its a and b, so the least cost
 * is one count of steps, whatever order ties of a slot are taken in).
 * Returns 0 when a distance has 65,535 straight or diagonal moves or more
 * (no table), or when the entries' pool is full (never with edges a move
 * long: each subgoal is taken once), else 1. */
static int core_row(mz_sg *sg, uint32_t s, const uint32_t *coff, const uint32_t *cadj, const uint64_t *clen,
                    uint64_t *row, double *dc, cbq *h)
{
    uint32_t nc = sg->ncore, *out = sg->cd + (size_t)s * nc;
    for (uint32_t i = 0; i < nc; i++) row[i] = UINT64_MAX, dc[i] = HUGE_VAL;
    row[s] = 0;
    dc[s] = 0;
    h->n = 0;
    cbq_push(h, 0, s);
    for (uint64_t k = 0, queued = 1; queued; k++) {
        uint32_t slot = (uint32_t)(k & (h->nb - 1)), e = h->head[slot], later = CORE_NIL;
        h->head[slot] = CORE_NIL;
        while (e != CORE_NIL) {
            uint32_t next = h->nxt[e], u = h->v[e];
            if ((uint64_t)h->c[e] != k && h->c[e] <= dc[u]) { /* a later lap's */
                h->nxt[e] = later;
                later = e;
            } else if (queued--, h->c[e] <= dc[u]) { /* else stale */
                for (uint32_t i = coff[u]; i < coff[u + 1]; i++) {
                    uint32_t v = cadj[i];
                    uint64_t st = row[u] + clen[i];
                    double cv = cost_of(st);
                    if (cv >= dc[v]) continue;
                    if (h->n == h->cap) return 0; /* not with edges a move long: each subgoal is taken once */
                    dc[v] = cv;
                    row[v] = st;
                    cbq_push(h, cv, v);
                    queued++;
                }
            }
            if ((e = next) == CORE_NIL) { /* what was pushed to this slot meanwhile (a lap ahead) */
                e = h->head[slot];
                h->head[slot] = CORE_NIL;
            }
        }
        h->head[slot] = later;
    }
    for (uint32_t i = 0; i < nc; i++) {
        if (row[i] == UINT64_MAX) {
            out[i] = CORE_NONE;
            continue;
        }
        if ((row[i] >> 32) >= 0xffffu || (uint32_t)row[i] >= 0xffffu) return 0;
        out[i] = (uint32_t)(row[i] >> 32) | (uint32_t)row[i] << 16;
    }
    return 1;
}

/* The table's costs as floats rounded down (sg->cf): a pair whose float
 * cost is not under what it must beat is not, so the join reads cd only
 * for the rest. A float's half-unit at the longest cost (about 158,000) is
 * under 0.008, far less than the gaps the join's bounds leave. */
static int core_floor(mz_sg *sg, const maze_allocator *a)
{
    size_t nn = (size_t)sg->ncore * sg->ncore;
    if (sg->no_floats || nn > MZ_SG_CF_MOST) return MAZE_OK; /* cf NULL: the join decodes every pair */
    sg->cf = mz_alloc(a, nn * sizeof *sg->cf + 1);
    if (!sg->cf) return MAZE_ENOMEM;
    for (size_t i = 0; i < nn; i++) {
        double c = sg->cd[i] == CORE_NONE ? HUGE_VAL : entry_cost(sg->cd[i]);
        float f = (float)c;
        if ((double)f > c) { /* rounded up: the float below (f > 0 and finite, so one less in its bits) */
            uint32_t bits;
            memcpy(&bits, &f, sizeof bits);
            bits--;
            memcpy(&f, &bits, sizeof f);
        }
        sg->cf[i] = f;
    }
    return MAZE_OK;
}

/* The core's edges by place in the core (kept: the table walk reads
 * them), then a row of the table each. */
static int core_table(mz_sg *sg, const maze_allocator *a)
{
    uint32_t n = sg->n, nc = sg->ncore;
    uint64_t *row = mz_alloc(a, (size_t)nc * sizeof *row + 1);
    double *dc = mz_alloc(a, (size_t)nc * sizeof *dc + 1);
    cbq h = {0};
    sg->koff = mz_calloc(a, (size_t)nc + 1, sizeof *sg->koff);
    sg->cd = mz_alloc(a, (size_t)nc * nc * sizeof *sg->cd + 1);
    int st = sg->koff && row && dc && sg->cd ? MAZE_OK : MAZE_ENOMEM, ok = 1;
    size_t ne = 0;
    for (uint32_t u = 0; u < n && !st; u++)
        for (uint32_t j = sg->eoff[8 * (size_t)u]; j < sg->eoff[8 * (size_t)u + 8] && !sg->local[u]; j++)
            if (!sg->local[sg->eadj[j]]) sg->koff[sg->cid[u] + 1]++, ne++;
    if (!st) {
        sg->kadj = mz_alloc(a, ne * sizeof *sg->kadj + 1);
        sg->kedge = mz_alloc(a, ne * sizeof *sg->kedge + 1);
        sg->klen = mz_alloc(a, ne * sizeof *sg->klen + 1);
        h.cap = ne < UINT32_MAX ? (uint32_t)ne + 1 : UINT32_MAX; /* an entry an edge, and s's */
        h.c = mz_alloc(a, (size_t)h.cap * sizeof *h.c);
        h.v = mz_alloc(a, (size_t)h.cap * sizeof *h.v);
        h.nxt = mz_alloc(a, (size_t)h.cap * sizeof *h.nxt);
        if (!sg->kadj || !sg->kedge || !sg->klen || !h.c || !h.v || !h.nxt) st = MAZE_ENOMEM;
    }
    if (!st) {
        double far = 0;
        for (uint32_t i = 0; i < nc; i++) sg->koff[i + 1] += sg->koff[i];
        for (uint32_t u = 0, k = 0; u < n; u++)
            for (uint32_t j = sg->eoff[8 * (size_t)u]; j < sg->eoff[8 * (size_t)u + 8] && !sg->local[u]; j++)
                if (!sg->local[sg->eadj[j]]) {
                    sg->kadj[k] = sg->cid[sg->eadj[j]];
                    sg->kedge[k] = j;
                    sg->klen[k] = oct_sg(sg, u, sg->eadj[j]);
                    if (cost_of(sg->klen[k++]) > far) far = cost_of(sg->klen[k - 1]);
                }
        for (h.nb = 16; h.nb < 65536 && h.nb < far + 2; h.nb *= 2) {} /* a ring past the longest edge */
        if (sg->ring) h.nb = sg->ring; /* a test's: edges longer than it take the lap path */
        h.head = mz_alloc(a, h.nb * sizeof *h.head);
        if (!h.head) st = MAZE_ENOMEM;
        else memset(h.head, 0xff, h.nb * sizeof *h.head); /* CORE_NIL: a row leaves every slot empty */
        for (uint32_t s = 0; s < nc && ok && !st; s++)
            ok = core_row(sg, s, sg->koff, sg->kadj, sg->klen, row, dc, &h);
    }
    mz_free(a, row);
    mz_free(a, dc);
    mz_free(a, h.c);
    mz_free(a, h.v);
    mz_free(a, h.nxt);
    mz_free(a, h.head);
    if (!st && ok) st = core_floor(sg, a);
    if (!st && !ok) mz_sg_core_drop(sg, a); /* the query as A* */
    return st;
}

/* One upward search (a climb, made for every subgoal alone when the table
 * is): its records, the subgoals it reached (list, *nl), its heap by rank
 * (a subgoal's in-edges up all come from lower ranks, so it is taken out
 * once, its distance final, and never pushed again), and the work all the
 * climbs of a direction have done against the most they may (a file's ranks
 * can make every climb cross the map: see SPACE_REACH_PER). */
typedef struct side {
    mz_sg_crec *rec;
    uint32_t *list;
    size_t nl;
    uint64_t *heap;
    size_t nh;
    uint32_t stamp;
    size_t reached, most_reached, work, most_work;
} side;

/* The most the climbs of one direction may reach (the entries kept come
 * from them) and the most other work they may take (parents walked, core
 * pairs compared), per subgoal and besides. The maps measured reach 1.8 to
 * 5.5 subgoals a climb and take 4 to 64 steps of other work a subgoal, so
 * real levels stay far under both, while levels a forged file ranks so that
 * climbs cross the map (every climb reaching most subgoals) would take time
 * and memory growing with the square of the subgoals; past either the
 * handle keeps no table (A*, as without one), so reading any file stays
 * linear in its size. */
#define SPACE_REACH_PER 64
#define SPACE_WORK_PER 1024
#define SPACE_MOST_BASE 65536

static void heap_push(side *sd, uint64_t key)
{
    size_t i = sd->nh++;
    while (i > 0 && sd->heap[(i - 1) / 2] > key) {
        sd->heap[i] = sd->heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    sd->heap[i] = key;
}

static uint32_t heap_pop(side *sd)
{
    uint64_t top = sd->heap[0], last = sd->heap[--sd->nh];
    size_t i = 0;
    for (;;) {
        size_t k = 2 * i + 1;
        if (k >= sd->nh) break;
        if (k + 1 < sd->nh && sd->heap[k + 1] < sd->heap[k]) k++;
        if (sd->heap[k] >= last) break;
        sd->heap[i] = sd->heap[k];
        i = k;
    }
    sd->heap[i] = last;
    return (uint32_t)top;
}

/* Subgoal v reached at cost g from par by edge `edge`, if better; a local
 * one is queued when first reached. */
static inline void reach(side *sd, const mz_sg *sg, uint32_t v, double g, uint32_t par, uint32_t edge)
{
    mz_sg_crec *r = &sd->rec[v];
    if (r->stamp == sd->stamp) {
        if (g >= r->g) return;
    } else {
        r->stamp = sd->stamp;
        sd->list[sd->nl++] = v;
        if (sg->local[v]) heap_push(sd, (uint64_t)sg->rank[v] << 32 | v);
    }
    r->g = g;
    r->par = par;
    r->edge = edge;
}

static size_t climb_up(side *sd, const mz_sg *sg)
{
    size_t out = 0;
    while (sd->nh && sd->reached + sd->nl <= sd->most_reached) {
        uint32_t u = heap_pop(sd);
        double gu = sd->rec[u].g;
        out++;
        for (const mz_sg_cedge *e = sg->uadj + sg->uoff[u], *end = sg->uadj + sg->uoff[u + 1]; e < end; e++)
            reach(sd, sg, e->v, gu + e->len, u, e->edge);
    }
    return out;
}

static size_t climb_down(side *sd, const mz_sg *sg)
{
    size_t out = 0;
    while (sd->nh && sd->reached + sd->nl <= sd->most_reached) {
        uint32_t v = heap_pop(sd);
        double gv = sd->rec[v].g;
        out++;
        for (const mz_sg_cedge *e = sg->rin + sg->roff[v], *end = sg->rin + sg->roff[v + 1]; e < end; e++)
            reach(sd, sg, e->v, gv + e->len, v, e->edge);
    }
    return out;
}

/* ---- the climbs' spaces ---- */

/* Whether core subgoal a, reached by a climb (sd), is covered by another
 * core subgoal c it reached: g(c) + D[c][a] <= g(a) up, D[a][c] + g(c) <=
 * g(a) down, so a join through a is matched by one through c, as short. */
static int covered(const mz_sg *sg, const side *sd, const uint32_t *kl, size_t nk, uint32_t a, int down)
{
    size_t nc = sg->ncore;
    double ga = sd->rec[a].g;
    for (size_t i = 0; i < nk; i++) {
        uint32_t c = kl[i];
        if (c == a) continue;
        size_t at = down ? (size_t)sg->cid[a] * nc + sg->cid[c] : (size_t)sg->cid[c] * nc + sg->cid[a];
        if (sg->cd[at] != CORE_NONE && sd->rec[c].g + entry_cost(sg->cd[at]) <= ga) return 1;
    }
    return 0;
}

/* The climb's subgoals' steps (st) from the climb's own, by their parents,
 * and their costs made of them; 0 when one has 65,535 straight or diagonal
 * moves or more (no table). */
static int climb_steps(const mz_sg *sg, side *sd, uint64_t *st)
{
    int fits = 1;
    for (size_t i = 0; i < sd->nl; i++) {
        uint32_t w = sd->list[i];
        uint64_t s = 0;
        for (uint32_t u = w; sd->rec[u].par != MZ_SG_NONE; u = sd->rec[u].par) {
            if (++sd->work > sd->most_work) return 0;
            s += oct_sg(sg, u, sd->rec[u].par);
        }
        st[w] = s;
        sd->rec[w].g = cost_of(s);
        fits &= (s >> 32) < 0xffffu && (uint32_t)s < 0xffffu;
    }
    return fits;
}

/* The climb's core subgoals into kl; 0 when comparing them pair by pair
 * would take the climbs past the most work they may. */
static int climb_core(const mz_sg *sg, side *sd, uint32_t *kl, size_t *nk)
{
    size_t k = 0;
    for (size_t i = 0; i < sd->nl; i++)
        if (!sg->local[sd->list[i]]) kl[k++] = sd->list[i];
    *nk = k;
    sd->work += k * k;
    return sd->work <= sd->most_work;
}

/* The climb's entries from sp[ne] on: its local subgoals, then the core
 * ones (kl[0 .. nk)) no other covers (pos: each one's place); the new count. */
static size_t climb_put(const mz_sg *sg, const side *sd, const uint32_t *kl, size_t nk, const uint64_t *st, uint32_t *pos,
                        int down, mz_sg_spe *sp, size_t ne)
{
    size_t k = ne;
    for (size_t i = 0; i < sd->nl; i++)
        if (sg->local[sd->list[i]]) pos[sd->list[i]] = (uint32_t)k++;
    for (size_t i = 0; i < nk; i++) pos[kl[i]] = covered(sg, sd, kl, nk, kl[i], down) ? MZ_SG_NONE : (uint32_t)k++;
    for (size_t i = 0; i < sd->nl; i++) {
        uint32_t w = sd->list[i], p = sd->rec[w].par;
        if (pos[w] == MZ_SG_NONE) continue;
        sp[pos[w]] = (mz_sg_spe){sd->rec[w].g, w, p == MZ_SG_NONE ? MZ_SG_NONE : pos[p], sd->rec[w].edge,
                                 (uint32_t)(st[w] >> 32) | (uint32_t)st[w] << 16};
    }
    return k;
}

/* Every subgoal's space, up (forward) or down (backward): a climb from it
 * alone each. *fits 0 when a distance is too long for an entry. */
static int make_spaces(const mz_sg *sg, const maze_allocator *a, int down, uint32_t **offp, mz_sg_spe **spp, int *fits)
{
    uint32_t n = sg->n;
    side sd = {mz_calloc(a, n, sizeof *sd.rec), mz_alloc(a, n * sizeof *sd.list + 1), 0,
               mz_alloc(a, n * sizeof *sd.heap + 1), 0, 0, 0, SPACE_REACH_PER * (size_t)n + SPACE_MOST_BASE, 0,
               SPACE_WORK_PER * (size_t)n + SPACE_MOST_BASE};
    uint32_t *pos = mz_alloc(a, n * sizeof *pos + 1), *off = mz_calloc(a, (size_t)n + 1, sizeof *off);
    uint32_t *kl = mz_alloc(a, n * sizeof *kl + 1);
    uint64_t *st = mz_alloc(a, n * sizeof *st + 1);
    size_t cap = 4 * (size_t)n + 16, ne = 0;
    mz_sg_spe *sp = mz_alloc(a, cap * sizeof *sp);
    int err = !sd.rec || !sd.list || !sd.heap || !pos || !off || !st || !sp || !kl;
    for (uint32_t v = 0; v < n && !err && *fits; v++) {
        sd.stamp++;
        sd.nl = 0;
        reach(&sd, sg, v, 0, MZ_SG_NONE, MZ_SG_NONE);
        if (down) climb_down(&sd, sg);
        else climb_up(&sd, sg);
        sd.reached += sd.nl;
        size_t nk = 0;
        if (sd.nh || sd.reached > sd.most_reached || !climb_core(sg, &sd, kl, &nk)) {
            *fits = 0; /* past the most: no table */
            break;
        }
        if (ne + sd.nl > cap) {
            cap = 2 * (ne + sd.nl);
            mz_sg_spe *more = mz_realloc(a, sp, cap * sizeof *sp);
            if (!more) {
                err = 1;
                break;
            }
            sp = more;
        }
        *fits = climb_steps(sg, &sd, st) && ne + sd.nl < UINT32_MAX;
        if (!*fits) break;
        ne = climb_put(sg, &sd, kl, nk, st, pos, down, sp, ne);
        off[v + 1] = (uint32_t)ne;
    }
    mz_free(a, sd.rec);
    mz_free(a, sd.list);
    mz_free(a, sd.heap);
    mz_free(a, pos);
    mz_free(a, st);
    mz_free(a, kl);
    if (err) {
        mz_free(a, off);
        mz_free(a, sp);
        return MAZE_ENOMEM;
    }
    *offp = off;
    *spp = sp;
    return MAZE_OK;
}

static int core_spaces(mz_sg *sg, const maze_allocator *a)
{
    int fits = 1;
    if (make_spaces(sg, a, 0, &sg->foff, &sg->fsp, &fits) || make_spaces(sg, a, 1, &sg->boff, &sg->bsp, &fits))
        return MAZE_ENOMEM;
    if (!fits) mz_sg_core_drop(sg, a); /* the query as A* */
    return MAZE_OK;
}

void mz_sg_core_drop(mz_sg *sg, const maze_allocator *a)
{
    void *p[] = {sg->cid,  sg->cd,    sg->cf,   sg->uoff, sg->uadj, sg->roff, sg->rin, sg->koff,
                 sg->kadj, sg->kedge, sg->klen, sg->foff, sg->fsp,  sg->boff, sg->bsp, sg->xyd};
    for (size_t i = 0; i < sizeof p / sizeof *p; i++) mz_free(a, p[i]);
    sg->cid = sg->cd = sg->uoff = sg->roff = sg->koff = sg->kadj = sg->kedge = sg->foff = sg->boff = NULL;
    sg->uadj = sg->rin = NULL;
    sg->fsp = sg->bsp = NULL;
    sg->klen = NULL;
    sg->cf = NULL;
    sg->xyd = NULL;
    sg->ncore = 0;
}

int mz_sg_core(mz_sg *sg, const maze_allocator *a) { return sg->n < MZ_SG_CORE_FEWEST ? MAZE_OK : mz_sg_core_make(sg, a); }

int mz_sg_core_make(mz_sg *sg, const maze_allocator *a)
{
    uint32_t n = sg->n, nc = 0;
    for (uint32_t u = 0; u < n; u++) nc += !sg->local[u];
    if (!n || nc > MZ_SG_CORE_MAX) return MAZE_OK;
    sg->cid = mz_alloc(a, (size_t)n * sizeof *sg->cid);
    sg->xyd = mz_alloc(a, 2 * (size_t)n * sizeof *sg->xyd);
    if (!sg->cid || !sg->xyd) return MAZE_ENOMEM;
    for (size_t i = 0; i < 2 * (size_t)n; i++) sg->xyd[i] = sg->xy[i];
    for (uint32_t u = 0, k = 0; u < n; u++) sg->cid[u] = sg->local[u] ? MZ_SG_NONE : k++;
    sg->ncore = nc;
    if (core_lists(sg, a) || core_table(sg, a)) return MAZE_ENOMEM;
    return sg->uoff ? core_spaces(sg, a) : MAZE_OK;
}

size_t mz_sg_core_memory(const mz_sg *sg)
{
    if (!sg->uoff) return 0;
    size_t n = sg->n;
    return (size_t)sg->ncore * sg->ncore * (sizeof *sg->cd + (sg->cf ? sizeof *sg->cf : 0)) + n * sizeof *sg->cid +
           (2 * n + 3) * sizeof *sg->uoff +
           (size_t)sg->uoff[n] * sizeof *sg->uadj + (size_t)sg->roff[n] * sizeof *sg->rin +
           ((size_t)sg->ncore + 1) * sizeof *sg->koff +
           (size_t)sg->koff[sg->ncore] * (sizeof *sg->kadj + sizeof *sg->kedge + sizeof *sg->klen) +
           2 * (n + 1) * sizeof *sg->foff + ((size_t)sg->foff[n] + sg->boff[n]) * sizeof *sg->fsp +
           2 * n * sizeof *sg->xyd;
}

/* ---- the query ---- */

/* A query's record of a subgoal on one side: the least distance the ends'
 * spaces give it (from the start forward, to the goal backward) and the
 * entry (in fsp or bsp) that gives it; stamped by the query. */
struct mz_sg_qrec {
    double g;
    uint32_t stamp, par;
};

/* One side of a query: its records, and the subgoals recorded, the local
 * ones (loc, nl) apart from the core ones (core, nc), as the join reads
 * them. */
typedef struct qside {
    mz_sg_qrec *rec;
    uint32_t *loc, *core;
    size_t nl, nc;
    uint32_t stamp;
} qside;

/* Fewest subgoals reaching the goal directly for which the query first
 * bounds the least path's cost and merges only the spaces of those that
 * could be on a shorter one (fewer: the bound costs more than it saves). */
#define CORE_BOUND_ENDS 8
/* Over any error of the costs' rounding (exact costs of distinct paths
 * differ far more): a subgoal is left out only when surely over the bound. */
#define CORE_SLACK 1e-6

void mz_sg_core_free(mz_sg_cq *cq, const maze_allocator *a)
{
    void *p[] = {cq->f, cq->b, cq->fl, cq->fc, cq->bl, cq->bc, cq->bcid, cq->bg, cq->fk, cq->o, cq->pn, cq->pe};
    for (size_t i = 0; i < sizeof p / sizeof *p; i++) mz_free(a, p[i]);
    memset(cq, 0, sizeof *cq);
}

/* Room for n nodes and a fresh stamp (records cleared when new or wrapped). */
static int cq_begin(mz_sg_cq *cq, const maze_allocator *a, size_t n)
{
    if (n > cq->cap || cq->stamp == UINT32_MAX) {
        mz_sg_core_free(cq, a);
        cq->f = mz_calloc(a, n, sizeof *cq->f);
        cq->b = mz_calloc(a, n, sizeof *cq->b);
        uint32_t **u[] = {&cq->fl, &cq->fc, &cq->bl, &cq->bc, &cq->bcid};
        int bad = !cq->f || !cq->b;
        for (size_t i = 0; i < sizeof u / sizeof *u; i++) bad |= !(*u[i] = mz_alloc(a, n * sizeof **u[i] + 1));
        cq->bg = mz_alloc(a, n * sizeof *cq->bg + 1);
        cq->fk = mz_alloc(a, n * sizeof *cq->fk + 1);
        if (bad || !cq->bg || !cq->fk) {
            mz_sg_core_free(cq, a);
            return MAZE_ENOMEM;
        }
        cq->cap = n;
    }
    cq->stamp++;
    return MAZE_OK;
}

/* Room for the goal's n subgoals' octile lengths (two each). */
static int cq_ends(mz_sg_cq *cq, const maze_allocator *a, size_t n)
{
    double *o = mz_realloc(a, cq->o, 2 * n * sizeof *o);
    if (!o) return MAZE_ENOMEM;
    cq->o = o;
    cq->ocap = n;
    return MAZE_OK;
}

/* The least pair on core subgoal a's table row (row, its floats frow; fg
 * its distance from the start) with the backward core ends (their places
 * bcid, distances bg): the end's index when it is under *best (then
 * lowered to it), else SIZE_MAX. A pair is decoded only when its float,
 * no more than its cost (and +inf where none), is under: rounding is
 * monotone, so frow + bg >= left gives D + bg >= left. */
static size_t join_row(const uint32_t *row, const float *frow, const uint32_t *bcid, const double *bg, size_t nb,
                       double fg, double *best)
{
    double left = *best - fg; /* what D[a][b] + bw[b] must be under */
    size_t at = SIZE_MAX;
    for (size_t k = 0; k < nb; k++) {
        if ((double)frow[bcid[k]] + bg[k] >= left) continue;
        double c = entry_cost(row[bcid[k]]) + bg[k];
        if (c < left) left = c, at = k;
    }
    if (at != SIZE_MAX) *best = fg + left;
    return at;
}

/* join_row on a table kept without floats (MZ_SG_CF_MOST): every pair
 * decoded. */
static size_t join_row_decoded(const uint32_t *row, const uint32_t *bcid, const double *bg, size_t nb, double fg,
                               double *best)
{
    double left = *best - fg;
    size_t at = SIZE_MAX;
    for (size_t k = 0; k < nb; k++) {
        uint32_t d = row[bcid[k]];
        if (d == CORE_NONE) continue;
        double c = entry_cost(d) + bg[k];
        if (c < left) left = c, at = k;
    }
    if (at != SIZE_MAX) *best = fg + left;
    return at;
}

/* The forward core ends' bounds: fk[i], the distance of f->core[i] plus
 * its octile distance to the goal (gx, gy), under any path through it
 * (D[a][b] + bw[b] is a path from it to the goal). Returns the index of
 * the least (0 when there is none). */
static size_t forward_bounds(mz_sg_cq *cq, const mz_sg *sg, const qside *f, int32_t gx, int32_t gy)
{
    const double *xyd = sg->xyd, x = gx, y = gy;
    double *fk = cq->fk, least = HUGE_VAL;
    size_t lo = 0;
    for (size_t i = 0; i < f->nc; i++) {
        uint32_t v = f->core[i];
        double k = f->rec[v].g + oct_cost(xyd, v, x, y);
        fk[i] = k;
        if (k < least) least = k, lo = i;
    }
    return lo;
}

/* The cost of a path, so no less than the least: from the start to core
 * subgoal a (its forward record), through the table to a subgoal to[i] of
 * the core that reaches the goal directly, and on to the goal. The least
 * such; HUGE_VAL when none. Made here for the merge: o[2 i], the octile
 * length from to[i] to the goal (at e[2], e[3]), and o[2 i + 1], that
 * plus its octile length to the start (e[0], e[1]), both from one read of
 * to[i]'s place. A table entry is decoded only where its float (no more
 * than its cost) is under the least so far. */
static double goal_bound(const mz_sg *sg, const qside *f, uint32_t a, const uint32_t *to, size_t nt, const int32_t *e,
                         double *o)
{
    const double *xyd = sg->xyd, sx = e[0], sy = e[1], gx = e[2], gy = e[3];
    const uint32_t *row = sg->cd + (size_t)sg->cid[a] * sg->ncore, *cid = sg->cid;
    const float *frow = sg->cf ? sg->cf + (size_t)sg->cid[a] * sg->ncore : NULL;
    double ub = HUGE_VAL;
    for (size_t i = 0; i < nt; i++) {
        uint32_t y = to[i], c = cid[y]; /* c MZ_SG_NONE for a local subgoal */
        double x0 = xyd[2 * (size_t)y], y0 = xyd[2 * (size_t)y + 1];
        double oy = oct_len(fabs(x0 - gx), fabs(y0 - gy));
        o[2 * i] = oy;
        o[2 * i + 1] = oy + oct_len(fabs(x0 - sx), fabs(y0 - sy));
        if (c != MZ_SG_NONE && (frow ? (double)frow[c] + oy < ub : row[c] != CORE_NONE) && entry_cost(row[c]) + oy < ub)
            ub = entry_cost(row[c]) + oy;
    }
    return f->rec[a].g + ub;
}

/* The best join: a meeting below the core (*ma == *mb, a local subgoal) or
 * core subgoals *ma, *mb; HUGE_VAL when none. Every pair's cost is at
 * least fk of its forward end (forward_bounds; lo the least) and bk of its
 * backward end (bw[b] plus the octile distance from the start: fw[a] +
 * D[a][b] is a path from the start to b). The forward end of least fk is
 * joined with every backward end first; then only the backward ends whose
 * bk is under the best so far are kept, and each other forward end is
 * joined with them when its fk is under the best (in the merge's order:
 * sorting them by fk first took more than the rows it saved, Berlin_0_256
 * 23,000 instructions over 79 queries). */
static double join(mz_sg_cq *cq, const mz_sg *sg, const qside *f, const qside *b, size_t lo, const int32_t *e,
                   uint32_t *ma, uint32_t *mb)
{
    const double *xyd = sg->xyd, sx = e[0], sy = e[1];
    const uint32_t *cd = sg->cd, *cid = sg->cid;
    const float *cf = sg->cf;
    size_t nc = sg->ncore, nf = f->nc, nb = b->nc;
    uint32_t *fn = f->core, *bn = b->core, *bcid = cq->bcid;
    double *fk = cq->fk, *bg = cq->bg, best = HUGE_VAL;
    for (size_t i = 0; i < f->nl; i++) {
        uint32_t v = f->loc[i];
        const mz_sg_qrec *r = &b->rec[v];
        if (r->stamp == b->stamp && f->rec[v].g + r->g < best) best = f->rec[v].g + r->g, *ma = *mb = v;
    }
    if (!nf || !nb || fk[lo] >= best) return best;
    for (size_t k = 0; k < nb; k++) bcid[k] = cid[bn[k]], bg[k] = b->rec[bn[k]].g;
    uint32_t a = fn[lo];
    size_t at = (cf ? join_row(cd + (size_t)cid[a] * nc, cf + (size_t)cid[a] * nc, bcid, bg, nb, f->rec[a].g, &best)
             : join_row_decoded(cd + (size_t)cid[a] * nc, bcid, bg, nb, f->rec[a].g, &best)), keep = 0;
    if (at != SIZE_MAX) *ma = a, *mb = bn[at];
    for (size_t k = 0; k < nb; k++) {
        uint32_t v = bn[k];
        if (bg[k] + oct_cost(xyd, v, sx, sy) < best)
            bn[keep] = v, bcid[keep] = bcid[k], bg[keep++] = bg[k];
    }
    nb = keep;
    for (size_t i = 0; i < nf; i++) {
        if (i == lo || fk[i] >= best) continue;
        a = fn[i];
        at = (cf ? join_row(cd + (size_t)cid[a] * nc, cf + (size_t)cid[a] * nc, bcid, bg, nb, f->rec[a].g, &best)
             : join_row_decoded(cd + (size_t)cid[a] * nc, bcid, bg, nb, f->rec[a].g, &best));
        if (at != SIZE_MAX) *ma = a, *mb = bn[at];
    }
    return best;
}

static int path_push(mz_sg_cq *cq, const maze_allocator *a, size_t *len, uint32_t node, uint32_t edge)
{
    if (*len == cq->pcap) {
        size_t cap = cq->pcap ? 2 * cq->pcap : 64;
        uint32_t *pn = mz_realloc(a, cq->pn, cap * sizeof *pn);
        if (!pn) return MAZE_ENOMEM;
        cq->pn = pn;
        uint32_t *pe = mz_realloc(a, cq->pe, cap * sizeof *pe);
        if (!pe) return MAZE_ENOMEM;
        cq->pe = pe;
        cq->pcap = cap;
    }
    cq->pn[*len] = node;
    cq->pe[*len] = edge;
    ++*len;
    return MAZE_OK;
}

/* The path's nodes from core subgoal u to core subgoal t by the table:
 * each step an edge u -> c among the core's with |uc| + D[c][t] == D[u][t]
 * in steps, exactly. Returns MAZE_ENOMEM when no edge fits (not reached:
 * the table is made from these edges). */
static int core_walk(mz_sg_cq *cq, const maze_allocator *a, const mz_sg *sg, uint32_t u, uint32_t t, size_t *len)
{
    const uint32_t *col = sg->cd + sg->cid[t];
    size_t nc = sg->ncore;
    for (uint32_t cu = sg->cid[u]; cu != sg->cid[t];) {
        uint64_t want = entry_steps(col[cu * nc]);
        uint32_t i = sg->koff[cu], end = sg->koff[cu + 1];
        for (; i < end; i++) {
            uint32_t d = col[(size_t)sg->kadj[i] * nc];
            if (d != CORE_NONE && sg->klen[i] + entry_steps(d) == want) break;
        }
        if (i == end || path_push(cq, a, len, sg->eadj[sg->kedge[i]], sg->kedge[i])) return MAZE_ENOMEM;
        cu = sg->kadj[i];
    }
    return MAZE_OK;
}

/* The path's nodes: the forward space's entries back from ma to the
 * start, turned round, the core's from ma to mb, the backward space's on
 * to the goal. */
static int core_path(mz_sg_cq *cq, const maze_allocator *a, const mz_sg *sg, const qside *f, const qside *b,
                     uint32_t ma, uint32_t mb, size_t *len)
{
    const mz_sg_spe *fs = sg->fsp, *bs = sg->bsp;
    *len = 0;
    for (uint32_t k = f->rec[ma].par; k != MZ_SG_NONE; k = fs[k].par)
        if (path_push(cq, a, len, fs[k].v, fs[k].edge)) return MAZE_ENOMEM;
    if (path_push(cq, a, len, sg->n, MZ_SG_NONE)) return MAZE_ENOMEM;
    for (size_t i = 0, k = *len - 1; i < k; i++, k--) {
        uint32_t tn = cq->pn[i], te = cq->pe[i];
        cq->pn[i] = cq->pn[k], cq->pe[i] = cq->pe[k];
        cq->pn[k] = tn, cq->pe[k] = te;
    }
    if (ma != mb && core_walk(cq, a, sg, ma, mb, len)) return MAZE_ENOMEM; /* a meeting below the core has no table row */
    for (uint32_t k = b->rec[mb].par; bs[k].par != MZ_SG_NONE; k = bs[k].par)
        if (path_push(cq, a, len, bs[bs[k].par].v, bs[k].edge)) return MAZE_ENOMEM;
    return path_push(cq, a, len, sg->n + 1, MZ_SG_NONE);
}

/* The steps from a query's end (at e[0], e[1]) by entry k of its side's
 * spaces: the entry's own, and the end's to the space's subgoal (the
 * entry its parents lead back to). */
static uint64_t path_steps(const mz_sg *sg, const mz_sg_spe *sp, uint32_t k, const int32_t *e)
{
    const int32_t *xy = sg->xy;
    uint32_t s = k;
    while (sp[s].par != MZ_SG_NONE) s = sp[s].par;
    s = sp[s].v;
    return entry_steps(sp[k].d) + oct_at(xy, s, e[0], e[1]);
}

/* Entries sp[i .. end) of a space into a side's records, os (the length
 * between the query's end and the space's subgoal) added: a record keeps
 * the least and its entry. */
static inline void merge_space(qside *sd, const uint8_t *local, const mz_sg_spe *sp, uint32_t i, uint32_t end,
                               double os)
{
    mz_sg_qrec *rec = sd->rec;
    uint32_t stamp = sd->stamp;
    for (; i < end; i++) {
        uint32_t v = sp[i].v;
        double g = os + sp[i].g;
        mz_sg_qrec *r = &rec[v];
        if (r->stamp != stamp) {
            r->stamp = stamp;
            if (local[v]) sd->loc[sd->nl++] = v;
            else sd->core[sd->nc++] = v;
        } else if (g >= r->g) {
            continue;
        }
        r->g = g;
        r->par = i;
    }
}

/* The spaces of an end's subgoals s[0 .. n) (subgoal s's entries sp[off[s]
 * .. off[s + 1])), each plus the octile length between the end (x, y) and
 * s. One loop for all of them: an end has about 50 on an open map. */
static inline void merge(qside *sd, const mz_sg *sg, const mz_sg_spe *sp, const uint32_t *off, const uint32_t *s,
                         size_t n, int32_t x, int32_t y)
{
    const double *xyd = sg->xyd, ex = x, ey = y;
    qside q = *sd;
    for (size_t j = 0; j < n; j++)
        merge_space(&q, sg->local, sp, off[s[j]], off[s[j] + 1], oct_cost(xyd, s[j], ex, ey));
    *sd = q;
}

/* The goal's side (its subgoals to[0 .. n), o[2 j] the octile length from
 * to[j] to the goal, o[2 j + 1] that plus its octile length to the start)
 * as merge does, but a subgoal whose o[2 j + 1] is over ub is not merged:
 * every path through it is longer than one found. */
static inline void merge_bounded(qside *sd, const mz_sg *sg, const uint32_t *to, size_t n, const double *o, double ub)
{
    qside q = *sd;
    for (size_t j = 0; j < n; j++)
        if (o[2 * j + 1] <= ub) merge_space(&q, sg->local, sg->bsp, sg->boff[to[j]], sg->boff[to[j] + 1], o[2 * j]);
    *sd = q;
}

int mz_sg_core_solve(mz_sg_cq *cq, const maze_allocator *a, const mz_sg *sg, int32_t sx, int32_t sy, int32_t gx,
                     int32_t gy, const uint32_t *from, size_t nf, const uint32_t *to, size_t nt, int cost_only,
                     uint64_t *steps, size_t *len, size_t *expanded)
{
    if (cq_begin(cq, a, sg->n)) return -1;
    qside f = {cq->f, cq->fl, cq->fc, 0, 0, cq->stamp}, b = {cq->b, cq->bl, cq->bc, 0, 0, cq->stamp};
    const int32_t ends[4] = {sx, sy, gx, gy};
    merge(&f, sg, sg->fsp, sg->foff, from, nf, sx, sy);
    size_t lo = forward_bounds(cq, sg, &f, gx, gy);
    if (f.nc && nt >= CORE_BOUND_ENDS) {
        if (nt > cq->ocap && cq_ends(cq, a, nt)) return -1;
        double ub = goal_bound(sg, &f, f.core[lo], to, nt, ends, cq->o);
        merge_bounded(&b, sg, to, nt, cq->o, ub + CORE_SLACK);
    } else {
        merge(&b, sg, sg->bsp, sg->boff, to, nt, gx, gy);
    }
    *expanded = f.nl + b.nl; /* what climbs at the query would have taken out */
    uint32_t ma = MZ_SG_NONE, mb = MZ_SG_NONE;
    if (join(cq, sg, &f, &b, lo, ends, &ma, &mb) == HUGE_VAL) return 0;
    uint32_t d = ma == mb ? 0 : sg->cd[(size_t)sg->cid[ma] * sg->ncore + sg->cid[mb]];
    if (d == CORE_NONE) return 0; /* the least pair has none: no pair has */
    *steps = path_steps(sg, sg->fsp, f.rec[ma].par, ends) + entry_steps(d) +
             path_steps(sg, sg->bsp, b.rec[mb].par, ends + 2);
    *len = 0;
    return !cost_only && core_path(cq, a, sg, &f, &b, ma, mb, len) ? -1 : 1;
}
