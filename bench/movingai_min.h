/* movingai_min.h - a minimal Moving AI .map/.scen reader (header-only) shared
 * by the jps benchmark and its tests until the library reads these formats. */
#ifndef MAZE_MOVINGAI_MIN_H
#define MAZE_MOVINGAI_MIN_H

#include "maze.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct mm_query {
    int32_t sx, sy, gx, gy;
    double opt;
    int two_decimals; /* the file gives this length to 2 decimals only */
} mm_query;

/* Reads a .map (LF or CRLF) into a new map; NULL (with a message) on failure. */
static maze_map *mm_read_map(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return NULL;
    }
    char line[1 << 16];
    int w = 0, h = 0;
    while (fgets(line, sizeof line, f)) {
        if (!strncmp(line, "height", 6)) h = atoi(line + 6);
        else if (!strncmp(line, "width", 5)) w = atoi(line + 5);
        else if (!strncmp(line, "map", 3)) break;
    }
    maze_map *map = NULL;
    if (w < 1 || h < 1 || w >= (int)sizeof line - 2 || maze_map_create(&map, w, h, NULL)) {
        fprintf(stderr, "%s: bad header\n", path);
        fclose(f);
        return NULL;
    }
    for (int y = 0; y < h; y++) {
        if (!fgets(line, sizeof line, f) || (int)strcspn(line, "\r\n") < w) {
            fprintf(stderr, "%s:%d: short or missing row\n", path, y + 1);
            maze_map_destroy(map);
            fclose(f);
            return NULL;
        }
        for (int x = 0; x < w; x++)
            if (!strchr(".GS", line[x])) maze_map_set(map, x, y, '@');
    }
    fclose(f);
    return map;
}

/* Reads the queries of a .scen into a malloc'ed array; NULL on failure. */
static mm_query *mm_read_scen(const char *path, size_t *count)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return NULL;
    }
    char line[4096], name[1024], opt[64];
    size_t n = 0, cap = 1024;
    mm_query *q = malloc(cap * sizeof *q);
    if (!q || !fgets(line, sizeof line, f)) { /* the version line */
        free(q);
        fclose(f);
        return NULL;
    }
    while (fgets(line, sizeof line, f)) {
        int bucket, mw, mh;
        mm_query a;
        if (sscanf(line, "%d %1023s %d %d %d %d %d %d %63s", &bucket, name, &mw, &mh, &a.sx, &a.sy, &a.gx, &a.gy,
                   opt) != 9)
            continue;
        const char *dot = strchr(opt, '.');
        a.opt = atof(opt);
        a.two_decimals = !dot || strlen(dot + 1) <= 2;
        if (n == cap) {
            mm_query *p = realloc(q, (cap *= 2) * sizeof *q);
            if (!p) break;
            q = p;
        }
        q[n++] = a;
    }
    fclose(f);
    *count = n;
    return q;
}

/* Whether `cost` matches the file's optimum (1e-4 relative, 0.01 absolute
 * where the file has 2 decimals). */
static int mm_cost_ok(const mm_query *q, double cost)
{
    double d = cost > q->opt ? cost - q->opt : q->opt - cost;
    return d <= 1e-4 * (q->opt > 1 ? q->opt : 1) || (q->two_decimals && d <= 0.01);
}

#endif
