/* list.h - the solvers, one line each, in the order of the table (and of
 * `maze list`). Adding a solver is its file, which defines
 * `const mz_solver mz_solve_ID`, and one MZ_SOLVER(ID) line here. */
MZ_SOLVER(astar)
MZ_SOLVER(bfs)
MZ_SOLVER(jps)
MZ_SOLVER(dfs)
MZ_SOLVER(dijkstra)
MZ_SOLVER(bidir)
MZ_SOLVER(weighted)
MZ_SOLVER(wall_follower)
MZ_SOLVER(wall_follower_right)
MZ_SOLVER(pledge)
MZ_SOLVER(tremaux)
MZ_SOLVER(dead_end_filler)
MZ_SOLVER(cul_de_sac_filler)
MZ_SOLVER(theta)
