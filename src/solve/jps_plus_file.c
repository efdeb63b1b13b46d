/* jps_plus_file.c - a prepared handle (jps_plus.h) as a file: a versioned
 * header naming the method and the map it belongs to (size and fingerprint)
 * and a checksum, then the jump table or the subgoal graph's edges and
 * levels; the reader refuses a file that is damaged, of another version or
 * method, or for another map. */
#include "jps_plus.h"

/* Layout, little-endian: "MAZEPREP", version (u32: 1 for JPS+, 3 for a
 * subgoal graph, whose version 1 kept the edges no shortest path bends by
 * and version 2 had no levels), method (u32, 1: JPS+,
 * 2: subgoal graph), width and height (u32), the map's fingerprint (u64), the
 * table's length in bytes (u64) and its FNV-1a checksum (u64); then the
 * table. JPS+: int16 entries in the order of struct maze_prepared's dist.
 * Subgoal graph, all u32: each subgoal's edge count (subgoals in cell
 * order), then every edge's head, edges in the order of mz_sg's adj; each
 * subgoal's rank (mz_sg's), then its count of added edges, then each added
 * edge's record (5 numbers, see mz_sg_load), in the order of the search's
 * lists; the subgoals themselves are found again in the map. */
static const unsigned char magic[8] = {'M', 'A', 'Z', 'E', 'P', 'R', 'E', 'P'};
#define VERSION 1u
#define SG_VERSION 3u /* the subgoal graph's taut edges (subgoal.c) and levels (subgoal_tsg.c) */
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

/* Added edges before subgoal u's in the search's lists. */
static uint32_t added_before(const mz_sg *sg, uint32_t u) { return sg->soff[u] - sg->off[u]; }

/* Field f of added edge k's record (see the layout). */
static uint32_t record(const mz_sg *sg, uint64_t k, uint32_t f)
{
    uint32_t lo = 0, hi = sg->n - 1; /* the last subgoal with added_before <= k */
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo + 1) / 2;
        if (added_before(sg, mid) <= k) lo = mid;
        else hi = mid - 1;
    }
    uint32_t i = sg->soff[lo] + sg->off[lo + 1] - sg->off[lo] + (uint32_t)(k - added_before(sg, lo));
    uint32_t w = sg->sadj[i], s = sg->svia[i], first = sg->sdir[i] & 15u;
    switch (f) {
    case 0: return w;
    case 1: return s;
    case 2: return sg->shalf[2 * k]; /* the halves as read or found: a file read writes back the same */
    case 3: return sg->shalf[2 * k + 1];
    default: return first | (uint32_t)sg->slast[i] << 8;
    }
}

/* Table entry i of p: JPS+'s jump distances (2 bytes each), or the subgoal
 * graph's sections (4 bytes each). */
static uint32_t entry(const maze_prepared *p, size_t i)
{
    if (p->method != MAZE_PREP_SUBGOAL) return (uint16_t)p->dist[i];
    const mz_sg *sg = &p->sg;
    size_t n = sg->n, e = sg->off[n];
    if (i < n) return sg->off[i + 1] - sg->off[i];
    if (i < n + e) return sg->adj[i - n];
    if (i < 2 * n + e) return sg->rank[i - n - e];
    if (i < 3 * n + e) return (sg->soff[i - 2 * n - e + 1] - sg->soff[i - 2 * n - e]) - (sg->off[i - 2 * n - e + 1] - sg->off[i - 2 * n - e]);
    return record(sg, (i - 3 * n - e) / 5, (uint32_t)((i - 3 * n - e) % 5));
}

