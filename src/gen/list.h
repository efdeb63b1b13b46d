/* list.h - the generators, one line each, in the order of the table (and of
 * `maze list`). Adding a generator is its file, which defines
 * `const mz_generator mz_gen_ID`, and one MZ_GEN(ID) line here. */
MZ_GEN(dfs)
MZ_GEN(bfs)
MZ_GEN(prim)
MZ_GEN(prim_simple)
MZ_GEN(kruskal)
MZ_GEN(wilson)
MZ_GEN(aldous_broder)
MZ_GEN(hunt_and_kill)
MZ_GEN(growing_tree)
MZ_GEN(division)
MZ_GEN(eller)
MZ_GEN(sidewinder)
MZ_GEN(binary_tree)
