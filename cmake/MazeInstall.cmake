# cmake/MazeInstall.cmake - what `cmake --install` puts where: the libraries,
# maze.h, the maze command, maze.pc, the CMake package (maze::maze), man pages,
# docs, examples and the bash completion. Every path is relative to the prefix,
# so any --prefix (or DESTDIR) works.

set_target_properties(maze_shared PROPERTIES EXPORT_NAME maze)
set_target_properties(maze_static PROPERTIES EXPORT_NAME maze_static)
set(MAZE_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/maze)

install(TARGETS maze_shared maze_static EXPORT mazeTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} NAMELINK_COMPONENT Development
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(TARGETS maze_cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${PROJECT_SOURCE_DIR}/include/maze.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})

# CMake package: find_package(maze) gives maze::maze (shared) and
# maze::maze_static.
install(EXPORT mazeTargets NAMESPACE maze:: DESTINATION ${MAZE_CMAKEDIR})
include(CMakePackageConfigHelpers)
set(MAZE_CONFIG_HAVE_PNG ${PNG_FOUND})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/mazeConfig.cmake.in
  ${PROJECT_BINARY_DIR}/mazeConfig.cmake INSTALL_DESTINATION ${MAZE_CMAKEDIR})
# 0.y.z: any minor release may break the API (semantic versioning), so a
# request for 0.1 is only met by 0.1.x; from 1.0 on, the major number rules.
if(PROJECT_VERSION_MAJOR EQUAL 0)
  set(MAZE_COMPAT SameMinorVersion)
else()
  set(MAZE_COMPAT SameMajorVersion)
endif()
write_basic_package_version_file(${PROJECT_BINARY_DIR}/mazeConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY ${MAZE_COMPAT})
install(FILES ${PROJECT_BINARY_DIR}/mazeConfig.cmake ${PROJECT_BINARY_DIR}/mazeConfigVersion.cmake
  DESTINATION ${MAZE_CMAKEDIR})

# pkg-config: maze.pc finds its prefix from its own location (${pcfiledir}),
# so the same file works under whatever --prefix the install used.
file(RELATIVE_PATH MAZE_PC_TO_PREFIX ${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig ${CMAKE_INSTALL_PREFIX})
string(REGEX REPLACE "/$" "" MAZE_PC_TO_PREFIX "${MAZE_PC_TO_PREFIX}")
foreach(dir LIBDIR INCLUDEDIR)
  if(IS_ABSOLUTE "${CMAKE_INSTALL_${dir}}")   # an absolute choice stays absolute
    set(MAZE_PC_${dir} "${CMAKE_INSTALL_${dir}}")
  else()
    set(MAZE_PC_${dir} "\${prefix}/${CMAKE_INSTALL_${dir}}")
  endif()
endforeach()
set(MAZE_PC_REQUIRES_PRIVATE "")
if(PNG_FOUND)
  set(MAZE_PC_REQUIRES_PRIVATE "libpng")
endif()
foreach(pc maze maze-static)   # libmaze.so; libmaze.a
  configure_file(${PROJECT_SOURCE_DIR}/cmake/${pc}.pc.in ${PROJECT_BINARY_DIR}/${pc}.pc @ONLY)
  install(FILES ${PROJECT_BINARY_DIR}/${pc}.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
endforeach()

# Documentation, examples and the bash completion.
file(GLOB MAZE_MAN1 ${PROJECT_SOURCE_DIR}/man/*.1)
file(GLOB MAZE_MAN3 ${PROJECT_SOURCE_DIR}/man/*.3)
install(FILES ${MAZE_MAN1} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${MAZE_MAN3} DESTINATION ${CMAKE_INSTALL_MANDIR}/man3)
file(GLOB MAZE_DOCS ${PROJECT_SOURCE_DIR}/docs/*.md)
install(FILES ${MAZE_DOCS} ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/CHANGELOG.md
  DESTINATION ${CMAKE_INSTALL_DOCDIR})
file(GLOB MAZE_EXAMPLE_FILES ${PROJECT_SOURCE_DIR}/examples/*.c ${PROJECT_SOURCE_DIR}/examples/*.md)
install(FILES ${MAZE_EXAMPLE_FILES} DESTINATION ${CMAKE_INSTALL_DOCDIR}/examples)
install(FILES ${PROJECT_SOURCE_DIR}/completions/maze.bash
  DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME maze)
