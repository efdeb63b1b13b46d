#!/usr/bin/env python3
"""null_calls.py - writes the C test that calls every public function of
include/maze.h once per pointer parameter with that parameter NULL and the
others valid; a function that takes a descriptor (maze_generator,
maze_solver) is called so for every entry of its table.

Usage: null_calls.py maze.h out.c

Every MAZE_API prototype is read from the header, so a new function is
covered without editing this file. What the test expects follows the
header's conventions comment:
- a status call (int) returns MAZE_EINVAL for a NULL that is not allowed and
  MAZE_OK for one that is (NULLABLE_*), and MAZE_OK with every argument valid
  (which shows the fixtures really are valid);
- a getter returns 0 (NULL, 0.0) for a NULL, or what NULL_RESULT says;
- a void call returns;
- a NULL buffer with a length of 0 is the same as an empty buffer;
- a call that fails leaves its out-parameter empty: *out NULL for a
  `T **out`, a maze_doc cleared (checked where a NULL argument fails it);
- nothing crashes, leaks or trips a sanitizer (each call runs in a child
  process, so one crash names its call and the others still run).
A parameter whose valid value this file does not know stops the build with a
message naming it: add a maker below."""
import re
import sys

# ---- what the header's conventions allow ----------------------------------

# Parameters NULL may always be given for: the allocator (the C library's),
# the error record (no details), and user pointers handed back to callbacks.
NULLABLE_NAMES = {"alloc", "err", "ctx", "ud"}
# Option and overlay structs: NULL means the defaults (or nothing drawn).
NULLABLE_TYPES = {"const maze_gen_opts *", "const maze_solve_opts *", "const maze_read_opts *",
                  "const maze_draw_opts *", "const maze_overlay *", "const maze_file_opts *",
                  "const maze_book_opts *", "const maze_cell_fills *"}

# int functions that return a value, not a status (their comment says what
# they return; a NULL object gives NULL_RESULT or 0).
VALUE_INTS = {"maze_cell_enabled", "maze_map_open", "maze_map_has_costs", "maze_graph_moves", "maze_graph_diagonal",
              "maze_graph_passable", "maze_heuristic_find", "maze_heuristic_admissible",
              "maze_scen_decimals", "maze_scen_cost_ok", "maze_mark_visits", "maze_solver_fits",
              "maze_cell_back", "maze_cell_is_open", "maze_cell_is_enabled", "maze_generator_fits",
              "maze_line_of_sight", "maze_prepared_method"}
# Getters whose documented answer for NULL is not 0.
NULL_RESULT = {"maze_heuristic_find": "-1", "maze_map_cost": "1.0", "maze_cell_neighbor": "-1",
               "maze_cell_back": "-1", "maze_line_of_sight": "MAZE_EINVAL"}

# ---- valid values ---------------------------------------------------------
# Looked up as "function.parameter", then "parameter" (non-pointers only),
# then the type. `w` is the fx_world of null_fixtures.h; a descriptor's
# function pointer is called with `desc` its descriptor.

