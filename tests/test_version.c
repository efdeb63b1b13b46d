/* test_version.c - the version macros, MAZE_VERSION_STRING and maze_version()
 * agree, so a release bump cannot update one and forget the others (CMake
 * reads the project version from MAZE_VERSION_STRING). */
#include "testlib.h"
#include "maze.h"

#include <string.h>

int main(void)
{
    char want[32];
    snprintf(want, sizeof want, "%d.%d.%d", MAZE_VERSION_MAJOR, MAZE_VERSION_MINOR, MAZE_VERSION_PATCH);
    CHECK(strcmp(want, MAZE_VERSION_STRING) == 0);
    CHECK(strcmp(maze_version(), MAZE_VERSION_STRING) == 0);
    CHECK(maze_version() == maze_version()); /* static storage, not rebuilt per call */
    return check_done();
}
