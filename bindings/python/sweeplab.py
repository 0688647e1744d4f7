"""sweeplab for Python: retail Asheron's Call physics through libsweeplab.so.1 (ctypes only).

One module, no compiled extension (bindings/python/README.md, docs/c-api.md). Every C call
that fails raises SweeplabError with the status and the library's message.

    import sweeplab
    with sweeplab.World.open_scene("cottage.json") as world:
        mover = world.mover()                 # the retail human at the scene's start
        for _ in range(30):
            r = mover.step(forward=1.0)
        print(r.position)                     # 0x... [x y z] w x y z
"""
import ctypes
import ctypes.util
import os

__all__ = ["SweeplabError", "Position", "StepResult", "World", "Mover", "load_library",
           "RETAIL", "ACE", "GDLE", "API_VERSION"]

API_VERSION = 1
RETAIL, ACE, GDLE = 0, 1, 2
_READINGS = {"retail": RETAIL, "ace": ACE, "gdle": GDLE}
_STATUS = {0: "SL_OK", 1: "SL_ERROR_ARGUMENT", 2: "SL_ERROR_IO", 3: "SL_ERROR_DATA",
           4: "SL_ERROR_NOT_FOUND", 5: "SL_ERROR_INTERNAL"}

MOVE_CONTACT, MOVE_ON_WALKABLE, MOVE_EDGE_SLIDE = 0x1, 0x2, 0x4
MOVE_MISSILE, MOVE_ETHEREAL, MOVE_PLACEMENT = 0x8, 0x10, 0x20


class SweeplabError(Exception):
    """A C API call that failed: `status` (SL_ERROR_*) and the library's `message`."""

    def __init__(self, status, message):
        super().__init__("%s: %s" % (_STATUS.get(status, status), message))
        self.status = status
        self.status_name = _STATUS.get(status, str(status))
        self.message = message


class Position(ctypes.Structure):
    """sl_position: a cell id, the origin in its landblock's frame, a quaternion w x y z."""
    _fields_ = [("cell", ctypes.c_uint32), ("origin", ctypes.c_float * 3),
                ("rotation", ctypes.c_float * 4)]

    @classmethod
    def make(cls, cell, x, y, z, rotation=(1.0, 0.0, 0.0, 0.0)):
        return cls(cell, (ctypes.c_float * 3)(x, y, z), (ctypes.c_float * 4)(*rotation))

    @classmethod
    def parse(cls, text):
        """A /loc line: "0xA9B4001B [84.1 12.3 94.0] 1 0 0 0"."""
        p = cls()
        _check(_lib().sl_parse_location(text.encode(), ctypes.byref(p)))
        return p

    def __str__(self):
        buf = ctypes.create_string_buffer(160)
        _check(_lib().sl_format_location(ctypes.byref(self), buf, len(buf)))
        return buf.value.decode()

    __repr__ = __str__


class _WorldOptions(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("reading", ctypes.c_int),
                ("world_paths", ctypes.POINTER(ctypes.c_char_p)),
                ("num_world_paths", ctypes.c_uint32), ("dat_dir", ctypes.c_char_p)]


class _MoverDesc(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("setup_id", ctypes.c_uint32),
                ("num_spheres", ctypes.c_uint32), ("spheres", (ctypes.c_float * 4) * 2),
                ("step_up_height", ctypes.c_float), ("step_down_height", ctypes.c_float),
                ("scale", ctypes.c_float)]


class _Controls(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("forward", ctypes.c_float),
                ("strafe", ctypes.c_float), ("turn", ctypes.c_float), ("run", ctypes.c_uint32),
                ("jump", ctypes.c_uint32)]


class StepResult(ctypes.Structure):
    """sl_step_result: where the mover is after a step, its velocity and contact."""
    _fields_ = [("position", Position), ("velocity", ctypes.c_float * 3),
                ("contact", ctypes.c_uint32), ("on_walkable", ctypes.c_uint32),
                ("hit_object", ctypes.c_uint32)]


class TransitionDesc(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("object_id", ctypes.c_uint32),
                ("num_spheres", ctypes.c_uint32), ("spheres", (ctypes.c_float * 4) * 2),
                ("step_up_height", ctypes.c_float), ("step_down_height", ctypes.c_float),
                ("flags", ctypes.c_uint32), ("start", Position), ("end", Position)]