MAKERS = {
    # by type
    "maze_rng *": "&w->rng",
    "maze *": "w->maze",
    "const maze *": "w->maze",
    "maze **": "&w->out_maze",
    "maze_map *": "w->map",
    "const maze_map *": "w->map",
    "maze_map **": "&w->out_map",
    "const maze_graph *": "w->graph",
    "maze_graph *": "w->graph",
    "maze_graph **": "&w->out_graph",
    "maze_search *": "w->search",
    "maze_search **": "&w->out_search",
    "const maze_scen *": "w->scen",
    "maze_scen *": "w->scen",
    "maze_scen **": "&w->out_scen",
    "const maze_scen_query *": "maze_scen_at(w->scen, 0)",
    "maze_row_writer *": "w->writer",
    "maze_row_writer **": "&w->out_writer",
    "maze_doc *": "&w->doc",
    "const maze_allocator *": "&w->alloc",
    "maze_gen_opts *": "&w->gen_opts",
    "const maze_gen_opts *": "&w->gen_opts",
    "maze_solve_opts *": "&w->solve_opts",
    "const maze_solve_opts *": "&w->solve_opts",
    "maze_read_opts *": "&w->read_opts",
    "const maze_read_opts *": "&w->read_opts",
    "maze_draw_opts *": "&w->draw_opts",
    "const maze_draw_opts *": "&w->draw_opts",
    "const maze_overlay *": "&w->overlay",
    "const maze_solver *": "desc",     # each entry of the table in turn
    "const maze_generator *": "desc",
    "const maze_event *": "&w->event",
    "maze_result *": "&w->result",
    "maze_stats *": "&w->stats",
    "maze_difficulty *": "&w->difficulty",
    "maze_book_opts *": "&w->book_opts",
    "const maze_book_opts *": "&w->book_opts",
    "const maze_book_entry *": "&w->book_entry",
    "maze_error_info *": "&w->err",
    "uint32_t **": "&w->out_cells",
    "size_t *": "&w->out_count",
    "maze_write_fn": "fx_write",
    "maze_produce_fn": "fx_produce",
    "maze_row_fn": "fx_row",
    "void *": "NULL",  # user pointers: the callbacks above ignore them
    "int32_t": "1",
    "int64_t": "1",
    "uint32_t": "0",
    "uint64_t": "1",
    "size_t": "0",
    "int": "0",
    "unsigned": "0",
    "double": "0.5",
    "char": "'@'",
    # by parameter name (non-pointers)
    "width": "FX_W",
    "height": "FX_H",
    "bw": "FX_BW",
    "bh": "FX_BH",
    "gx": "FX_W - 1",
    "gy": "FX_H - 1",
    "sx": "0",
    "sy": "0",
    "dir": "MAZE_E",
    "open": "1",
    "enabled": "1",
    "moves": "4",
    "max_cells": "0",
    "cost": "2.0",
    "goal": "FX_CELLS - 1",
    # by function and parameter
    "maze_rng_below.n": "10",
    "maze_pick_dead_ends.n": "1",
    "maze_pick_dead_ends.out": "w->picks",
    "maze_to_masks.out": "w->masks_out",
    "maze_to_blocks.out": "w->blocks_out",
    "maze_from_masks.masks": "w->masks",
    "maze_map_from_open.open": "w->masks",
    "maze_map_to_open.out": "w->masks_out",
    "maze_map_set_costs.costs": "w->costs",
    "maze_map_get_costs.out": "w->dist",
    "maze_search_distances.out": "w->dist",
    "maze_search_distances_multi.sources": "w->dead",
    "maze_search_distances_multi.n": "1",
    "maze_search_distances_multi.out": "w->dist",
    "maze_flow_field.to": "w->dist",
    "maze_graph_set_open.g": "w->graph8",
    "maze_graph_set_open.x": "0",
    "maze_graph_set_open.y": "0",
    "maze_flow_field.next": "w->next",
    "maze_search_all_shortest.on": "w->masks_out",
    "maze_search_all_shortest.count": "&w->shape_cells",
    "maze_path_xy.path": "w->dead",
    "maze_path_xy.n": "1",
    "maze_path_xy.xy": "w->xy",
    "maze_path_points.path": "w->dead",
    "maze_path_points.n": "1",
    "maze_path_points.xy": "w->points",
    "maze_path_smooth.g": "w->graph8",
    "maze_path_smooth.path": "w->dead",
    "maze_path_smooth.n": "1",
    "maze_path_smooth.out": "w->next",
    "maze_line_of_sight.g": "w->graph8",
    "maze_from_blocks.blocks": "w->blocks",
    "maze_from_map_blocks.map": "w->block_map",
    "maze_free.p": "w->dead",  # fx_close frees it: a NULL maze must not
    "maze_generator_find.name": "\"dfs\"",
    "maze_topology_find.name": "\"hex\"",
    "const maze_topology *": "maze_topology_at(1)",
    "const maze_shape *": "&w->shape",
    "maze_shape *": "&w->shape_out",
    "maze_cell_geom *": "&w->geom",
    "maze_shape_cells.cells": "&w->shape_cells",
    "maze_extent.width": "&w->ext_w",
    "maze_extent.height": "&w->ext_h",
    "maze_book_draw.count": "1",
    "maze_book_fit.cell_mm": "&w->ext_w",
    "maze_book_fit.line_mm": "&w->ext_h",
    "maze_book_pages.pages": "&w->book_pages",
    "maze_cell_set_open.side": "1",  # cell 0's east side: a neighbour
    "maze_generate.name": "\"dfs\"",
    "maze_solver_find.name": "\"bfs\"",
    "maze_heuristic_find.name": "\"zero\"",
    "maze_format_find.name": "\"text\"",
    "maze_format_for_path.path": "\"x.png\"",
    "maze_color_parse.s": "\"red\"",
    "maze_color_parse.rgb": "&w->rgb",
    "maze_write.format": "\"text\"",
    "maze_write_gaps.format": "\"text\"",
    "maze_map_write.format": "\"text\"",
    "maze_row_writer_create.format": "\"text\"",
    "maze_row_writer_create.height": "1",
    "maze_row_writer_row.y": "0",
    "maze_row_writer_row.open": "w->row",
    "maze_row_writer_finish.w": "w->writer_done",
    "maze_draw.format": "\"svg\"",
    "maze_map_draw.format": "\"svg\"",
    "maze_draw_row_writer_create.format": "\"png\"",
    "maze_draw_pixels_size.width": "&w->xy[0]",
    "maze_draw_pixels_size.height": "&w->xy[1]",
    "const maze_cell_fills *": "&w->fills",
    "maze_draw_pixels.px": "w->pixels",
    "maze_draw_pixels.npx": "FX_PIXELS",
    "maze_draw_size.px_width": "&w->px_width",
    "maze_draw_size.px_height": "&w->px_height",
    "maze_read.doc": "&w->out_doc",
    "maze_read.data": "w->maze_text.bytes",
    "maze_map_read_costs.data": "FX_COSTS_TEXT",
    "maze_map_read_movingai.data": "w->map_text.bytes",
    "maze_scen_read.data": "FX_SCEN_TEXT",
    "maze_mask_read.data": "FX_MASK_TEXT",
    "maze_write_file_atomic.path": "w->path",
    "maze_write_file_atomic_opts.path": "w->path",
    "maze_write_file_atomic_opts.o": "NULL",  # no options: the plain call
    "maze_mark_visits.ud": "&w->marks",
    "maze_scen_query_check.map": "w->map",
    "maze_map_set.terrain": "'@'",
    "maze_generate_into.m": "w->blank",
    "maze_solve.s": "fx_search_for(w, desc)",
    "const maze_prepared *": "w->prepared",
    "maze_prepared *": "w->prepared",
    "maze_prepared **": "&w->out_prepared",
    "maze_prepare.g": "w->graph8",
    "maze_prepare_method.method": "2", "maze_prepare_method.g": "w->graph8",
    "maze_prepared_read.g": "w->graph8",
    "maze_prepared_read.data": "w->prep_text.bytes",
    "maze_prepared_read.len": "w->prep_text.len",
    "maze_prepared_solve.s": "w->search8",
}

