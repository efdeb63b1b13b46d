/* weave_text.c - `maze render` and `maze solve -f text|unicode` of a weave
 * maze: its corridors as lines through the cells (the library's text formats
 * hold rect alone), a crossing as the corridor above unbroken between the
 * two halves of the one passing under it ("-|-"), a path's cells as rect's
 * text marks them. Through the cell calls of maze.h only. */
#include "io.h"

#include <stdlib.h>
#include <string.h>

/* Open directions of cell c (bit 0 N, 1 E, 2 S, 3 W): its side or its jump. */
static unsigned dirs(const maze *m, uint32_t c)
{
    unsigned o = maze_cell_open_sides(m, c), r = 0;
    for (unsigned d = 0; d < 4; d++) r |= ((o >> (2 * d)) & 3u) ? 1u << d : 0;
    return r;
}

/* Whether a corridor runs from cell c to the next one east (d 1) or south
 * (d 2): c's side or jump that way, or the jump of the cell before c
 * passing under c. */
static int link(const maze *m, uint32_t c, unsigned d)
{
    int64_t back = maze_cell_neighbor(m, c, d == 1 ? 6 : 0);
    return ((maze_cell_open_sides(m, c) >> (2 * d)) & 3u) ||
           (back >= 0 && maze_cell_is_open(m, (uint32_t)back, 2 * d + 1));
}

/* The glyph of a cell's centre: S and E at the ends, a path's cell as rect's
 * text marks it (on_path: a bit a cell, or NULL), else by its open
 * directions (ASCII: o a dead end, | and - straight, + the others). */
static const char *glyph(const maze *m, uint32_t c, const maze_overlay *ov, const uint8_t *on_path, int uni)
{
    static const char *const box[16] = {" ", "\u2575", "\u2576", "\u2514", "\u2577", "\u2502", "\u250c", "\u251c",
                                        "\u2574", "\u2518", "\u2500", "\u2534", "\u2510", "\u2524", "\u252c", "\u253c"};
    if (ov && ov->has_start && (uint32_t)ov->sx == c) return "S";
    if (ov && ov->has_goal && (uint32_t)ov->gx == c) return "E";
    if (!maze_cell_is_enabled(m, c)) return " ";
    if (on_path && ((unsigned)on_path[c >> 3] >> (c & 7u) & 1u)) return uni ? "\u2022" : "*";
    unsigned k = dirs(m, c);
    if (uni) return box[k];
    return k == 0 ? " " : k == 5 ? "|" : k == 10 ? "-" : (k & (k - 1)) == 0 ? "o" : "+";
}

/* Appends s to the line, which holds at most cap bytes (no terminator:
 * flush_line writes it by its length). */
static void put(char *line, size_t *len, size_t cap, const char *s)
{
    for (; *s && *len < cap; s++) line[(*len)++] = *s;
}

/* Writes the line without its trailing blanks, and a newline. */
static int flush_line(char *line, size_t len, maze_write_fn write, void *ctx)
{
    while (len && line[len - 1] == ' ') len--;
    line[len++] = '\n';
    return write(ctx, line, len) ? MAZE_EIO : MAZE_OK;
}

int cli_weave_text_of(const maze *m, const char *format)
{
    return m && strcmp(maze_topology_of(m)->name, "weave") == 0 &&
           (strcmp(format, "text") == 0 || strcmp(format, "unicode") == 0);
}

/* The cells of ov's path as bits into *out (NULL without a path). */
static int path_bits(const maze *m, const maze_overlay *ov, uint8_t **out)
{
    uint64_t n = maze_cell_total(m);
    *out = NULL;
    if (!ov || !ov->path || !ov->path_length) return MAZE_OK;
    if (!(*out = calloc((size_t)(n / 8 + 1), 1))) return MAZE_ENOMEM;
    for (size_t i = 0; i < ov->path_length; i++)
        if (ov->path[i] < n) (*out)[ov->path[i] >> 3] |= (uint8_t)(1u << (ov->path[i] & 7u));
    return MAZE_OK;
}

int cli_weave_text(const maze *m, const char *format, const maze_overlay *ov, maze_write_fn write, void *ctx)
{
    int uni = strcmp(format, "unicode") == 0;
    maze_shape sh;
    maze_shape_get(m, &sh);
    uint32_t w = (uint32_t)sh.width, h = (uint32_t)sh.height;
    const char *across = uni ? "\u2500" : "-", *down = uni ? "\u2502" : "|";
    size_t cap = (size_t)w * 6 + 2, len;
    uint8_t *on_path = NULL;
    char *line = malloc(cap + 1);
    int st = line ? path_bits(m, ov, &on_path) : MAZE_ENOMEM;
    for (uint32_t y = 0; y < h && !st; y++) {
        len = 0;
        for (uint32_t x = 0; x < w; x++) {
            put(line, &len, cap, glyph(m, y * w + x, ov, on_path, uni));
            if (x + 1 < w) put(line, &len, cap, link(m, y * w + x, 1) ? across : " ");
        }
        st = flush_line(line, len, write, ctx);
        if (st || y + 1 == h) continue;
        len = 0;
        for (uint32_t x = 0; x < w; x++) {
            put(line, &len, cap, link(m, y * w + x, 2) ? down : " ");
            if (x + 1 < w) put(line, &len, cap, " ");
        }
        st = flush_line(line, len, write, ctx);
    }
    free(on_path);
    free(line);
    return st;
}