class TransitionResult(ctypes.Structure):
    _fields_ = [("state", ctypes.c_int), ("moved", ctypes.c_uint32), ("position", Position),
                ("contact_plane_valid", ctypes.c_uint32), ("contact_plane", ctypes.c_float * 4),
                ("contact_plane_cell", ctypes.c_uint32),
                ("contact_plane_is_water", ctypes.c_uint32),
                ("collision_normal_valid", ctypes.c_uint32),
                ("collision_normal", ctypes.c_float * 3),
                ("sliding_normal_valid", ctypes.c_uint32), ("sliding_normal", ctypes.c_float * 3),
                ("collided_with_environment", ctypes.c_uint32), ("hit_object", ctypes.c_uint32),
                ("num_hit_objects", ctypes.c_uint32), ("substeps", ctypes.c_uint32),
                ("distance", ctypes.c_float)]


class SweepResult(ctypes.Structure):
    _fields_ = [("hit", ctypes.c_uint32), ("fraction", ctypes.c_float), ("position", Position),
                ("normal", ctypes.c_float * 3), ("hit_object", ctypes.c_uint32),
                ("hit_environment", ctypes.c_uint32)]


class Surface(ctypes.Structure):
    _fields_ = [("position", Position), ("normal", ctypes.c_float * 3),
                ("walkable", ctypes.c_uint32), ("hit_object", ctypes.c_uint32),
                ("water_depth", ctypes.c_float)]


class ObjectDesc(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_uint32), ("id", ctypes.c_uint32),
                ("num_spheres", ctypes.c_uint32), ("spheres", (ctypes.c_float * 4) * 2),
                ("cylinder_radius", ctypes.c_float), ("cylinder_height", ctypes.c_float),
                ("scale", ctypes.c_float), ("ethereal", ctypes.c_uint32),
                ("creature", ctypes.c_uint32)]


class PlacementResult(ctypes.Structure):
    _fields_ = [("outcome", ctypes.c_int), ("position", Position), ("moved_by", ctypes.c_float),
                ("why", ctypes.c_char_p)]


class ObjectHandle(ctypes.Structure):
    _fields_ = [("index", ctypes.c_uint32), ("id", ctypes.c_uint32)]


_LIB = None