# What a status call returns with every argument valid (and with a NULL the
# header allows), when that is not MAZE_OK for every entry of a table.
VALID_STATUS = {
    "maze_generate_rows": "(desc->flags & MAZE_GEN_ROWS) ? MAZE_OK : MAZE_EUNSUPPORTED",
}


def fail(msg):
    sys.stderr.write("null_calls.py: %s\n" % msg)
    sys.exit(1)


def norm_type(t):
    t = " ".join(t.replace("*", " * ").split())
    return t.replace("* *", "**")


def is_pointer(ctype, fn_types):
    return "*" in ctype or ctype in fn_types


def parse_params(text, where):
    text = " ".join(text.split())
    if text in ("", "void"):
        return []
    out = []
    for p in text.split(","):
        m = re.fullmatch(r"\s*(.*?[\s*])(\w+)\s*", p)
        if not m or "(" in p or "[" in p:
            fail("%s: cannot read parameter %r (name every parameter; use a typedef for a "
                 "function pointer)" % (where, p))
        out.append((norm_type(m.group(1)), m.group(2)))
    return out


def parse_header(path):
    with open(path, encoding="utf-8") as f:
        src = f.read()
    src = re.sub(r"/\*.*?\*/", " ", src, flags=re.S)
    src = re.sub(r"^\s*#.*$", " ", src, flags=re.M)
    funcs = []
    for m in re.finditer(r"MAZE_API\s+([^;(]*?)\b(\w+)\s*\(([^;]*?)\)\s*;", src, flags=re.S):
        ret, name, params = norm_type(m.group(1)), m.group(2), m.group(3)
        funcs.append((ret, name, parse_params(params, name)))
    fn_types = {}
    for m in re.finditer(r"typedef\s+([^;(]*?)\(\s*\*\s*(\w+)\s*\)\s*\(([^;]*?)\)\s*;", src, flags=re.S):
        fn_types[m.group(2)] = (norm_type(m.group(1)), parse_params(m.group(3), m.group(2)))
    structs = {}  # struct name -> its function pointer fields
    for m in re.finditer(r"typedef\s+struct\s+(\w+)\s*\{(.*?)\}\s*(\w+)\s*;", src, flags=re.S):
        fields = []
        for decl in m.group(2).split(";"):
            f = re.fullmatch(r"\s*(\w+)\s+(\w+)\s*", decl)
            if (f and f.group(1) in fn_types) or "(*" in decl:
                fields.append(decl.split("(")[0].split()[-1] if f is None else f.group(2))
        structs[m.group(3)] = fields
    if len(funcs) < 10:
        fail("%s: found only %d MAZE_API prototypes" % (path, len(funcs)))
    return funcs, fn_types, structs


