/* jps_plus_file.c - a prepared handle (jps_plus.h) as a file: a versioned
 * header naming the method and the map it belongs to (size and fingerprint)
 * and a checksum, then the jump table or the subgoal graph's edges and
 * levels; the reader refuses a file that is damaged, of another version or
 * method, or for another map. */
#include "jps_plus.h"

/* Layout, little-endian: "MAZEPREP", version (u32: 1 for JPS+, 5 for a
 * subgoal graph, whose version 1 kept the edges no shortest path bends by,
 * version 2 had no levels, version 3 kept each subgoal's edges then its
 * added ones, not by direction, and version 4 had no landmarks), method
 * (u32, 1: JPS+, 2: subgoal graph), width and height (u32), the map's fingerprint (u64), the
 * table's length in bytes (u64) and its FNV-1a checksum (u64); then the
 * table. JPS+: int16 entries in the order of struct maze_prepared's dist.
 * Subgoal graph, all u32, what mz_sg's handle lists are: each subgoal's rank
 * (subgoals in cell order), then its 8 counts of edges by their first
 * move's direction (N, NE, ... NW), then every edge's head in that order
 * (eadj), then the landmarks' count (0 or MZ_SG_LM), their distances'
 * bits of straight moves and each subgoal's distances from them (lmd,
 * subgoal_alt.c), then each added edge's place in eadj and its two halves' places, in that order too
 * (so places rising); the subgoals themselves are found again in the map,
 * the last moves and levels' flags made again. */
static const unsigned char magic[8] = {'M', 'A', 'Z', 'E', 'P', 'R', 'E', 'P'};
#define VERSION 1u
#define SG_VERSION 5u /* the subgoal graph's taut edges (subgoal.c) and levels (subgoal_tsg.c) by direction, landmarks */
#define HEADER 48

static void put32(unsigned char *b, uint32_t v)
{
    for (int i = 0; i < 4; i++) b[i] = (unsigned char)(v >> (8 * i));
}
static void put64(unsigned char *b, uint64_t v)
{
    for (int i = 0; i < 8; i++) b[i] = (unsigned char)(v >> (8 * i));
}
static uint32_t get32(const unsigned char *b)
{
    uint32_t v = 0;
    for (int i = 3; i >= 0; i--) v = v << 8 | b[i];
    return v;
}
static uint64_t get64(const unsigned char *b)
{
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--) v = v << 8 | b[i];
    return v;
}

/* Field f of added edge k's record (see the layout): its place, then its
 * halves'. */
static uint32_t record(const mz_sg *sg, uint64_t k, uint32_t f)
{
    if (f) return sg->ehalf[2 * k + f - 1];
    uint32_t lo = 0, hi = sg->eoff[8 * (size_t)sg->n]; /* the first place with more than k added edges before */
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (sg->eadd[mid] <= k) lo = mid + 1;
        else hi = mid;
    }
    return lo - 1; /* the added edge that made them k + 1 */
}

/* Table entry i of p: JPS+'s jump distances (2 bytes each), or the subgoal
 * graph's sections (4 bytes each). */
static uint32_t entry(const maze_prepared *p, size_t i)
{
    if (p->method != MAZE_PREP_SUBGOAL) return (uint16_t)p->dist[i];
    const mz_sg *sg = &p->sg;
    size_t n = sg->n, e = sg->eoff[8 * n];
    if (i < n) return sg->rank[i];
    if (i < 9 * n) return sg->eoff[i - n + 1] - sg->eoff[i - n];
    if (i < 9 * n + e) return sg->eadj[i - 9 * n];
    i -= 9 * n + e;
    if (i < 2) return i ? sg->lmbits : sg->nlm;
    if (i < 2 + n * sg->nlm) return sg->lmd[i - 2];
    return record(sg, (i - 2 - n * sg->nlm) / 3, (uint32_t)((i - 2 - n * sg->nlm) % 3));
}

static size_t entries(const maze_prepared *p)
{
    const mz_sg *sg = &p->sg;
    if (p->method != MAZE_PREP_SUBGOAL) return 8 * (size_t)p->g->n;
    return 9 * (size_t)sg->n + sg->eoff[8 * (size_t)sg->n] + 2 + (size_t)sg->n * sg->nlm +
           3 * (size_t)sg->eadd[sg->eoff[8 * (size_t)sg->n]];
}

/* Entries i0..i1 of the table as file bytes, es bytes each. */
static void encode(const maze_prepared *p, size_t es, size_t i0, size_t i1, unsigned char *out)
{
    for (size_t i = i0; i < i1; i++) {
        uint32_t u = entry(p, i);
        for (size_t b = 0; b < es; b++) out[es * (i - i0) + b] = (unsigned char)(u >> (8 * b));
    }
}

