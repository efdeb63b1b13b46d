/* list.h - the topologies, one line each, in the order of the table (and of
 * `maze list`); rect first. Adding a topology is its file NAME.h, which
 * defines the functions and the info that topo.h names mz_NAME_*, its
 * #include line in topo.h and one MZ_TOPO(NAME) line here. */
MZ_TOPO(rect)
MZ_TOPO(hex)
MZ_TOPO(hexagon)
MZ_TOPO(triangle)
MZ_TOPO(polar)
MZ_TOPO(cube)
MZ_TOPO(upsilon)
MZ_TOPO(weave)
