#version 330 core
// Static geometry, already in world space with per-vertex colours.
layout(location = 0) in vec3 a_pos;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in vec4 a_color;

uniform mat4 u_view_proj;

out vec3 v_world;
out vec3 v_normal;
out vec4 v_color;

void main() {
    v_world = a_pos;
    v_normal = a_normal;
    v_color = a_color;
    gl_Position = u_view_proj * vec4(a_pos, 1.0);
}
