#version 330 core
// Flat-lit geometry: static meshes (per-vertex colour, u_model) and instanced primitives
// (per-instance model matrix and colour).
layout(location = 0) in vec3 a_pos;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in vec4 a_color;
layout(location = 3) in mat4 i_model;
layout(location = 7) in vec4 i_color;

uniform mat4 u_view_proj;
uniform mat4 u_model;
uniform bool u_instanced;

out vec3 v_world;
out vec3 v_normal;
out vec4 v_color;

void main() {
    mat4 model = u_instanced ? i_model : u_model;
    vec4 world = model * vec4(a_pos, 1.0);
    v_world = world.xyz;
    v_normal = transpose(inverse(mat3(model))) * a_normal;
    v_color = u_instanced ? i_color : a_color;
    gl_Position = u_view_proj * world;
}
