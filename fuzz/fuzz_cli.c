/* fuzz_cli.c - fuzzes the maze command's command line and the files it
 * reads: the input up to its first NUL is split into arguments at newlines,
 * the first naming the subcommand; what follows the NUL is the contents of
 * the files the command reads, in the order it reads them, separated by
 * FZ_FILE_SEP (a file past the last given gets a built-in one). The
 * subcommand's own code runs (fuzz/cli/: parsing, reading and checks
 * unchanged, file I/O and big work stubbed). Every run must end in a
 * documented exit status (0 to 4). Messages go to stderr: run with
 * -close_fd_mask=3. */
#include "fuzz_util.h"
#include "cli/fz_cli.h"

#define FZ_MAX_ARGS 64

static const struct {
    const char *name;
    int (*run)(int argc, char **argv);
} commands[] = {
    {"generate", fz_generate}, {"solve", fz_solve},     {"render", fz_render}, {"demo", fz_demo},
    {"stats", fz_stats},       {"animate", fz_animate}, {"bench", fz_bench},   {"play", fz_play},
    {"prepare", fz_prepare},
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    char *argv[FZ_MAX_ARGS + 1];
    int argc = 0;
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    size_t args = strlen(text);
    fz_files_set(args < size ? text + args + 1 : NULL, args < size ? size - args - 1 : 0);
    for (char *p = text; argc < FZ_MAX_ARGS;) {
        argv[argc++] = p;
        char *nl = memchr(p, '\n', (size_t)(text + args - p));
        if (!nl) break;
        *nl = '\0';
        p = nl + 1;
    }
    argv[argc] = NULL;
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(argv[0], commands[i].name) == 0) {
            int st = commands[i].run(argc, argv);
            if (st < 0 || st > 4) abort();
            break;
        }
    fflush(stdout);
    free(text);
    return 0;
}
