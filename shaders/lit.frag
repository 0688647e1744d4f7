#version 330 core
in vec3 v_world;
in vec3 v_normal;
in vec4 v_color;

uniform vec3 u_eye;
uniform bool u_checker;   // a 1 m checker on the ground gives depth and speed cues
uniform float u_alpha;
uniform vec3 u_fog;       // start (m), range (m), most: a scene's rooms, or a DAT world's

out vec4 frag;

void main() {
    vec3 n = normalize(v_normal);
    if (!gl_FrontFacing) n = -n;
    vec3 sun = normalize(vec3(0.35, -0.55, 0.76));
    float diffuse = max(dot(n, sun), 0.0);
    float sky = 0.5 + 0.5 * n.z;                       // hemisphere ambient, Z up
    vec3 base = v_color.rgb;
    if (u_checker) {
        vec2 cell = floor(v_world.xy);
        float k = mod(cell.x + cell.y, 2.0);
        base *= mix(0.92, 1.06, k);
        vec2 f = abs(fract(v_world.xy / 8.0) - 0.5);
        if (min(f.x, f.y) < 0.004) base *= 0.8;        // an 8 m grid line
    }
    vec3 color = base * (0.38 + 0.22 * sky + 0.55 * diffuse);
    float dist = length(u_eye - v_world);
    float fog = clamp((dist - u_fog.x) / u_fog.y, 0.0, u_fog.z);
    color = mix(color, vec3(0.62, 0.70, 0.80), fog);
    frag = vec4(color, v_color.a * u_alpha);
}