def load_library(path=None):
    """Loads libsweeplab.so.1: `path`, else $SWEEPLAB_LIB, else the system's search."""
    global _LIB
    path = path or os.environ.get("SWEEPLAB_LIB") or ctypes.util.find_library("sweeplab") \
        or "libsweeplab.so.1"
    lib = ctypes.CDLL(path)
    P, c_u32, c_f = ctypes.POINTER, ctypes.c_uint32, ctypes.c_float
    sigs = {
        "sl_api_version": (c_u32, []),
        "sl_version": (ctypes.c_char_p, []),
        "sl_last_error": (ctypes.c_char_p, []),
        "sl_parse_location": (ctypes.c_int, [ctypes.c_char_p, P(Position)]),
        "sl_format_location": (ctypes.c_int, [P(Position), ctypes.c_char_p, ctypes.c_size_t]),
        "sl_world_open_dat": (ctypes.c_int, [ctypes.c_char_p, c_u32, P(_WorldOptions),
                                             P(ctypes.c_void_p)]),
        "sl_world_open_scene": (ctypes.c_int, [ctypes.c_char_p, P(_WorldOptions),
                                               P(ctypes.c_void_p)]),
        "sl_world_free": (None, [ctypes.c_void_p]),
        "sl_mover_create": (ctypes.c_int, [ctypes.c_void_p, P(_MoverDesc), P(Position),
                                           P(ctypes.c_void_p), P(Position)]),
        "sl_mover_free": (None, [ctypes.c_void_p]),
        "sl_mover_step": (ctypes.c_int, [ctypes.c_void_p, ctypes.c_void_p, P(_Controls), c_f,
                                         P(StepResult)]),
        "sl_world_start": (ctypes.c_int, [ctypes.c_void_p, P(Position)]),
        "sl_world_frame_time": (ctypes.c_int, [ctypes.c_void_p, P(c_f)]),
        "sl_world_set_reading": (ctypes.c_int, [ctypes.c_void_p, ctypes.c_int]),
        "sl_mover_set_reading": (ctypes.c_int, [ctypes.c_void_p, ctypes.c_int]),
        "sl_mover_get": (ctypes.c_int, [ctypes.c_void_p, P(StepResult)]),
        "sl_world_find_cell": (ctypes.c_int, [ctypes.c_void_p, P(Position), P(c_u32)]),
        "sl_transition": (ctypes.c_int, [ctypes.c_void_p, P(TransitionDesc),
                                         P(TransitionResult)]),
        "sl_sweep_sphere": (ctypes.c_int, [ctypes.c_void_p, P(Position), P(Position), c_f,
                                           P(SweepResult)]),
        "sl_world_surface_below": (ctypes.c_int, [ctypes.c_void_p, P(Position), c_f,
                                                  P(Surface)]),
        "sl_world_add_object": (ctypes.c_int, [ctypes.c_void_p, P(ObjectDesc), P(Position),
                                               P(ObjectHandle), P(PlacementResult)]),
        "sl_world_move_object": (ctypes.c_int, [ctypes.c_void_p, ObjectHandle, P(Position),
                                                P(PlacementResult)]),
        "sl_world_remove_object": (ctypes.c_int, [ctypes.c_void_p, ObjectHandle]),
    }
    for name, (res, args) in sigs.items():
        f = getattr(lib, name)
        f.restype, f.argtypes = res, args
    if lib.sl_api_version() != API_VERSION:
        raise SweeplabError(5, "%s: API version %d, this module speaks %d"
                            % (path, lib.sl_api_version(), API_VERSION))
    _LIB = lib
    return lib


def _lib():
    return _LIB if _LIB is not None else load_library()


def _check(status):
    if status != 0:
        raise SweeplabError(status, _lib().sl_last_error().decode(errors="replace"))


def _reading(reading):
    if isinstance(reading, str):
        if reading not in _READINGS:
            raise ValueError("reading %r: one of retail, ace, gdle" % reading)
        return _READINGS[reading]
    return int(reading)


def _options(reading, world_paths, dat_dir):
    paths = [os.fsencode(p) for p in world_paths]
    arr = (ctypes.c_char_p * max(1, len(paths)))(*paths)
    o = _WorldOptions(ctypes.sizeof(_WorldOptions), _reading(reading),
                      ctypes.cast(arr, ctypes.POINTER(ctypes.c_char_p)), len(paths),
                      os.fsencode(dat_dir) if dat_dir else None)
    return o, arr


