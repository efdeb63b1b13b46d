/* cmd_render.c - `maze render`: reads a maze or map in any readable format
 * and writes it in another, keeping its start and goal marks. */
#include "cli.h"
#include "core.h"
#include "io.h"
#include "draw.h"

#include <string.h>

typedef struct render_args {
    cli_core c;
} render_args;

static const cli_opt render_opts[] = {
    CLI_STR('f', "format", "FORMAT", "output format (default text; block maps keep their own format)", render_args, c.format),
    CLI_STR('o', "output", "FILE", "write to FILE (through a temporary file); an extension naming no format (x.jpg) needs -f", render_args, c.output),
    CLI_INPUT_OPTS(render_args, c),
    CLI_GAPS_OPT(render_args, c),
    CLI_DRAW_OPTS(render_args, c.draw),
    CLI_OPT_END,
};

static const cli_spec render_spec = {
    .name = "render",
    .usage = "[-f FORMAT] [-o FILE] [-i FORMAT] [--cell N] [--show LIST] [--color ROLE=C] [FILE|-]",
    .about = "Reads a wall maze or block map (format detected from the content, or -i) and\n"
             "writes it in another format (see 'maze list'); png and svg take the drawing options.\n"
             "A maze of another topology than rect (a cells file) is drawn in png, svg or pdf;\n"
             "a weave maze also as text or unicode: its corridors, a crossing as -|-.",
    .opts = render_opts,
    .max_files = 1,
};

int cmd_render(int argc, char **argv)
{
    render_args a;
    cli_core_init(&a.c, render_spec.name, 1);
    const char *files[1];
    size_t nfiles;
    int st = cli_parse(&render_spec, argc, argv, &a, files, &nfiles);
    if (st >= 0) return st;
    maze_doc doc;
    if ((st = cli_load(&a.c, nfiles ? files[0] : "-", &doc))) return st;
    const char *fmt = cli_out_format(&a.c, doc.maze ? "text" : doc.format,
                                     doc.maze ? MAZE_FMT_WRITE_MAZE : MAZE_FMT_WRITE_MAP);
    st = fmt ? cli_draw_check(&a.c, fmt, 0) : EXIT_USAGE;
    if (!st && doc.maze && !cli_maze_rect(doc.maze) && !cli_draw_format(fmt, NULL) && strcmp(fmt, "cells") != 0 &&
        !cli_weave_text_of(doc.maze, fmt))
        st = cli_error(EXIT_USAGE, "render: %s does not draw a %s maze (png, svg, pdf and cells do)", fmt,
                       maze_topology_of(doc.maze)->name);
    if (!st) {
        maze_overlay ov = {doc.has_start, doc.has_goal, doc.sx, doc.sy, doc.gx, doc.gy, NULL, 0};
        cli_picture p = {doc.maze, doc.map, fmt, &ov};
        st = cli_emit(&a.c, &p);
    }
    maze_doc_clear(&doc);
    return st;
}
