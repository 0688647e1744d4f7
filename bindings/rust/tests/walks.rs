//! The Rust binding's test (CTest bindings.rust, `cargo test`; the cases come from
//! bindings/tests/run_binding_test.py): every walk of $SWEEPLAB_CASES from the world's start
//! gives the feet `sweeplab --headless` gave, frame for frame and bit for bit; a bad argument
//! comes back as Err with the library's message.
use sweeplab::{Controls, Position, World, ERROR_ARGUMENT, ERROR_IO};

struct Frame {
    controls: Controls,
    feet: [f32; 3],
}

struct Walk {
    name: String,
    scene: String,
    dat: String,
    frames: Vec<Frame>,
}

fn read_cases() -> Vec<Walk> {
    let path = std::env::var("SWEEPLAB_CASES").expect("SWEEPLAB_CASES names the cases file");
    let text = std::fs::read_to_string(&path).expect("the cases file reads");
    let mut walks = Vec::new();
    let mut cur: Option<Walk> = None;
    for line in text.lines().filter(|l| !l.is_empty()) {
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "case" => {
                cur = Some(Walk { name: rest.to_string(), scene: String::new(), dat: String::new(), frames: Vec::new() })
            }
            "scene" => cur.as_mut().unwrap().scene = rest.to_string(),
            "dat" => cur.as_mut().unwrap().dat = rest.to_string(),
            "f" => {
                let w: Vec<&str> = rest.split(' ').collect();
                let f = |i: usize| w[i].parse::<f32>().unwrap();
                cur.as_mut().unwrap().frames.push(Frame {
                    controls: Controls { forward: f(0), strafe: f(1), turn: f(2), run: w[3] == "1", jump: w[4] == "1" },
                    feet: [f(5), f(6), f(7)],
                });
            }
            "end" => walks.push(cur.take().unwrap()),
            _ => panic!("{}: unknown line {:?}", path, line),
        }
    }
    walks
}

fn dat(walk: &Walk) -> Option<&str> {
    if walk.dat == "-" {
        None
    } else {
        Some(walk.dat.as_str())
    }
}

#[test]
fn every_walk_is_the_headless_walk_bit_for_bit() {
    let walks = read_cases();
    assert_eq!(walks.len(), 3);
    for walk in &walks {
        let world = World::open_scene(&walk.scene, dat(walk)).unwrap();
        let dt = world.frame_time().unwrap();
        let mut mover = world.mover(&world.start().unwrap()).unwrap();
        for (i, f) in walk.frames.iter().enumerate() {
            let r = mover.step(&f.controls, dt).unwrap();
            let got: Vec<u32> = r.position.origin.iter().map(|v| v.to_bits()).collect();
            let want: Vec<u32> = f.feet.iter().map(|v| v.to_bits()).collect();
            assert_eq!(got, want, "{} frame {}: {:?} vs headless {:?}", walk.name, i + 1, r.position.origin, f.feet);
        }
        println!("ok: {}, {} frames", walk.name, walk.frames.len());
    }
}

#[test]
fn the_door_walk_ends_in_house_a() {
    let walks = read_cases();
    let door = &walks[0];
    let world = World::open_scene(&door.scene, dat(door)).unwrap();
    let mut mover = world.mover(&world.start().unwrap()).unwrap();
    let walk = Controls { forward: 1.0, ..Default::default() };
    let mut r = mover.get().unwrap();
    for _ in 0..120 {
        r = mover.step(&walk, world.frame_time().unwrap()).unwrap();
    }
    assert_eq!(r.position.cell, 0xA9B4_0100);
    assert!(r.position.to_string().starts_with("0xA9B40100 [60.000000 "));
    assert_eq!(world.find_cell(&r.position).unwrap(), 0xA9B4_0100);
    let below = world.surface_below(&Position::new(0xA9B4_0000, 60.0, 50.0, 5.0), 100.0).unwrap();
    assert_eq!(below.walkable, 1);
    assert!((below.position.origin[2] - mover.placed.origin[2]).abs() < 0.01);
}

#[test]
fn a_bad_argument_is_an_error_with_the_message() {
    let walks = read_cases();
    let door = &walks[0];
    let world = World::open_scene(&door.scene, dat(door)).unwrap();
    let mut mover = world.mover(&world.start().unwrap()).unwrap();
    let e = mover.step(&Controls::default(), f32::NAN).unwrap_err();
    assert_eq!(e.status, ERROR_ARGUMENT);
    assert_eq!(e.message, "sl_mover_step: dt is NaN");
    let e = mover.step(&Controls { forward: 3.0, ..Default::default() }, 0.033).unwrap_err();
    assert_eq!(e.message, "sl_mover_step: controls->forward is out of -1..1");
    let e = World::open_scene("/nonexistent/scene.json", None).err().unwrap();
    assert_eq!(e.status, ERROR_IO);
    assert!(e.message.contains("/nonexistent/scene.json"), "{}", e.message);
    assert_eq!(Position::parse("0xA9B4 [1 2]").unwrap_err().status, ERROR_ARGUMENT);
    assert_eq!(
        Position::parse("0xA9B4001B [84.1 12.3 94.0] 1 0 0 0").unwrap().to_string(),
        "0xA9B4001B [84.100000 12.300000 94.000000] 1.000000 0.000000 0.000000 0.000000"
    );
    assert_eq!(sweeplab::api_version(), 1);
}
