//! sweeplab for Rust: retail Asheron's Call physics through libsweeplab.so.1 (docs/c-api.md).
//!
//! `ffi` holds the C declarations as they are; `World` and `Mover` wrap them safely: every
//! call that fails returns `Err(Error)` with the status and the library's message, and
//! `Drop` frees. A `Mover` borrows its `World`, so a world outlives its movers.
//!
//! ```no_run
//! let world = sweeplab::World::open_scene("cottage.json", None).unwrap();
//! let mut mover = world.mover(&world.start().unwrap()).unwrap();
//! let r = mover.step(&sweeplab::Controls { forward: 1.0, ..Default::default() },
//!                    world.frame_time().unwrap()).unwrap();
//! println!("{}", r.position);
//! ```
pub mod ffi;

use std::ffi::{CStr, CString};
use std::fmt;
use std::os::raw::c_char;
use std::ptr;

pub use ffi::{sl_position as Position, sl_step_result as StepResult, sl_surface as Surface,
              sl_sweep_result as SweepResult};

/// A C API call that failed: its status (`SL_ERROR_*`) and the library's message.
#[derive(Clone, Debug, PartialEq)]
pub struct Error {
    pub status: i32,
    pub message: String,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "sweeplab status {}: {}", self.status, self.message)
    }
}

impl std::error::Error for Error {}

pub const ERROR_ARGUMENT: i32 = 1;
pub const ERROR_IO: i32 = 2;
pub const ERROR_DATA: i32 = 3;
pub const ERROR_NOT_FOUND: i32 = 4;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Reading {
    Retail = 0,
    Ace = 1,
    Gdle = 2,
}

fn check(status: ffi::sl_status) -> Result<(), Error> {
    if status == ffi::SL_OK {
        return Ok(());
    }
    let message = unsafe { CStr::from_ptr(ffi::sl_last_error()) }.to_string_lossy().into_owned();
    Err(Error { status, message })
}

fn c_string(s: &str) -> Result<CString, Error> {
    CString::new(s).map_err(|_| Error { status: ERROR_ARGUMENT, message: format!("{:?} holds a NUL", s) })
}

impl Position {
    pub fn new(cell: u32, x: f32, y: f32, z: f32) -> Position {
        Position { cell, origin: [x, y, z], rotation: [1.0, 0.0, 0.0, 0.0] }
    }

    /// A /loc line: "0xA9B4001B [84.1 12.3 94.0] 1 0 0 0".
    pub fn parse(text: &str) -> Result<Position, Error> {
        let t = c_string(text)?;
        let mut p = Position::default();
        check(unsafe { ffi::sl_parse_location(t.as_ptr(), &mut p) })?;
        Ok(p)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0 as c_char; 160];
        if unsafe { ffi::sl_format_location(self, buf.as_mut_ptr(), buf.len()) } != ffi::SL_OK {
            return Err(fmt::Error);
        }
        write!(f, "{}", unsafe { CStr::from_ptr(buf.as_ptr()) }.to_string_lossy())
    }
}

/// One frame's input (a scene script step's keys).
#[derive(Clone, Copy, Debug, Default)]
pub struct Controls {
    pub forward: f32,
    pub strafe: f32,
    pub turn: f32,
    pub run: bool,
    pub jump: bool,
}

/// A physics world: a DAT place or a scene, as `sweeplab --headless` opens it.
pub struct World {
    raw: *mut ffi::sl_world,
}

impl World {
    fn options(reading: Reading, dat_dir: Option<&CString>) -> ffi::sl_world_options {
        ffi::sl_world_options {
            struct_size: std::mem::size_of::<ffi::sl_world_options>() as u32,
            reading: reading as i32,
            world_paths: ptr::null(),
            num_world_paths: 0,
            dat_dir: dat_dir.map_or(ptr::null(), |d| d.as_ptr()),
        }
    }

    pub fn open_dat(dat_dir: &str, cell_or_landblock: u32, reading: Reading) -> Result<World, Error> {
        let dir = c_string(dat_dir)?;
        let o = World::options(reading, None);
        let mut raw = ptr::null_mut();
        check(unsafe { ffi::sl_world_open_dat(dir.as_ptr(), cell_or_landblock, &o, &mut raw) })?;
        Ok(World { raw })
    }