static size_t entries(const maze_prepared *p)
{
    const mz_sg *sg = &p->sg;
    if (p->method != MAZE_PREP_SUBGOAL) return 8 * (size_t)p->g->n;
    return 3 * (size_t)sg->n + sg->off[sg->n] + 5 * (size_t)(sg->soff[sg->n] - sg->off[sg->n]);
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

/* The subgoal graph's edges from the file's words b (edges words; the
 * subgoals found in the map): every count and head must fit and every edge
 * be a path of allowed moves, so a forged file can add only true
 * shortcuts. MAZE_OK or MAZE_EFORMAT. */
static int read_edges(mz_sg *sg, const maze_graph *g, const unsigned char *b, uint64_t edges, maze_error_info *err)
{
    uint64_t sum = 0;
    sg->off[0] = 0;
    for (uint32_t u = 0; u < sg->n; u++) {
        sum += get32(b + 4 * (size_t)u);
        if (sum > edges)
            return mz_error_set(err, 0, MAZE_EFORMAT, "subgoal %u's edge count runs past the table", (unsigned)u);
        sg->off[u + 1] = (uint32_t)sum;
    }
    for (uint32_t u = 0; u < sg->n; u++)
        for (uint32_t e = sg->off[u]; e < sg->off[u + 1]; e++) {
            uint32_t v = sg->adj[e] = get32(b + 4 * ((size_t)sg->n + e));
            if (v >= sg->n || !mz_sg_edge_ok(g, sg->xy[2 * (size_t)u], sg->xy[2 * (size_t)u + 1],
                                             sg->xy[2 * (size_t)v], sg->xy[2 * (size_t)v + 1]))
                return mz_error_set(err, 0, MAZE_EFORMAT, "edge %u (from subgoal %u) is no path on the map",
                                    (unsigned)e, (unsigned)u);
        }
    return MAZE_OK;
}

/* The levels from the file's words b (`words` of them, after the edges):
 * ranks, counts of added edges and their records, checked by mz_sg_load.
 * MAZE_OK, MAZE_EFORMAT or MAZE_ENOMEM. */
static int read_levels(maze_prepared *p, const unsigned char *b, uint64_t words, maze_error_info *err)
{
    mz_sg *sg = &p->sg;
    uint32_t n = sg->n;
    uint64_t added = 0, rest = words - 2 * (uint64_t)n, bad = 0;
    for (uint32_t u = 0; u < n; u++) {
        added += get32(b + 4 * ((size_t)n + u));
        if (5 * added > rest)
            return mz_error_set(err, 0, MAZE_EFORMAT, "subgoal %u's count of added edges runs past the table", (unsigned)u);
    }
    if (5 * added != rest || added + sg->off[n] >= UINT32_MAX)
        return mz_error_set(err, 0, MAZE_EFORMAT, "the added edges' records are %llu words, not %llu",
                            (unsigned long long)rest, (unsigned long long)added * 5);
    sg->rank = mz_alloc(&p->alloc, ((size_t)n + 1) * sizeof *sg->rank);
    uint32_t *nadd = mz_alloc(&p->alloc, ((size_t)n + 1) * sizeof *nadd);
    uint32_t *rec = mz_alloc(&p->alloc, (size_t)rest * sizeof *rec + 1);
    int st = sg->rank && nadd && rec ? MAZE_OK : MAZE_ENOMEM;
    for (size_t i = 0; !st && i < n; i++) {
        sg->rank[i] = get32(b + 4 * i);
        nadd[i] = get32(b + 4 * (n + i));
    }
    for (size_t i = 0; !st && i < rest; i++) rec[i] = get32(b + 4 * (2 * (size_t)n + i));
    if (!st) st = mz_sg_load(sg, nadd, rec, &p->alloc, &bad);
    mz_free(&p->alloc, nadd);
    mz_free(&p->alloc, rec);
    if (st == MAZE_EFORMAT)
        return mz_error_set(err, 0, st, "added edge %llu is not two edges joined at a subgoal made local before its ends",
                            (unsigned long long)bad);
    return st ? mz_error_set(err, 0, st, "out of memory") : MAZE_OK;
}

/* The subgoal graph from the file's `bytes` bytes b (their checksum
 * checked): its edges, then its levels. MAZE_OK, MAZE_EFORMAT or
 * MAZE_ENOMEM. */
static int read_graph(maze_prepared *p, const unsigned char *b, uint64_t bytes, maze_error_info *err)
{
    mz_sg *sg = &p->sg;
    uint64_t words = bytes / 4;
    if (bytes % 4 || words < 3 * (uint64_t)sg->n)
        return mz_error_set(err, 0, MAZE_EFORMAT, "the table is %llu bytes; the map has %u subgoals, 12 bytes each at least",
                            (unsigned long long)bytes, (unsigned)sg->n);
    uint64_t room = words - 3 * (uint64_t)sg->n;
    sg->off = mz_alloc(&p->alloc, ((size_t)sg->n + 1) * sizeof *sg->off);
    sg->adj = mz_alloc(&p->alloc, (size_t)room * sizeof *sg->adj + 1);
    if (!sg->off || !sg->adj) return mz_error_set(err, 0, MAZE_ENOMEM, "out of memory");
    int st = read_edges(sg, p->g, b, room, err);
    if (st) return st;
    if (mz_sg_index(sg, &p->alloc)) return mz_error_set(err, 0, MAZE_ENOMEM, "out of memory");
    size_t at = (size_t)sg->n + sg->off[sg->n];
    return read_levels(p, b + 4 * at, words - at, err);
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