def maker(func, param, ctype, fn_types):
    for key in ("%s.%s" % (func, param),) + (() if is_pointer(ctype, fn_types) else (param,)) + (ctype,):
        if key in MAKERS:
            return MAKERS[key]
    fail("no valid value for parameter `%s` (%s) of %s: add one to MAKERS" % (param, ctype, func))


def nullable(param, ctype):
    return param in NULLABLE_NAMES or ctype in NULLABLE_TYPES


def kind_of(ret, name):
    if ret == "void":
        return "void"
    if ret == "int" and name not in VALUE_INTS:
        return "status"
    return "value"


class Emitter:
    def __init__(self):
        self.cases = []  # (label, C function name, descriptor table (struct, count, at) or None)
        self.body = []

    def case(self, label, code, table=None):
        fn = "case_%d" % len(self.cases)
        head = ("    const %s *desc = desc_v;\n    (void)desc;\n" % table[0]) if table else "    (void)desc_v;\n"
        head += "    (void)w;\n"
        self.body.append("static int %s(fx_world *w, const void *desc_v)\n{\n%s    int bad = 0;\n%s    return bad;\n}\n"
                         % (fn, head, code))
        self.cases.append((label, fn, table))


def call_code(kind, ret, callee, args, expect):
    """C statements making one call and checking its result against `expect`
    ("OK", "EINVAL", "STATUS:<expr>", "NULL_RESULT:<expr>", "SAME:<call>",
    "NONE")."""
    call = "%s(%s)" % (callee, ", ".join(args))
    if kind == "void" or expect == "NONE":
        return "    %s;\n" % call if kind == "void" else "    (void)%s;\n" % call
    if expect in ("OK", "EINVAL"):
        expect = "STATUS:MAZE_" + expect
    if expect.startswith("STATUS:"):
        want = expect.split(":", 1)[1]
        return ("    int st = %s, want = %s;\n    if (st != want) {\n"
                "        fprintf(stderr, \"  returned %%d (%%s), not %%d (%%s)\\n\", st, maze_strerror(st), want,\n"
                "                maze_strerror(want));\n"
                "        bad = 1;\n    }\n" % (call, want))
    if expect.startswith("NULL_RESULT:"):
        want = expect.split(":", 1)[1]
        return ("    if (!(%s == %s)) {\n        fprintf(stderr, \"  did not return %s\\n\");\n"
                "        bad = 1;\n    }\n" % (call, want, want))
    if expect.startswith("SAME:"):
        other = expect.split(":", 1)[1]
        if kind == "status":
            return ("    int st = %s;\n    fx_close(w);\n    fx_open(w);\n    int want = %s;\n"
                    "    if (st != want) {\n"
                    "        fprintf(stderr, \"  returned %%d (%%s), but %%d (%%s) for an empty buffer\\n\",\n"
                    "                st, maze_strerror(st), want, maze_strerror(want));\n"
                    "        bad = 1;\n    }\n" % (call, other))
        return "    (void)%s;\n" % call
    raise AssertionError(expect)


