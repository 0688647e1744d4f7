//! The C header's declarations (include/sweeplab/sweeplab.h), as they are.
#![allow(non_camel_case_types)]
use std::os::raw::{c_char, c_int};

pub type sl_status = c_int;
pub const SL_OK: sl_status = 0;

#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct sl_position {
    pub cell: u32,
    pub origin: [f32; 3],
    pub rotation: [f32; 4],
}

#[repr(C)]
pub struct sl_world_options {
    pub struct_size: u32,
    pub reading: c_int,
    pub world_paths: *const *const c_char,
    pub num_world_paths: u32,
    pub dat_dir: *const c_char,
}

#[repr(C)]
#[derive(Clone, Copy, Default)]
pub struct sl_mover_desc {
    pub struct_size: u32,
    pub setup_id: u32,
    pub num_spheres: u32,
    pub spheres: [[f32; 4]; 2],
    pub step_up_height: f32,
    pub step_down_height: f32,
    pub scale: f32,
}

#[repr(C)]
#[derive(Clone, Copy, Default)]
pub struct sl_controls {
    pub struct_size: u32,
    pub forward: f32,
    pub strafe: f32,
    pub turn: f32,
    pub run: u32,
    pub jump: u32,
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct sl_step_result {
    pub position: sl_position,
    pub velocity: [f32; 3],
    pub contact: u32,
    pub on_walkable: u32,
    pub hit_object: u32,
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct sl_surface {
    pub position: sl_position,
    pub normal: [f32; 3],
    pub walkable: u32,
    pub hit_object: u32,
    pub water_depth: f32,
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct sl_sweep_result {
    pub hit: u32,
    pub fraction: f32,
    pub position: sl_position,
    pub normal: [f32; 3],
    pub hit_object: u32,
    pub hit_environment: u32,
}

pub enum sl_world {}
pub enum sl_mover {}

extern "C" {
    pub fn sl_api_version() -> u32;
    pub fn sl_version() -> *const c_char;
    pub fn sl_last_error() -> *const c_char;
    pub fn sl_parse_location(text: *const c_char, out: *mut sl_position) -> sl_status;
    pub fn sl_format_location(pos: *const sl_position, buffer: *mut c_char, size: usize)
        -> sl_status;
    pub fn sl_world_open_dat(dat_dir: *const c_char, cell: u32, options: *const sl_world_options,
                             out: *mut *mut sl_world) -> sl_status;
    pub fn sl_world_open_scene(path: *const c_char, options: *const sl_world_options,
                               out: *mut *mut sl_world) -> sl_status;
    pub fn sl_world_free(world: *mut sl_world);
    pub fn sl_world_start(world: *const sl_world, out: *mut sl_position) -> sl_status;
    pub fn sl_world_frame_time(world: *const sl_world, out: *mut f32) -> sl_status;
    pub fn sl_world_set_reading(world: *mut sl_world, reading: c_int) -> sl_status;
    pub fn sl_world_find_cell(world: *const sl_world, point: *const sl_position, cell: *mut u32)
        -> sl_status;
    pub fn sl_world_surface_below(world: *const sl_world, point: *const sl_position,
                                  max_drop: f32, out: *mut sl_surface) -> sl_status;
    pub fn sl_sweep_sphere(world: *const sl_world, from: *const sl_position,
                           to: *const sl_position, radius: f32, out: *mut sl_sweep_result)
        -> sl_status;
    pub fn sl_mover_create(world: *mut sl_world, desc: *const sl_mover_desc,
                           start: *const sl_position, out: *mut *mut sl_mover,
                           placed: *mut sl_position) -> sl_status;
    pub fn sl_mover_free(mover: *mut sl_mover);
    pub fn sl_mover_step(world: *mut sl_world, mover: *mut sl_mover, controls: *const sl_controls,
                         dt: f32, out: *mut sl_step_result) -> sl_status;
    pub fn sl_mover_get(mover: *const sl_mover, out: *mut sl_step_result) -> sl_status;
    pub fn sl_mover_set_reading(mover: *mut sl_mover, reading: c_int) -> sl_status;
}