#define CHUNK 2048 /* entries a write */

int maze_prepared_write(const maze_prepared *p, maze_write_fn write, void *ctx)
{
    if (!p || !write) return MAZE_EINVAL;
    size_t n = entries(p), es = p->method == MAZE_PREP_SUBGOAL ? 4 : 2;
    unsigned char buf[4 * CHUNK];
    uint64_t sum = MZ_FNV_BASIS;
    for (size_t i = 0; i < n; i += CHUNK) {
        size_t e = i + CHUNK < n ? i + CHUNK : n;
        encode(p, es, i, e, buf);
        sum = mz_jpp_fnv(sum, buf, es * (e - i));
    }
    unsigned char h[HEADER];
    memcpy(h, magic, sizeof magic);
    put32(h + 8, p->method == MAZE_PREP_SUBGOAL ? SG_VERSION : VERSION);
    put32(h + 12, (uint32_t)p->method);
    put32(h + 16, (uint32_t)p->g->w);
    put32(h + 20, (uint32_t)p->g->h);
    put64(h + 24, p->fingerprint);
    put64(h + 32, es * (uint64_t)n);
    put64(h + 40, sum);
    if (write(ctx, h, HEADER)) return MAZE_EIO;
    for (size_t i = 0; i < n; i += CHUNK) {
        size_t e = i + CHUNK < n ? i + CHUNK : n;
        encode(p, es, i, e, buf);
        if (write(ctx, buf, es * (e - i))) return MAZE_EIO;
    }
    return MAZE_OK;
}

/* Every entry of a table read stays on the map: a move the graph does not
 * allow has entry 0, and a jump of |d| moves ends inside the grid (the
 * checksum catches damage; this keeps a forged file from reading outside
 * the map). Returns the first bad entry's index, or SIZE_MAX. */
static size_t bad_entry(const maze_graph *g, const int16_t *dist)
{
    int64_t w = g->w, h = g->h;
    for (int64_t y = 0; y < h; y++)
        for (int64_t x = 0; x < w; x++) {
            size_t c = (size_t)(y * w + x);
            for (int k = 0; k < 8; k++) {
                int64_t d = dist[8 * c + (size_t)k], a = d < 0 ? -d : d;
                if (!d) continue;
                int64_t tx = x + a * mz_mdx[k], ty = y + a * mz_mdy[k];
                if (!(g->mask[c] & (1u << k)) || tx < 0 || ty < 0 || tx >= w || ty >= h) return 8 * c + (size_t)k;
            }
        }
    return SIZE_MAX;
}

/* JPS+'s table from the file's bytes b (their length and checksum
 * checked): MAZE_OK or MAZE_EFORMAT. */
static int read_jumps(maze_prepared *p, const unsigned char *b, maze_error_info *err)
{
    const maze_graph *g = p->g;
    for (size_t i = 0; i < 8 * (size_t)g->n; i++) p->dist[i] = (int16_t)(uint16_t)(b[2 * i] | b[2 * i + 1] << 8);
    size_t bad = bad_entry(g, p->dist);
    if (bad != SIZE_MAX)
        return mz_error_set(err, 0, MAZE_EFORMAT, "entry %zu (cell %zu, move %zu) leaves the map", bad, bad / 8,
                            bad % 8);
    return MAZE_OK;
}

/* The counts of edges by direction from the file's words b (after the
 * ranks), as sg->eoff: their sum must fit the `room` words left. MAZE_OK or
 * MAZE_EFORMAT. */
static int read_counts(mz_sg *sg, const unsigned char *b, uint64_t room, maze_error_info *err)
{
    uint64_t sum = 0;
    sg->eoff[0] = 0;
    for (size_t c = 0; c < 8 * (size_t)sg->n; c++) {
        sum += get32(b + 4 * c);
        if (sum > room)
            return mz_error_set(err, 0, MAZE_EFORMAT, "subgoal %u's count of edges of direction %u runs past the table",
                                (unsigned)(c / 8), (unsigned)(c % 8));
        sg->eoff[c + 1] = (uint32_t)sum;
    }
    return MAZE_OK;
}

/* The added edges' records from the file's words b: their places rising
 * and inside the lists (marked in sg->eflag), their halves as they are
 * (checked by mz_sg_load). MAZE_OK or MAZE_EFORMAT. */
