# `cpack -G DEB` in a build tree makes Debian packages of what `cmake --install` installs, one
# per install component (CMakeLists.txt, cmake/library_package.cmake):
# - runtime: /usr/bin/sweeplab and /usr/share/sweeplab (the executable finds its data from its
#   own bin/, app/data_dir.h, so /usr works as any prefix does). The build with the window is
#   the package `sweeplab`; a build without it (-DSWEEPLAB_BUILD_APP=OFF) is
#   `sweeplab-headless`, which needs no display libraries. Both install the same
#   /usr/bin/sweeplab, so each conflicts with and replaces the other.
# - lib: `libsweeplab1`, the C API's libsweeplab.so.1 (docs/c-api.md).
# - dev: `sweeplab-dev`, the physics and DAT-reader static libraries, their headers
#   (/usr/include/sweeplab), the C API's header and link name, the CMake package and the
#   pkg-config files (docs/library.md). The same files from either build; it needs
#   libsweeplab1 and neither runtime package.
set(CPACK_GENERATOR DEB)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL runtime dev lib)
set(CPACK_PACKAGE_NAME sweeplab)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(SWEEPLAB_PACKAGE_MAINTAINER
  "sweeplab maintainers <maintainers@users.noreply.a-seed-3a10cc7a.example>"
  CACHE STRING "The Maintainer field of the Debian package")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER ${SWEEPLAB_PACKAGE_MAINTAINER})
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
# Each package's name, version and architecture: sweeplab_0.1.0_amd64.deb,
# sweeplab-dev_0.1.0_amd64.deb.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# A build's debug sections (RelWithDebInfo, Debug) are most of the executable's size.
set(CPACK_STRIP_FILES ON)

# runtime. The component's settings only: CPack falls back from CPACK_DEBIAN_<COMPONENT>_* to
# CPACK_DEBIAN_PACKAGE_*, which would give sweeplab-dev these Conflicts and Depends too.
if(SWEEPLAB_BUILD_APP)
  set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME sweeplab)
  set(CPACK_DEBIAN_RUNTIME_PACKAGE_CONFLICTS sweeplab-headless)
  set(CPACK_COMPONENT_RUNTIME_DESCRIPTION
    "Asheron's Call collision engine lab: the window, headless runs and surveys")
  # The window's OpenGL is loaded at run time (SDL_GL_LoadLibrary, glad through
  # SDL_GL_GetProcAddress), so no linked library names it: the package asks for libGL
  # itself. CPack adds the computed Depends after these.
  set(CPACK_DEBIAN_RUNTIME_PACKAGE_DEPENDS "libgl1")
else()
  set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME sweeplab-headless)
  set(CPACK_DEBIAN_RUNTIME_PACKAGE_CONFLICTS sweeplab)
  set(CPACK_COMPONENT_RUNTIME_DESCRIPTION
    "Asheron's Call collision engine lab without the window: headless runs and surveys")
endif()
set(CPACK_DEBIAN_RUNTIME_PACKAGE_REPLACES ${CPACK_DEBIAN_RUNTIME_PACKAGE_CONFLICTS})
# Depends from the shared libraries the executable links, as Debian's own packages do
# (dpkg-shlibdeps, from dpkg-dev): libsdl2 and libgl1 with the window, neither without.
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_RUNTIME_FILE_NAME DEB-DEFAULT)

# lib: libsweeplab.so.1, the C API (docs/c-api.md), as Debian names a shared library's
# package: libsweeplab1. Its Depends from what it links (libstdc++, zlib), by dpkg-shlibdeps.
set(CPACK_DEBIAN_LIB_PACKAGE_NAME libsweeplab1)
set(CPACK_DEBIAN_LIB_PACKAGE_SECTION libs)
set(CPACK_DEBIAN_LIB_PACKAGE_SHLIBDEPS ON)
set(CPACK_COMPONENT_LIB_DESCRIPTION
  "Asheron's Call collision engine: the C API's shared library (libsweeplab.so.1)")
set(CPACK_DEBIAN_LIB_FILE_NAME DEB-DEFAULT)

# dev: static libraries, so nothing for dpkg-shlibdeps; a consumer compiles against GLM's
# headers and links zlib. The C API's header and link name are here too, so it needs the
# shared library of the same version.
set(CPACK_DEBIAN_DEV_PACKAGE_NAME sweeplab-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS
  "libglm-dev, zlib1g-dev, libsweeplab1 (= ${PROJECT_VERSION})")
set(CPACK_DEBIAN_DEV_PACKAGE_SHLIBDEPS OFF)
set(CPACK_COMPONENT_DEV_DESCRIPTION
  "Asheron's Call collision engine: the physics and DAT-reader static libraries, headers")
set(CPACK_DEBIAN_DEV_FILE_NAME DEB-DEFAULT)
include(CPack)
