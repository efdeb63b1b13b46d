/* fuzz_scen.c - fuzzes the .scen reader and the per-query checks against a
 * small fixed map: nothing accepted may point outside its stated size, and
 * the queries written out again as a scenario (each length with the digits it
 * was written with) read back the same. */
#include "fuzz_util.h"

#include <stdio.h>

/* One query as a .scen row; 0 if the length would not fit the reader's field. */
static int write_row(fz_buf *b, const maze_scen_query *q)
{
    char len[64];
    int n = snprintf(len, sizeof len, "%.*f", q->decimals, q->optimal);
    if (n < 0 || n >= 48) return 0; /* rounding up may add a digit to a 47-character length */
    char nums[128];
    int k = snprintf(nums, sizeof nums, "%d\t", (int)q->bucket);
    if (fz_write(b, nums, (size_t)k) || fz_write(b, q->map, strlen(q->map))) abort();
    k = snprintf(nums, sizeof nums, "\t%d\t%d\t%d\t%d\t%d\t%d\t%s\n", (int)q->map_width, (int)q->map_height,
                 (int)q->sx, (int)q->sy, (int)q->gx, (int)q->gy, len);
    if (fz_write(b, nums, (size_t)k)) abort();
    return 1;
}

static void same_query(const maze_scen_query *a, const maze_scen_query *b)
{
    if (a->bucket != b->bucket || strcmp(a->map, b->map) != 0 || a->map_width != b->map_width ||
        a->map_height != b->map_height || a->sx != b->sx || a->sy != b->sy || a->gx != b->gx || a->gy != b->gy ||
        a->decimals != b->decimals || memcmp(&a->optimal, &b->optimal, sizeof a->optimal) != 0)
        abort();
}

static void round_trip(const maze_scen *sc)
{
    fz_buf b = {0};
    if (fz_write(&b, "version 1\n", 10)) abort();
    for (size_t i = 0; i < maze_scen_count(sc); i++)
        if (!write_row(&b, maze_scen_at(sc, i))) {
            free(b.data);
            return;
        }
    maze_scen *back = NULL;
    maze_error_info err;
    if (maze_scen_read(&back, b.data, b.len, NULL, &err) != MAZE_OK) abort();
    if (maze_scen_count(back) != maze_scen_count(sc) || maze_scen_decimals(back) != maze_scen_decimals(sc)) abort();
    for (size_t i = 0; i < maze_scen_count(sc); i++) same_query(maze_scen_at(sc, i), maze_scen_at(back, i));
    maze_scen_destroy(back);
    free(b.data);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    maze_scen *sc = NULL;
    maze_error_info err;
    int st = maze_scen_read(&sc, (const char *)data, size, NULL, &err);
    if (st != MAZE_OK) {
        if (sc || !err.message[0]) abort(); /* a failure says why, leaves nothing */
        return 0;
    }
    maze_map *map = NULL;
    if (maze_map_create(&map, 8, 8, NULL) != MAZE_OK) abort();
    maze_map_set(map, 3, 3, '@');
    for (size_t i = 0; i < maze_scen_count(sc); i++) {
        const maze_scen_query *q = maze_scen_at(sc, i);
        if (q->sx < 0 || q->sy < 0 || q->sx >= q->map_width || q->sy >= q->map_height) abort();
        if (q->gx < 0 || q->gy < 0 || q->gx >= q->map_width || q->gy >= q->map_height) abort();
        if (!(q->optimal >= 0) || q->decimals < 0 || q->decimals > maze_scen_decimals(sc)) abort();
        (void)maze_scen_query_check(q, map, &err);
        (void)maze_scen_cost_ok(q, q->optimal, 1.0);
    }
    round_trip(sc);
    maze_map_destroy(map);
    maze_scen_destroy(sc);
    return 0;
}