static int read_added(mz_sg *sg, const unsigned char *b, uint64_t added, maze_error_info *err)
{
    uint32_t e = sg->eoff[8 * (size_t)sg->n];
    for (uint64_t k = 0; k < added; k++) {
        uint32_t j = get32(b + 12 * k);
        if (j >= e || (k && j <= get32(b + 12 * (k - 1))))
            return mz_error_set(err, 0, MAZE_EFORMAT, "added edge %llu's place %u is out of order or past the %u edges",
                                (unsigned long long)k, (unsigned)j, (unsigned)e);
        sg->eflag[j] = MZ_SG_ADDED;
        sg->ehalf[2 * k] = get32(b + 12 * k + 4);
        sg->ehalf[2 * k + 1] = get32(b + 12 * k + 8);
    }
    return MAZE_OK;
}

/* The subgoal graph from the file's `bytes` bytes b (their checksum
 * checked; the subgoals found in the map): ranks, counts, heads and added
 * edges read into the handle's lists as they are, then checked by
 * mz_sg_load. MAZE_OK, MAZE_EFORMAT or MAZE_ENOMEM. */
static int read_graph(maze_prepared *p, const unsigned char *b, uint64_t bytes, maze_error_info *err)
{
    mz_sg *sg = &p->sg;
    size_t n = sg->n;
    uint64_t words = bytes / 4;
    if (bytes % 4 || words < 9 * (uint64_t)n)
        return mz_error_set(err, 0, MAZE_EFORMAT, "the table is %llu bytes; the map has %u subgoals, 36 bytes each at least",
                            (unsigned long long)bytes, (unsigned)n);
    sg->rank = mz_alloc(&p->alloc, (n + 1) * sizeof *sg->rank);
    sg->eoff = mz_alloc(&p->alloc, (8 * n + 1) * sizeof *sg->eoff);
    if (!sg->rank || !sg->eoff) return mz_error_set(err, 0, MAZE_ENOMEM, "out of memory");
    for (size_t u = 0; u < n; u++) sg->rank[u] = get32(b + 4 * u);
    int st = read_counts(sg, b + 4 * n, words - 9 * (uint64_t)n, err);
    if (st) return st;
    size_t e = sg->eoff[8 * n];
    const unsigned char *lm = b + 4 * (9 * n + e);
    uint64_t rest = words - 9 * (uint64_t)n - e;
    if (rest < 2 || (get32(lm) && get32(lm) != MZ_SG_LM) || rest - 2 < (uint64_t)n * get32(lm))
        return mz_error_set(err, 0, MAZE_EFORMAT, "the landmarks' section (%llu words left) does not hold %u landmarks",
                            (unsigned long long)rest, rest < 2 ? 0u : (unsigned)get32(lm));
    sg->nlm = get32(lm);
    sg->lmbits = get32(lm + 4);
    rest -= 2 + (uint64_t)n * sg->nlm;
    if (rest % 3 || e >= UINT32_MAX)
        return mz_error_set(err, 0, MAZE_EFORMAT, "the added edges' records are %llu words, not 3 each",
                            (unsigned long long)rest);
    sg->eadj = mz_alloc(&p->alloc, e * sizeof *sg->eadj + 1);
    sg->eflag = mz_calloc(&p->alloc, e + 1, 1);
    sg->ehalf = mz_alloc(&p->alloc, (size_t)(rest / 3) * 2 * sizeof *sg->ehalf + 1);
    sg->eadd = mz_alloc(&p->alloc, (e + 1) * sizeof *sg->eadd);
    if (!sg->eadj || !sg->eflag || !sg->ehalf || !sg->eadd) return mz_error_set(err, 0, MAZE_ENOMEM, "out of memory");
    for (size_t j = 0; j < e; j++) sg->eadj[j] = get32(b + 4 * (9 * n + j));
    if (sg->nlm) {
        sg->lmd = mz_alloc(&p->alloc, n * MZ_SG_LM * sizeof *sg->lmd);
        if (!sg->lmd) return mz_error_set(err, 0, MAZE_ENOMEM, "out of memory");
        for (size_t i = 0; i < n * MZ_SG_LM; i++) sg->lmd[i] = get32(lm + 8 + 4 * i);
    }
    st = read_added(sg, lm + 8 + 4 * (size_t)n * sg->nlm, rest / 3, err);
    if (!st) st = mz_sg_load(sg, p->g, &p->alloc, err);
    if (!st) st = mz_sg_lm_check(sg, err);
    return st || !mz_sg_core(sg, &p->alloc) ? st : mz_error_set(err, 0, MAZE_ENOMEM, "out of memory");
}

