#version 330 core
// Batched instances of unit spheres and cylinders (render/instanced_shapes.h): the mesh is
// stored as many copies, each vertex tagged with its copy, and the copy's instance is read
// from the Shapes block. An instance scales the shape per axis and moves it; no rotation,
// so no model matrix and no per-vertex inverse (llvmpipe runs the vertex shader on one
// thread).
layout(location = 0) in vec3 a_pos;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in float a_copy;

struct Shape {
    vec3 position;
    vec3 scale;
    vec4 color;
};
layout(std140) uniform Shapes {
    Shape u_shapes[256]; // render::kBatch
};

uniform mat4 u_view_proj;

out vec3 v_world;
out vec3 v_normal;
out vec4 v_color;

void main() {
    Shape s = u_shapes[int(a_copy)];
    vec3 world = a_pos * s.scale + s.position;
    v_world = world;
    // The inverse transpose of a diagonal scale divides; lit.frag normalises. A flat
    // cylinder (height 0) keeps a finite normal.
    v_normal = a_normal / max(abs(s.scale), vec3(1e-6));
    v_color = s.color;
    gl_Position = u_view_proj * vec4(world, 1.0);
}