def out_checks(params, valid, null_at, code):
    """`code` (a call expected to fail) wrapped so that it also checks that
    each out-parameter but the NULL one comes back empty: a `T **` set to a
    sentinel before the call is NULL after it, a maze_doc is cleared."""
    pre, post = "", ""
    for j, (t, p) in enumerate(params):
        arg = valid[j]
        if j == null_at or not arg.startswith("&w->out_"):
            continue
        field = arg[1:]
        if t.endswith("**"):
            pre += "    %s = (void *)&fx_sentinel;\n" % field
            post += ("    if (%s) {\n        fprintf(stderr, \"  left %s %%s\\n\", %s == (void *)&fx_sentinel ? "
                     "\"untouched\" : \"set\");\n        %s = NULL;\n        bad = 1;\n    }\n"
                     % (field, p, field, field))
        elif t == "maze_doc *":
            pre += "    %s.format = \"sentinel\";\n" % field
            post += ("    if (%s.format || %s.maze || %s.map) {\n        fprintf(stderr, \"  left %s not empty\\n\");\n"
                     "        %s.format = NULL;\n        bad = 1;\n    }\n" % (field, field, field, p, field))
    return pre + code + post


def cases_for(em, kind, ret, callee, params, where, fn_types, label_prefix, table=None):
    """Every call of one function: all valid (status calls), one per pointer
    NULL, and NULL with length 0 for each buffer-and-length pair."""
    valid = [maker(where, p, t, fn_types) for t, p in params]
    # The length after a buffer is that buffer's length.
    for i, (t, p) in enumerate(params):
        if t == "size_t" and p == "len" and i > 0 and "%s.len" % where not in MAKERS:
            valid[i] = "fx_len(%s)" % valid[i - 1]
    ok = "STATUS:" + VALID_STATUS[where] if where in VALID_STATUS else "OK"
    if kind == "status":
        em.case('%s "(all valid)"' % label_prefix, call_code(kind, ret, callee, valid, ok), table)
    for i, (t, p) in enumerate(params):
        if not is_pointer(t, fn_types):
            continue
        args = list(valid)
        args[i] = "NULL"
        label = '%s "(%s NULL)"' % (label_prefix, p)
        if kind == "status":
            expect = ok if nullable(p, t) else "EINVAL"
        elif kind == "value" and not nullable(p, t):
            expect = "NULL_RESULT:" + NULL_RESULT.get(where, "0")
        else:
            expect = "NONE"
        code = call_code(kind, ret, callee, args, expect)
        if expect == "EINVAL":
            code = out_checks(params, valid, i, code)
        em.case(label, code, table)
        if i + 1 < len(params) and params[i + 1] == ("size_t", "len"):
            args[i + 1] = "0"
            empty = list(args)
            empty[i] = '""'
            em.case('%s "(%s NULL, len 0)"' % (label_prefix, p),
                    call_code(kind, ret, callee, args, "SAME:%s(%s)" % (callee, ", ".join(empty))), table)