    /// A sweeplab-scene/1 file; `dat_dir` for its `dat` key (None: $SWEEPLAB_DAT_DIR).
    pub fn open_scene(path: &str, dat_dir: Option<&str>) -> Result<World, Error> {
        let p = c_string(path)?;
        let dir = match dat_dir {
            Some(d) => Some(c_string(d)?),
            None => None,
        };
        let o = World::options(Reading::Retail, dir.as_ref());
        let mut raw = ptr::null_mut();
        check(unsafe { ffi::sl_world_open_scene(p.as_ptr(), &o, &mut raw) })?;
        Ok(World { raw })
    }

    pub fn start(&self) -> Result<Position, Error> {
        let mut p = Position::default();
        check(unsafe { ffi::sl_world_start(self.raw, &mut p) })?;
        Ok(p)
    }

    pub fn frame_time(&self) -> Result<f32, Error> {
        let mut dt = 0.0f32;
        check(unsafe { ffi::sl_world_frame_time(self.raw, &mut dt) })?;
        Ok(dt)
    }

    pub fn set_reading(&mut self, reading: Reading) -> Result<(), Error> {
        check(unsafe { ffi::sl_world_set_reading(self.raw, reading as i32) })
    }

    pub fn find_cell(&self, point: &Position) -> Result<u32, Error> {
        let mut cell = 0u32;
        check(unsafe { ffi::sl_world_find_cell(self.raw, point, &mut cell) })?;
        Ok(cell)
    }

    pub fn surface_below(&self, point: &Position, max_drop: f32) -> Result<Surface, Error> {
        let mut s = Surface::default();
        check(unsafe { ffi::sl_world_surface_below(self.raw, point, max_drop, &mut s) })?;
        Ok(s)
    }

    pub fn sweep_sphere(&self, from: &Position, to: &Position, radius: f32) -> Result<SweepResult, Error> {
        let mut r = SweepResult::default();
        check(unsafe { ffi::sl_sweep_sphere(self.raw, from, to, radius, &mut r) })?;
        Ok(r)
    }

    /// The retail human the lab's avatar is, placed at `start`.
    pub fn mover(&self, start: &Position) -> Result<Mover<'_>, Error> {
        let mut raw = ptr::null_mut();
        let mut placed = Position::default();
        check(unsafe { ffi::sl_mover_create(self.raw, ptr::null(), start, &mut raw, &mut placed) })?;
        Ok(Mover { world: self, raw, placed })
    }
}

impl Drop for World {
    fn drop(&mut self) {
        unsafe { ffi::sl_world_free(self.raw) }
    }
}

/// One object's retail update_object in a world, stepped frame by frame.
pub struct Mover<'w> {
    world: &'w World,
    raw: *mut ffi::sl_mover,
    /// Where the placement put it.
    pub placed: Position,
}

impl<'w> Mover<'w> {
    pub fn step(&mut self, c: &Controls, dt: f32) -> Result<StepResult, Error> {
        let controls = ffi::sl_controls {
            struct_size: std::mem::size_of::<ffi::sl_controls>() as u32,
            forward: c.forward,
            strafe: c.strafe,
            turn: c.turn,
            run: c.run as u32,
            jump: c.jump as u32,
        };
        let mut r = StepResult::default();
        check(unsafe { ffi::sl_mover_step(self.world.raw, self.raw, &controls, dt, &mut r) })?;
        Ok(r)
    }

    pub fn get(&self) -> Result<StepResult, Error> {
        let mut r = StepResult::default();
        check(unsafe { ffi::sl_mover_get(self.raw, &mut r) })?;
        Ok(r)
    }

    pub fn set_reading(&mut self, reading: Reading) -> Result<(), Error> {
        check(unsafe { ffi::sl_mover_set_reading(self.raw, reading as i32) })
    }
}

impl<'w> Drop for Mover<'w> {
    fn drop(&mut self) {
        unsafe { ffi::sl_mover_free(self.raw) }
    }
}

/// The library's C API version (SL_API_VERSION) and its own version text.
pub fn api_version() -> u32 {
    unsafe { ffi::sl_api_version() }
}

pub fn version() -> String {
    unsafe { CStr::from_ptr(ffi::sl_version()) }.to_string_lossy().into_owned()
}
