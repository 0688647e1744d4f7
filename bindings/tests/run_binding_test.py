#!/usr/bin/env python3
"""One binding's CTest entry (bindings.python, bindings.csharp, bindings.rust, bindings.c).

The C API's lib and dev components are installed into a fresh prefix; the walks are made
(the synthetic place's door walk and two shipped scenes) and each is run by `sweeplab
--headless` with SWEEPLAB_RECORD_TRACE, which writes every frame's feet exactly; the
controls of every frame and those feet go into a plain-text cases file (format below) that
the binding's own test reads, walks through the installed library, and compares bit for bit.
Each binding's test also checks that a bad argument comes back as that language's error.

Cases file (one walk after another):
    case NAME
    scene PATH
    dat DIR            (or "-": the scene has no `dat`)
    f FORWARD STRAFE TURN RUN JUMP X Y Z     (one line per frame; X Y Z in %.9g)
    end

usage: run_binding_test.py prepare --build DIR --source DIR --sweeplab EXE --make-dat EXE
                           --work DIR      (the fixture bindings.prepare: install and cases)
       run_binding_test.py LANG --source DIR --work DIR     (LANG: python csharp rust c)
A tool a binding needs (python3, mcs and mono, cargo, cc) missing is a failure, never a skip.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys

WALKS = ["door-walk", "cottage", "porch-edge-run"]


def fail(msg):
    print("FAIL: " + msg, file=sys.stderr)
    sys.exit(1)


def run(cmd, env=None, cwd=None, capture=False):
    print("+ " + " ".join(cmd), flush=True)
    r = subprocess.run(cmd, env=env, cwd=cwd, stdout=subprocess.PIPE if capture else None,
                       stderr=subprocess.STDOUT if capture else None, text=True)
    if r.returncode != 0:
        if capture:
            print(r.stdout)
        fail("%s exited %d" % (cmd[0], r.returncode))
    return r.stdout if capture else ""


def need(tool, package):
    path = shutil.which(tool)
    if path is None:
        fail("%s not found: install %s (tools/dev.sh deps installs it)" % (tool, package))
    return path


def expand_script(scene):
    """Every frame's controls, as sim/script_player.cpp expands the scene's script: a step's
    keys carry over from the previous step, a jump only on the step's first frame."""
    out = []
    prev = {"forward": 0.0, "strafe": 0.0, "turn": 0.0, "run": False}
    for step in scene.get("script", []):
        cur = dict(prev)
        for k in ("forward", "strafe", "turn", "run"):
            if k in step:
                cur[k] = step[k]
        jump = bool(step.get("jump", False))
        for i in range(int(step.get("frames", 1))):
            out.append((float(cur["forward"]), float(cur["strafe"]), float(cur["turn"]),
                        int(bool(cur["run"])), int(jump and i == 0)))
        prev = cur
    return out


def make_cases(args, work):
    place = os.path.join(work, "place")
    run([args.make_dat, place], capture=True)
    door = os.path.join(work, "door-walk.json")
    with open(door, "w") as f:
        json.dump({"format": "sweeplab-scene/1", "name": "door walk",
                   "dat": {"landblocks": ["0xA9B4"], "radius": 1},
                   "player": {"position": [60.0, 50.0, 0.0], "yaw": 0},
                   "script": [{"frames": 120, "forward": 1}]}, f)
    lines = []
    for name in WALKS:
        scene_path = door if name == "door-walk" else os.path.join(
            args.source, "assets", "scenes", name + ".json")
        dat = place if name == "door-walk" else "-"
        with open(scene_path) as f:
            controls = expand_script(json.load(f))
        feet_file = os.path.join(work, name + ".feet")
        env = dict(os.environ, SWEEPLAB_RECORD_TRACE=feet_file)
        env.pop("SWEEPLAB_DAT_DIR", None)
        cmd = [args.sweeplab, "--headless", scene_path, "--out", os.devnull]
        if dat != "-":
            cmd += ["--dat", dat]
        run(cmd, env=env)
        with open(feet_file) as f:
            feet = [ln.split() for ln in f if ln.strip()]
        if len(feet) != len(controls):
            fail("%s: %d frames of feet, %d of controls" % (name, len(feet), len(controls)))
        lines += ["case " + name, "scene " + scene_path, "dat " + dat]
        for c, p in zip(controls, feet):
            lines.append("f %r %r %r %d %d %s %s %s" % (c[0], c[1], c[2], c[3], c[4],
                                                       p[1], p[2], p[3]))
        lines.append("end")
    cases = os.path.join(work, "cases.txt")
    with open(cases, "w") as f:
        f.write("\n".join(lines) + "\n")
    return cases