class World:
    """A physics world: a DAT place or a scene, as `sweeplab --headless` opens it."""

    def __init__(self, handle):
        self._handle = ctypes.c_void_p(handle)
        self._movers = []

    @classmethod
    def open_dat(cls, dat_dir, cell_or_landblock, reading="retail", world_paths=()):
        o, keep = _options(reading, world_paths, None)
        h = ctypes.c_void_p()
        _check(_lib().sl_world_open_dat(os.fsencode(dat_dir), cell_or_landblock,
                                        ctypes.byref(o), ctypes.byref(h)))
        del keep
        return cls(h.value)

    @classmethod
    def open_scene(cls, path, reading="retail", world_paths=(), dat_dir=None):
        o, keep = _options(reading, world_paths, dat_dir)
        h = ctypes.c_void_p()
        _check(_lib().sl_world_open_scene(os.fsencode(path), ctypes.byref(o), ctypes.byref(h)))
        del keep
        return cls(h.value)

    def _h(self):
        if self._handle is None:
            raise SweeplabError(1, "the world is closed")
        return self._handle

    def close(self):
        """Frees the world and every mover made in it (NULL-safe, idempotent)."""
        for m in self._movers:
            m.close()
        self._movers = []
        if self._handle is not None:
            _lib().sl_world_free(self._handle)
            self._handle = None

    __del__ = close

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    @property
    def start(self):
        p = Position()
        _check(_lib().sl_world_start(self._h(), ctypes.byref(p)))
        return p

    @property
    def frame_time(self):
        f = ctypes.c_float()
        _check(_lib().sl_world_frame_time(self._h(), ctypes.byref(f)))
        return f.value

    def set_reading(self, reading):
        _check(_lib().sl_world_set_reading(self._h(), _reading(reading)))

    def mover(self, start=None, spheres=None, step_up=0.4, step_down=0.4, setup_id=0, scale=0.0):
        """A mover placed at `start` (default: the world's start). Without spheres or a
        setup_id it is the retail human the lab's avatar is."""
        desc = None
        if spheres is not None or setup_id:
            desc = _MoverDesc(ctypes.sizeof(_MoverDesc), setup_id, len(spheres or ()))
            for i, s in enumerate(spheres or ()):
                desc.spheres[i][:] = list(s)
            desc.step_up_height, desc.step_down_height, desc.scale = step_up, step_down, scale
        start = start if start is not None else self.start
        h, placed = ctypes.c_void_p(), Position()
        _check(_lib().sl_mover_create(self._h(), ctypes.byref(desc) if desc else None,
                                      ctypes.byref(start), ctypes.byref(h), ctypes.byref(placed)))
        m = Mover(self, h.value, placed)
        self._movers.append(m)
        return m

    def find_cell(self, point):
        c = ctypes.c_uint32()
        _check(_lib().sl_world_find_cell(self._h(), ctypes.byref(point), ctypes.byref(c)))
        return c.value

    def surface_below(self, point, max_drop=100.0):
        s = Surface()
        _check(_lib().sl_world_surface_below(self._h(), ctypes.byref(point), max_drop,
                                             ctypes.byref(s)))
        return s

    def sweep_sphere(self, start, end, radius):
        r = SweepResult()
        _check(_lib().sl_sweep_sphere(self._h(), ctypes.byref(start), ctypes.byref(end), radius,
                                      ctypes.byref(r)))
        return r

    def transition(self, desc):
        desc.struct_size = ctypes.sizeof(TransitionDesc)
        r = TransitionResult()
        _check(_lib().sl_transition(self._h(), ctypes.byref(desc), ctypes.byref(r)))
        return r

    def add_object(self, desc, at):
        desc.struct_size = ctypes.sizeof(ObjectDesc)
        h, p = ObjectHandle(), PlacementResult()
        _check(_lib().sl_world_add_object(self._h(), ctypes.byref(desc), ctypes.byref(at),
                                          ctypes.byref(h), ctypes.byref(p)))
        return h, p

    def move_object(self, handle, to):
        p = PlacementResult()
        _check(_lib().sl_world_move_object(self._h(), handle, ctypes.byref(to), ctypes.byref(p)))
        return p

    def remove_object(self, handle):
        _check(_lib().sl_world_remove_object(self._h(), handle))


class Mover:
    """One object's retail update_object in a world: step it frame by frame."""

    def __init__(self, world, handle, placed):
        self.world = world  # keeps the world alive while the mover is
        self._handle = ctypes.c_void_p(handle)
        self.placed = placed
        self._controls = _Controls(ctypes.sizeof(_Controls))
        self._result = StepResult()

    def close(self):
        if self._handle is not None:
            _lib().sl_mover_free(self._handle)
            self._handle = None

    def _h(self):
        if self._handle is None:
            raise SweeplabError(1, "the mover is closed")
        return self._handle

    def step(self, forward=0.0, strafe=0.0, turn=0.0, run=False, jump=False, dt=None):
        """One frame (dt: the world's frame time by default); returns a new StepResult."""
        c = self._controls
        c.forward, c.strafe, c.turn, c.run, c.jump = forward, strafe, turn, int(run), int(jump)
        r = StepResult()
        _check(_lib().sl_mover_step(self.world._h(), self._h(), ctypes.byref(c),
                                    self.world.frame_time if dt is None else dt, ctypes.byref(r)))
        return r

    def get(self):
        r = StepResult()
        _check(_lib().sl_mover_get(self._h(), ctypes.byref(r)))
        return r

    def set_reading(self, reading):
        _check(_lib().sl_mover_set_reading(self._h(), _reading(reading)))
