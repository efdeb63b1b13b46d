/* cairo_api.h - the cairo calls the pictures and the books use, looked up in
 * libcairo.so.2 when first needed (so a program that draws none loads none
 * of cairo's libraries), and cairo's status as the library's. */
#ifndef MAZE_DRAW_CAIRO_API_H
#define MAZE_DRAW_CAIRO_API_H

#ifdef MAZE_HAVE_CAIRO
#include "draw.h"

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>

#define MZ_CAIRO_CALLS(X) \
    X(cairo_arc) \
    X(cairo_arc_negative) \
    X(cairo_close_path) \
    X(cairo_create) \
    X(cairo_destroy) \
    X(cairo_fill) \
    X(cairo_fill_preserve) \
    X(cairo_get_current_point) \
    X(cairo_has_current_point) \
    X(cairo_image_surface_create) \
    X(cairo_image_surface_get_data) \
    X(cairo_image_surface_get_stride) \
    X(cairo_line_to) \
    X(cairo_move_to) \
    X(cairo_new_path) \
    X(cairo_new_sub_path) \
    X(cairo_pdf_surface_create_for_stream) \
    X(cairo_pdf_surface_set_metadata) \
    X(cairo_rectangle) \
    X(cairo_restore) \
    X(cairo_save) \
    X(cairo_scale) \
    X(cairo_set_antialias) \
    X(cairo_select_font_face) \
    X(cairo_set_font_size) \
    X(cairo_set_line_cap) \
    X(cairo_set_line_join) \
    X(cairo_set_line_width) \
    X(cairo_set_source_rgb) \
    X(cairo_show_page) \
    X(cairo_show_text) \
    X(cairo_status) \
    X(cairo_stroke) \
    X(cairo_surface_destroy) \
    X(cairo_surface_finish) \
    X(cairo_surface_flush) \
    X(cairo_surface_status) \
    X(cairo_surface_write_to_png_stream) \
    X(cairo_svg_surface_create_for_stream) \
    X(cairo_svg_surface_set_document_unit) \
    X(cairo_text_extents) \
    X(cairo_translate)

/* The calls, each a pointer of its own type. */
typedef struct mz_cairo {
    void *lib;
#define X(f) __typeof__(f) *f; /* NOLINT(bugprone-macro-parentheses): a declarator */
    MZ_CAIRO_CALLS(X)
#undef X
} mz_cairo;

/* Loads the calls into *c (zeroed first); MAZE_EUNSUPPORTED when
 * libcairo.so.2 (1.16 or later) is not there, MAZE_ENOMEM when it could not
 * be loaded for want of memory. The loader keeps the library
 * once loaded (RTLD_NODELETE), so later pictures find it at once. Pair with
 * mz_cairo_unload, failed or not. */
MZ_HIDDEN int mz_cairo_load(mz_cairo *c);
MZ_HIDDEN void mz_cairo_unload(mz_cairo *c);
/* A cairo status as a library status. */
MZ_HIDDEN int mz_cairo_code(cairo_status_t c);
#endif

#endif
