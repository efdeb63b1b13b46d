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
