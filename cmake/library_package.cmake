# The port as a library for other projects (docs/library.md): `cmake --install` puts
#   include/sweeplab/physics/..., include/sweeplab/dat/...   the headers of both libraries
#   LIBDIR/libsweeplab_physics.a, LIBDIR/libsweeplab_dat.a   the static libraries
#   LIBDIR/cmake/sweeplab/                                  find_package(sweeplab CONFIG):
#                                                           sweeplab::physics, sweeplab::dat
#   LIBDIR/pkgconfig/sweeplab.pc                            pkg-config --cflags --libs sweeplab
# under the prefix, all in the `dev` component (the Debian package sweeplab-dev,
# cmake/debian_package.cmake); the executable and its data are the `runtime` component.
# Every file finds the others relative to itself, so the prefix can be moved as the
# executable's can.
include(CMakePackageConfigHelpers)

set(SWEEPLAB_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/sweeplab)
install(TARGETS sweeplab_physics sweeplab_dat EXPORT sweeplabTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev)
# The C API (docs/c-api.md): libsweeplab.so.1 is the `lib` component (the Debian package
# libsweeplab1, what a program that calls it needs at run time); its link name
# libsweeplab.so and include/sweeplab/sweeplab.h are `dev`.
install(TARGETS sweeplab_capi EXPORT sweeplabTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT lib NAMELINK_COMPONENT dev)
install(FILES ${CMAKE_SOURCE_DIR}/include/sweeplab/sweeplab.h
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/sweeplab COMPONENT dev)
# Every header of the two rooms (physics/ includes only physics/ and GLM, dat/ only dat/ and
# GLM: tests/physics/test_layering.cpp and the consumer build keep it so).
foreach(room physics dat)
  install(DIRECTORY ${CMAKE_SOURCE_DIR}/${room}/
    DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/sweeplab/${room} COMPONENT dev
    FILES_MATCHING PATTERN "*.h")
endforeach()
install(EXPORT sweeplabTargets NAMESPACE sweeplab:: DESTINATION ${SWEEPLAB_CMAKE_DIR}
  COMPONENT dev)
configure_package_config_file(${CMAKE_SOURCE_DIR}/cmake/sweeplabConfig.cmake.in
  ${CMAKE_BINARY_DIR}/sweeplabConfig.cmake INSTALL_DESTINATION ${SWEEPLAB_CMAKE_DIR})
# 0.x: a minor version may change the interface (docs/library.md, "What is stable").
write_basic_package_version_file(${CMAKE_BINARY_DIR}/sweeplabConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/sweeplabConfig.cmake
  ${CMAKE_BINARY_DIR}/sweeplabConfigVersion.cmake DESTINATION ${SWEEPLAB_CMAKE_DIR}
  COMPONENT dev)

# pkg-config: the prefix from the .pc file's own folder (${pcfiledir}), so a moved prefix or
# an unpacked package still works.
file(RELATIVE_PATH SWEEPLAB_PC_TO_PREFIX "${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig"
  "${CMAKE_INSTALL_PREFIX}")
string(REGEX REPLACE "/$" "" SWEEPLAB_PC_TO_PREFIX "${SWEEPLAB_PC_TO_PREFIX}")
# sweeplab.pc is the C API (-lsweeplab, <sweeplab/sweeplab.h>); sweeplab-cxx.pc the port's
# static C++ libraries.
foreach(pc sweeplab sweeplab-cxx)
  configure_file(${CMAKE_SOURCE_DIR}/cmake/${pc}.pc.in ${CMAKE_BINARY_DIR}/${pc}.pc @ONLY)
  install(FILES ${CMAKE_BINARY_DIR}/${pc}.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig
    COMPONENT dev)
endforeach()
