#version 330 core
// Instanced unit spheres and cylinders: each instance scales the shape per axis and moves
// it; no rotation, so no model matrix and no per-vertex inverse (llvmpipe runs the vertex
// shader on one thread, and the inverse was most of it).
layout(location = 0) in vec3 a_pos;
layout(location = 1) in vec3 a_normal;
layout(location = 3) in vec3 i_position;
layout(location = 4) in vec3 i_scale;
layout(location = 5) in vec4 i_color;

uniform mat4 u_view_proj;

out vec3 v_world;
out vec3 v_normal;
out vec4 v_color;

void main() {
    vec3 world = a_pos * i_scale + i_position;
    v_world = world;
    // The inverse transpose of a diagonal scale divides; lit.frag normalises. A flat
    // cylinder (height 0) keeps a finite normal.
    v_normal = a_normal / max(abs(i_scale), vec3(1e-6));
    v_color = i_color;
    gl_Position = u_view_proj * vec4(world, 1.0);
}
