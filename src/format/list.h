/* list.h - the formats, one line each, in the order of the table (and of
 * `maze list`; a tie in content detection goes to the earlier). Adding a
 * format is its file (in io/, or draw/ for a picture), which defines
 * `const mz_format mz_fmt_ID`, and one MZ_FORMAT(ID) line here. */
MZ_FORMAT(text)
MZ_FORMAT(unicode)
MZ_FORMAT(mask)
MZ_FORMAT(blocks)
MZ_FORMAT(perl)
MZ_FORMAT(map)
MZ_FORMAT(cells)
MZ_FORMAT(png)
MZ_FORMAT(svg)
MZ_FORMAT(pdf)