def find_tables(funcs, structs):
    """Descriptor structs (a table walked by PREFIX_count() and
    PREFIX_at(size_t), whose entries some MAZE_API function takes): struct
    name -> (struct, count, at)."""
    by_name = {name: (ret, params) for ret, name, params in funcs}
    tables = {}
    for sname in sorted(structs):
        taken = any(t == "const %s *" % sname for _, _, params in funcs for t, _ in params)
        at = [name for ret, name, params in funcs
              if ret == "const %s *" % sname and name.endswith("_at") and [t for t, _ in params] == ["size_t"]]
        if not taken or not at:
            continue
        if len(at) != 1 or at[0][:-3] + "_count" not in by_name:
            fail("descriptor %s has no PREFIX_at(size_t) / PREFIX_count() to walk its table" % sname)
        if structs[sname]:
            fail("descriptor %s has function pointers (%s): a descriptor carries information only, "
                 "a MAZE_API call runs it" % (sname, ", ".join(structs[sname])))
        tables[sname] = (sname, at[0][:-3] + "_count", at[0])
    return tables


def table_of(params, tables):
    """The table whose entries a function takes, or None. A function taking
    entries of two tables (maze_generator_fits) walks the first; the other
    parameter's value comes from MAKERS."""
    found = [tables[t[len("const "):-2]] for t, _ in params
             if t.startswith("const ") and t.endswith(" *") and t[len("const "):-2] in tables]
    if len(found) > 2:
        fail("a function takes descriptors of three tables")
    return found[0] if found else None


def emit(funcs, fn_types, structs):
    em = Emitter()
    tables = find_tables(funcs, structs)
    if {"maze_generator", "maze_solver"} - set(tables):
        fail("found no call taking a maze_generator and a maze_solver (found: %s)" % sorted(tables))
    for ret, name, params in funcs:
        cases_for(em, kind_of(ret, name), ret, name, params, name, fn_types, '"%s"' % name,
                  table_of(params, tables))
    out = ["/* Generated by tests/api/null_calls.py from include/maze.h; do not edit. */",
           "#include \"null_fixtures.h\"", "", "#include <sys/wait.h>", "",
           "/* What an out-parameter holds before a call that must empty it. */",
           "static char fx_sentinel;", ""]
    out += em.body
    out.append(RUNNER_HEAD)
    for label, fn, table in em.cases:
        if not table:
            out.append("    run(%s, NULL, %s, NULL);" % (label, fn))
    for sname, count, at in tables.values():
        if not any(table and table[0] == sname for _, _, table in em.cases):
            continue  # a table no call walks (its entries come from MAKERS)
        out.append("    for (size_t k = 0; k < %s(); k++) {\n        const %s *d = %s(k);" % (count, sname, at))
        for label, fn, table in em.cases:
            if table and table[0] == sname:
                out.append("        run(%s, d->name, %s, d);" % (label, fn))
        out.append("    }")
    out.append(RUNNER_TAIL)
    return "\n".join(out) + "\n"


RUNNER_HEAD = r"""typedef int (*case_fn)(fx_world *w, const void *desc);

static int passed, failed;

/* Runs one call in a child process: a crash or a sanitizer report then
 * names the call and the other calls still run. */
static void run(const char *label, const char *desc_name, case_fn fn, const void *desc)
{
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        perror("fork");
        exit(2);
    }
    if (pid == 0) {
        fx_world w;
        fx_open(&w);
        int bad = fn(&w, desc);
        fx_close(&w);
        exit(bad);
    }
    int ws;
    if (waitpid(pid, &ws, 0) != pid) {
        perror("waitpid");
        exit(2);
    }
    if (WIFEXITED(ws) && WEXITSTATUS(ws) == 0) {
        passed++;
        return;
    }
    failed++;
    fprintf(stderr, "FAIL %s%s%s: ", label, desc_name ? " of " : "", desc_name ? desc_name : "");
    if (WIFSIGNALED(ws)) fprintf(stderr, "killed by signal %d\n", WTERMSIG(ws));
    else fprintf(stderr, "exit %d\n", WEXITSTATUS(ws));
}

int main(void)
{"""

RUNNER_TAIL = r"""    printf("%d calls passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}"""


def main():
    if len(sys.argv) != 3:
        fail("usage: null_calls.py maze.h out.c")
    funcs, fn_types, structs = parse_header(sys.argv[1])
    text = emit(funcs, fn_types, structs)
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
