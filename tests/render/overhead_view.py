"""The lab's overhead view as the render tests project into it (app/lab/view_draw.cpp): the
eye at pivot + (0, -0.5, 14) looking at the pivot, z up, 60 degrees high
(sim/view_camera.cpp), into the view rectangle the layout report gives."""
import math


def _sub(a, b):
    return [a[i] - b[i] for i in range(3)]


def _dot(a, b):
    return sum(a[i] * b[i] for i in range(3))


def _cross(a, b):
    return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]


def _unit(a):
    n = math.sqrt(_dot(a, a))
    return [v / n for v in a]


def overhead_projector(pivot, rect):
    """A function from a world point to its window pixel (x, y) in the overhead view whose
    pivot is `pivot` and whose rectangle is `rect` = (x, y, w, h)."""
    vx, vy, vw, vh = rect
    eye = [pivot[0], pivot[1] - 0.5, pivot[2] + 14.0]
    fwd = _unit(_sub(pivot, eye))
    right = _unit(_cross(fwd, [0.0, 0.0, 1.0]))
    up = _cross(right, fwd)
    t = math.tan(math.radians(30.0))

    def project(p):
        d = _sub(p, eye)
        z = _dot(d, fwd)
        nx, ny = _dot(d, right) / (z * t * vw / vh), _dot(d, up) / (z * t)
        return vx + (nx + 1) * 0.5 * vw, vy + (1 - ny) * 0.5 * vh

    return project