def install(args, work):
    prefix = os.path.join(work, "prefix")
    for component in ("lib", "dev"):
        run(["cmake", "--install", args.build, "--component", component, "--prefix", prefix],
            capture=True)
    libdir = os.path.join(prefix, "lib")
    if not os.path.exists(os.path.join(libdir, "libsweeplab.so.1")):
        fail("the install put no lib/libsweeplab.so.1 under " + prefix)
    return prefix, libdir


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("lang", choices=["prepare", "python", "csharp", "rust", "c"])
    for a in ("build", "sweeplab", "make_dat"):
        ap.add_argument("--" + a.replace("_", "-"))
    ap.add_argument("--source", required=True)
    ap.add_argument("--work", required=True)
    args = ap.parse_args()
    base = os.path.abspath(args.work)
    if args.lang == "prepare":
        if not (args.build and args.sweeplab and args.make_dat):
            fail("prepare needs --build, --sweeplab and --make-dat")
        shutil.rmtree(base, ignore_errors=True)
        os.makedirs(base)
        install(args, base)
        make_cases(args, base)
        print("ok: bindings prepared in " + base)
        return
    libdir = os.path.join(base, "prefix", "lib")
    cases = os.path.join(base, "cases.txt")
    if not os.path.exists(cases):
        fail("%s: no cases: the fixture bindings.prepare did not run" % cases)
    work = os.path.join(base, args.lang)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    env = dict(os.environ, SWEEPLAB_CASES=cases, SWEEPLAB_LIB=os.path.join(libdir,
               "libsweeplab.so.1"), SWEEPLAB_LIB_DIR=libdir,
               PKG_CONFIG_PATH=os.path.join(libdir, "pkgconfig"),
               LD_LIBRARY_PATH=libdir + os.pathsep + os.environ.get("LD_LIBRARY_PATH", ""))
    env.pop("SWEEPLAB_DAT_DIR", None)
    bindings = os.path.join(args.source, "bindings")
    if args.lang == "python":
        run([sys.executable, os.path.join(bindings, "python", "tests", "test_sweeplab.py")],
            env=env)
    elif args.lang == "csharp":
        mcs, mono = need("mcs", "mono-mcs"), need("mono", "mono-runtime")
        exe = os.path.join(work, "TestSweeplab.exe")
        run([mcs, "-warnaserror+", "-out:" + exe, os.path.join(bindings, "csharp", "Sweeplab.cs"),
             os.path.join(bindings, "csharp", "tests", "TestSweeplab.cs")])
        run([mono, "--debug", exe], env=env)
    elif args.lang == "rust":
        cargo = need("cargo", "cargo and rustc")
        env["CARGO_HOME"] = os.path.join(work, "cargo-home")
        run([cargo, "test", "--offline", "--manifest-path",
             os.path.join(bindings, "rust", "Cargo.toml"), "--target-dir",
             os.path.join(work, "target"), "--", "--test-threads=1"], env=env)
    else:
        cc = need("cc", "build-essential")
        flags = run(["pkg-config", "--cflags", "--libs", "sweeplab"], env=env, capture=True)
        exe = os.path.join(work, "c_walk")
        run([cc, "-std=c99", "-Wall", "-Wextra", "-Wpedantic", "-Werror",
             os.path.join(args.source, "tests", "capi", "c_walk.c")] + flags.split() +
            ["-Wl,-rpath," + libdir, "-o", exe], env=env)
        check_c(exe, cases, work, env)
    print("ok: bindings.%s walked %s through %s" % (args.lang, ", ".join(WALKS), libdir))


def check_c(exe, cases, work, env):
    """c_walk prints "frame x y z cell" per frame in %.9g: the same text as the feet."""
    walks, cur = [], None
    with open(cases) as f:
        for ln in f:
            w = ln.split()
            if not w:
                continue
            if w[0] == "case":
                cur = {"name": w[1], "frames": []}
            elif w[0] in ("scene", "dat"):
                cur[w[0]] = w[1]
            elif w[0] == "f":
                cur["frames"].append(w[1:])
            elif w[0] == "end":
                walks.append(cur)
    for walk in walks:
        ctl = os.path.join(work, walk["name"] + ".controls")
        with open(ctl, "w") as f:
            for fr in walk["frames"]:
                f.write(" ".join(fr[:5]) + "\n")
        out = run([exe, walk["scene"], walk["dat"], ctl], env=env, capture=True).split("\n")
        for i, fr in enumerate(walk["frames"]):
            got = out[i].split()
            want = [float(v) for v in fr[5:8]]
            import struct
            if [struct.pack("<f", float(v)) for v in got[1:4]] != \
                    [struct.pack("<f", v) for v in want]:
                fail("%s frame %d: C gives %s, headless %s" % (walk["name"], i + 1, got[1:4],
                                                               fr[5:8]))
    out = subprocess.run([exe, "--bad"], env=env, stdout=subprocess.PIPE, text=True).stdout
    if out.strip() != "1 sl_world_open_dat: dat_dir is NULL":
        fail("c_walk --bad printed %r" % out)


if __name__ == "__main__":
    main()
