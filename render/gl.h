#pragma once
// The one place the GL loader is included from.
#include <glad/gl.h>
