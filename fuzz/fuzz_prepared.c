/* fuzz_prepared.c - fuzzes the prepared-file reader against a small fixed
 * map, files of every method (JPS+, subgoal graph). First byte even: the
 * rest is the file as it is, and one accepted must be the very file
 * maze_prepared_write makes for the map by the file's method. Odd: its
 * length and checksum fields are made right first, so the fuzzer reaches the
 * checks of the table itself; a table accepted then must search without
 * leaving the map. */
#include "fuzz_util.h"

#define W 12
#define H 9

static const char *const rows[H] = {"....@.......", "....@..@@...", "..@.@.......", "..@......@..", "..@@@@.@.@..",
                                    ".......@....", ".@@@...@..@.", "...@..@@..@.", "...@........"};

static maze_graph *graph(void)
{
    maze_map *m = NULL;
    maze_graph *g = NULL;
    if (maze_map_create(&m, W, H, NULL)) abort();
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            if (rows[y][x] == '@') maze_map_set(m, x, y, '@');
    if (maze_graph_from_map(&g, m, 8, NULL)) abort();
    maze_map_destroy(m);
    return g;
}

static void put64(uint8_t *b, uint64_t v)
{
    for (int i = 0; i < 8; i++) b[i] = (uint8_t)(v >> (8 * i));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) return 0;
    int fix = data[0] & 1;
    uint8_t *file = malloc(size);
    if (!file) return 0;
    size_t len = size - 1;
    memcpy(file, data + 1, len);
    if (fix && len >= 48) {
        uint64_t h = 0xcbf29ce484222325ull;
        for (size_t i = 48; i < len; i++) h = (h ^ file[i]) * 0x100000001b3ull;
        put64(file + 32, len - 48);
        put64(file + 40, h);
    }
    maze_graph *g = graph();
    maze_prepared *p = NULL;
    maze_error_info err;
    int st = maze_prepared_read(&p, g, file, len, NULL, &err);
    if (st != MAZE_OK) {
        if (p || !err.message[0]) abort(); /* a failure says why, leaves nothing */
    } else if (!fix) {
        maze_prepared *real = NULL;
        fz_buf a = {0};
        if (maze_prepare_method(&real, g, maze_prepared_method(p), NULL) || maze_prepared_write(real, fz_write, &a))
            abort();
        if (a.len != len || memcmp(a.data, file, len) != 0) abort(); /* only the true table passes */
        free(a.data);
        maze_prepared_destroy(real);
    } else {
        maze_search *s = NULL;
        if (maze_search_create(&s, g, NULL)) abort();
        for (int q = 0; q < 40; q++) {
            int sx = q % W, sy = (q * 7) % H, gx = (q * 5 + 3) % W, gy = (q * 3 + 1) % H;
            if (!maze_graph_passable(g, sx, sy) || !maze_graph_passable(g, gx, gy)) continue;
            maze_result r;
            if (maze_prepared_solve(s, p, sx, sy, gx, gy, &r) != MAZE_OK) abort();
            for (size_t i = 0; i < r.length; i++)
                if (r.path[i] >= (uint32_t)(W * H)) abort();
        }
        maze_search_destroy(s);
    }
    maze_prepared_destroy(p);
    maze_graph_destroy(g);
    free(file);
    return 0;
}
