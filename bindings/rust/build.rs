// Links libsweeplab.so.1: the folder in $SWEEPLAB_LIB_DIR, else the one `pkg-config
// --variable=libdir sweeplab` names, else the system's search path. A folder found is also
// the run path, so tests and programs run without LD_LIBRARY_PATH.
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-env-changed=SWEEPLAB_LIB_DIR");
    println!("cargo:rerun-if-env-changed=PKG_CONFIG_PATH");
    let dir = std::env::var("SWEEPLAB_LIB_DIR").ok().filter(|d| !d.is_empty()).or_else(|| {
        Command::new("pkg-config")
            .args(["--variable=libdir", "sweeplab"])
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
            .filter(|d| !d.is_empty())
    });
    if let Some(dir) = dir {
        println!("cargo:rustc-link-search=native={}", dir);
        println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir);
    }
    println!("cargo:rustc-link-lib=dylib=sweeplab");
}
