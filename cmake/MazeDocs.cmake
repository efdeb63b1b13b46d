# cmake/MazeDocs.cmake - documentation checks that are part of the build: every
# public declaration in maze.h must have a comment (scripts/check-header-docs.sh),
# so an undocumented addition fails `cmake --build`, not only the tests.
set(MAZE_HEADER_DOCS_STAMP ${PROJECT_BINARY_DIR}/header-docs.stamp)
add_custom_command(OUTPUT ${MAZE_HEADER_DOCS_STAMP}
  COMMAND bash ${PROJECT_SOURCE_DIR}/scripts/check-header-docs.sh ${PROJECT_SOURCE_DIR}/include/maze.h
  COMMAND ${CMAKE_COMMAND} -E touch ${MAZE_HEADER_DOCS_STAMP}
  DEPENDS ${PROJECT_SOURCE_DIR}/include/maze.h ${PROJECT_SOURCE_DIR}/scripts/check-header-docs.sh
  COMMENT "Checking that every declaration in maze.h is documented" VERBATIM)
add_custom_target(maze_header_docs ALL DEPENDS ${MAZE_HEADER_DOCS_STAMP})
