# `cpack -G DEB` in a build tree makes a Debian package of what `cmake --install` installs:
# /usr/bin/sweeplab and /usr/share/sweeplab (the executable finds its data from its own bin/,
# app/data_dir.h, so /usr works as any prefix does). The build with the window is the
# package `sweeplab`; a build without it (-DSWEEPLAB_BUILD_APP=OFF) is `sweeplab-headless`,
# which needs no display libraries. Both install the same /usr/bin/sweeplab, so each
# conflicts with and replaces the other.
set(CPACK_GENERATOR DEB)
if(SWEEPLAB_BUILD_APP)
  set(CPACK_PACKAGE_NAME sweeplab)
  set(CPACK_DEBIAN_PACKAGE_CONFLICTS sweeplab-headless)
  set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Asheron's Call collision engine lab: the window, headless runs and surveys")
else()
  set(CPACK_PACKAGE_NAME sweeplab-headless)
  set(CPACK_DEBIAN_PACKAGE_CONFLICTS sweeplab)
  set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Asheron's Call collision engine lab without the window: headless runs and surveys")
endif()
set(CPACK_DEBIAN_PACKAGE_REPLACES ${CPACK_DEBIAN_PACKAGE_CONFLICTS})
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(SWEEPLAB_PACKAGE_MAINTAINER
  "sweeplab maintainers <maintainers@users.noreply.a-seed-3a10cc7a.example>"
  CACHE STRING "The Maintainer field of the Debian package")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER ${SWEEPLAB_PACKAGE_MAINTAINER})
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
# Depends from the shared libraries the executable links, as Debian's own packages do
# (dpkg-shlibdeps, from dpkg-dev): libsdl2 and libgl1 with the window, neither without.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
if(SWEEPLAB_BUILD_APP)
  # The window's OpenGL is loaded at run time (SDL_GL_LoadLibrary, glad through
  # SDL_GL_GetProcAddress), so no linked library names it: the package asks for libGL
  # itself. CPack adds the computed Depends after these.
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "libgl1")
endif()
# The package's name, version and architecture: sweeplab_0.1.0_amd64.deb.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# A RelWithDebInfo build's debug sections are most of the executable's size.
set(CPACK_STRIP_FILES ON)
include(CPack)
