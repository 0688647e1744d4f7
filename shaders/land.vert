#version 330 core
// A DAT world's land: lit per vertex (its normals are smooth, so per-pixel lighting would
// look the same) to keep the fragment work small over most of the screen under llvmpipe.
layout(location = 0) in vec3 a_pos;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in vec4 a_color;

uniform mat4 u_view_proj;
uniform vec3 u_eye;
uniform vec3 u_fog; // start (m), range (m), most

out vec3 v_world;
out vec3 v_color;
out float v_light;
out float v_road; // 1 at road vertices (render/dat_geometry.h)
out float v_fog;

void main() {
    vec3 n = normalize(a_normal);
    vec3 sun = normalize(vec3(0.35, -0.55, 0.76)); // lit.frag's sun and sky
    float diffuse = max(dot(n, sun), 0.0);
    float sky = 0.5 + 0.5 * n.z;
    v_light = 0.38 + 0.22 * sky + 0.55 * diffuse;
    v_color = a_color.rgb;
    v_road = a_color.a;
    v_fog = clamp((length(u_eye - a_pos) - u_fog.x) / u_fog.y, 0.0, u_fog.z);
    v_world = a_pos;
    gl_Position = u_view_proj * vec4(a_pos, 1.0);
}
