/* test_locale.c - the numbers in files and options read the same after a
 * program embedding libmaze calls setlocale with a ',' decimal point: .scen
 * lengths, cost maps and growing-tree's mixed:P. The comma locale (de_DE) is
 * compiled into a temporary directory with localedef (package `locales`,
 * installed by scripts/deps.sh), so the test never depends on the machine's
 * installed locales; failing to make it fails the test. */
#include "testlib.h"
#include "maze.h"

#include <locale.h>
#include <string.h>
#include <unistd.h>

/* Compiles de_DE.UTF-8 under a fresh directory and switches LC_NUMERIC to
 * it; 1 on success. */
static int comma_locale(char *dir, size_t size)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, size, "%s/maze-locale-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir)) return 0;
    char cmd[600];
    snprintf(cmd, sizeof cmd, "localedef -i de_DE -f UTF-8 '%s/de_DE.UTF-8' >/dev/null 2>&1", dir);
    if (system(cmd) != 0) fprintf(stderr, "localedef failed (is the locales package installed?)\n");
    setenv("LOCPATH", dir, 1);
    if (!setlocale(LC_NUMERIC, "de_DE.UTF-8")) return 0;
    return strcmp(localeconv()->decimal_point, ",") == 0;
}

static void test_scen(void)
{
    static const char scen[] = "version 1\n0\tm.map\t8\t8\t0\t0\t7\t7\t12.5\n"
                               "0\tm.map\t8\t8\t1\t0\t7\t7\t10.41421356\n";
    maze_scen *sc = NULL;
    CHECK_EQ(maze_scen_read(&sc, scen, sizeof scen - 1, NULL, NULL), MAZE_OK);
    CHECK(maze_scen_count(sc) == 2);
    CHECK(maze_scen_at(sc, 0) && maze_scen_at(sc, 0)->optimal == 12.5);
    CHECK(maze_scen_at(sc, 1) && maze_scen_at(sc, 1)->optimal == 10.41421356);
    CHECK_EQ(maze_scen_decimals(sc), 8);
    maze_scen_destroy(sc);
}

static void test_costs(void)
{
    static const char costs[] = "1.5 2.25\n1e1 3.125\n";
    static const char comma[] = "1,5 2\n1 1\n"; /* "1,5" is two numbers, 1 and 5: three on a row */
    maze_map *map = NULL;
    CHECK_EQ(maze_map_create(&map, 2, 2, NULL), MAZE_OK);
    CHECK_EQ(maze_map_read_costs(map, costs, sizeof costs - 1, NULL), MAZE_OK);
    CHECK(maze_map_cost(map, 0, 0) == 1.5);
    CHECK(maze_map_cost(map, 1, 0) == 2.25);
    CHECK(maze_map_cost(map, 0, 1) == 10.0);
    CHECK(maze_map_cost(map, 1, 1) == 3.125);
    CHECK_EQ(maze_map_read_costs(map, comma, sizeof comma - 1, NULL), MAZE_EFORMAT);
    maze_map_destroy(map);
}

/* growing-tree with mixed:0.25 gives the same maze as in the "C" locale, and
 * "mixed:0,25" is refused in both. */
static void test_bias(const maze *reference)
{
    maze_gen_opts o;
    maze_gen_opts_init(&o);
    o.bias = "mixed:0.25";
    maze *m = NULL;
    CHECK_EQ(maze_generate(&m, "growing-tree", 24, 16, 9, &o, NULL), MAZE_OK);
    int same = m != NULL;
    for (int32_t y = 0; same && y < 16; y++)
        for (int32_t x = 0; x < 24; x++) same &= maze_get(m, x, y) == maze_get(reference, x, y);
    CHECK(same);
    maze_destroy(m);
    m = NULL;
    o.bias = "mixed:0,25";
    CHECK_EQ(maze_generate(&m, "growing-tree", 24, 16, 9, &o, NULL), MAZE_EINVAL);
    maze_destroy(m);
}

int main(void)
{
    maze_gen_opts o;
    maze_gen_opts_init(&o);
    o.bias = "mixed:0.25";
    maze *reference = NULL;
    CHECK_EQ(maze_generate(&reference, "growing-tree", 24, 16, 9, &o, NULL), MAZE_OK);
    o.bias = "mixed:0,25";
    maze *bad = NULL;
    CHECK_EQ(maze_generate(&bad, "growing-tree", 24, 16, 9, &o, NULL), MAZE_EINVAL);
    maze_destroy(bad);
    char dir[512];
    int ok = comma_locale(dir, sizeof dir);
    CHECK(ok); /* without it the checks below would prove nothing */
    if (ok) {
        test_scen();
        test_costs();
        test_bias(reference);
    }
    setlocale(LC_NUMERIC, "C");
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", dir);
    maze_destroy(reference);
    return check_done();
}
