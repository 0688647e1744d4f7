#version 330 core
in vec3 v_world;
in vec3 v_color;
in float v_light;
in float v_road;
in float v_fog;

uniform float u_grid;      // a faint line every u_grid metres (retail's 24 m land cells)
uniform vec3 u_road;       // the road's colour
uniform float u_road_edge; // where the interpolated road weight starts to be road

out vec4 frag;

void main() {
    // Distance to the nearest grid line in pixels, so the line stays one pixel wide.
    vec2 f = (0.5 - abs(fract(v_world.xy / u_grid) - 0.5)) * u_grid / fwidth(v_world.xy);
    vec3 base = v_road > u_road_edge ? u_road : v_color;
    vec3 color = base * v_light * mix(0.84, 1.0, clamp(min(f.x, f.y), 0.0, 1.0));
    frag = vec4(mix(color, vec3(0.62, 0.70, 0.80), v_fog), 1.0);
}