int maze_prepared_read(maze_prepared **out, const maze_graph *g, const void *data, size_t len,
                       const maze_allocator *alloc, maze_error_info *err)
{
    if (err) {
        err->line = 0;
        err->message[0] = 0;
    }
    if (!out) return MAZE_EINVAL;
    *out = NULL;
    if (!g || (!data && len)) return MAZE_EINVAL;
    const unsigned char *b = data;
    if (len < 8 || memcmp(b, magic, sizeof magic) != 0)
        return mz_error_set(err, 0, MAZE_EFORMAT, "not a prepared map file (it starts with \"%s\")",
                            MZ_ESC(b, len < 8 ? len : 8));
    if (len < HEADER)
        return mz_error_set(err, 0, MAZE_EFORMAT, "truncated: %zu bytes, shorter than the %d-byte header", len, HEADER);
    uint32_t version = get32(b + 8), method = get32(b + 12), w = get32(b + 16), h = get32(b + 20);
    if (method != MAZE_PREP_JPS_PLUS && method != MAZE_PREP_SUBGOAL)
        return mz_error_set(err, 0, MAZE_EUNSUPPORTED, "unknown preparation method %u (1 is JPS+, 2 a subgoal graph)",
                            (unsigned)method);
    if (method == MAZE_PREP_SUBGOAL && version == 1)
        return mz_error_set(err, 0, MAZE_EUNSUPPORTED,
                            "a subgoal graph of version 1, before its edges were pruned; prepare the map again");
    if (method == MAZE_PREP_SUBGOAL && version == 2)
        return mz_error_set(err, 0, MAZE_EUNSUPPORTED,
                            "a subgoal graph of version 2, without its levels; prepare the map again");
    if (method == MAZE_PREP_SUBGOAL && version == 3)
        return mz_error_set(err, 0, MAZE_EUNSUPPORTED,
                            "a subgoal graph of version 3, its edges not by direction; prepare the map again");
    if (method == MAZE_PREP_SUBGOAL && version == 4)
        return mz_error_set(err, 0, MAZE_EUNSUPPORTED,
                            "a subgoal graph of version 4, without its landmarks; prepare the map again");
    if (version != (method == MAZE_PREP_SUBGOAL ? SG_VERSION : VERSION))
        return mz_error_set(err, 0, MAZE_EUNSUPPORTED, "prepared file version %u; this library reads version %u",
                            (unsigned)version, method == MAZE_PREP_SUBGOAL ? SG_VERSION : VERSION);
    if ((int64_t)w != g->w || (int64_t)h != g->h)
        return mz_error_set(err, 0, MAZE_EINVAL, "prepared for a %u x %u map, not this %d x %d one", (unsigned)w,
                            (unsigned)h, (int)g->w, (int)g->h);
    maze_prepared *p;
    int st = mz_jpp_alloc(&p, g, (int)method, alloc);
    if (st == MAZE_EUNSUPPORTED)
        return mz_error_set(err, 0, st, "the graph is not one a prepared search takes (8 moves, no corner cutting, unit costs)");
    if (st) return mz_error_set(err, 0, st, "out of memory");
    uint64_t bytes = method == MAZE_PREP_SUBGOAL ? get64(b + 32) : 16 * g->n;
    if (mz_jpp_fingerprint(g) != get64(b + 24)) {
        st = mz_error_set(err, 0, MAZE_EINVAL, "prepared for another map of this size (the map has changed since)");
    } else if (get64(b + 32) != bytes || len - HEADER != bytes) {
        st = mz_error_set(err, 0, MAZE_EFORMAT, "the table is %zu bytes; the header says %llu", len - HEADER,
                          (unsigned long long)get64(b + 32));
        if (method == MAZE_PREP_JPS_PLUS)
            st = mz_error_set(err, 0, MAZE_EFORMAT, "the table is %zu bytes; a %d x %d map's is %llu", len - HEADER,
                              (int)g->w, (int)g->h, (unsigned long long)bytes);
    } else if (mz_jpp_fnv(MZ_FNV_BASIS, b + HEADER, (size_t)bytes) != get64(b + 40)) {
        st = mz_error_set(err, 0, MAZE_EFORMAT, "checksum mismatch: the file is damaged");
    } else {
        st = method == MAZE_PREP_SUBGOAL ? read_graph(p, b + HEADER, bytes, err) : read_jumps(p, b + HEADER, err);
    }
    if (st) {
        maze_prepared_destroy(p);
        return st;
    }
    p->fingerprint = get64(b + 24);
    *out = p;
    return MAZE_OK;
}
