// An implementation outside the port that answers a conformance pack (docs/vectors.md, "A
// port's path"): it reads toi.jsonl and polygon.jsonl cases, computes every `out` with its own
// code, written from the formulas of docs/vectors.md (nothing of sweeplab's physics is
// called), and writes the cases back with its answers. CTest's vectors.independent runs it
// with mono and then `sweeplab vectors check` on what it wrote, which must agree in full.
// Usage: mono answer.exe IN.jsonl OUT.jsonl
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Text;

static class Answer
{
    const float Eps = 0.0002f;

    // ---- A small JSON reader: objects, arrays, numbers, strings, null, true, false. It keeps
    // the text of each value so the case's `in` is written back as it was read.
    sealed class J
    {
        public char Kind; // o a n s l (null) b
        public Dictionary<string, J> Obj;
        public List<J> Arr;
        public double Num;
        public string Str, Raw;
        public J this[string k] => Obj[k];
        public J this[int i] => Arr[i];
        public float F => (float)Num;
    }

    static J Parse(string s, ref int i)
    {
        while (char.IsWhiteSpace(s[i])) i++;
        int start = i;
        var j = new J();
        char c = s[i];
        if (c == '{')
        {
            j.Kind = 'o'; j.Obj = new Dictionary<string, J>(); i++;
            while (true)
            {
                while (char.IsWhiteSpace(s[i])) i++;
                if (s[i] == '}') { i++; break; }
                var key = Parse(s, ref i).Str;
                while (s[i] != ':') i++;
                i++;
                j.Obj[key] = Parse(s, ref i);
                while (char.IsWhiteSpace(s[i])) i++;
                if (s[i] == ',') i++;
            }
        }
        else if (c == '[')
        {
            j.Kind = 'a'; j.Arr = new List<J>(); i++;
            while (true)
            {
                while (char.IsWhiteSpace(s[i])) i++;
                if (s[i] == ']') { i++; break; }
                j.Arr.Add(Parse(s, ref i));
                while (char.IsWhiteSpace(s[i])) i++;
                if (s[i] == ',') i++;
            }
        }
        else if (c == '"')
        {
            j.Kind = 's'; i++;
            var sb = new StringBuilder();
            while (s[i] != '"') { if (s[i] == '\\') i++; sb.Append(s[i]); i++; }
            i++;
            j.Str = sb.ToString();
            if (j.Str == "NaN") j.Num = double.NaN;
        }
        else if (s.Substring(i).StartsWith("null")) { j.Kind = 'l'; i += 4; }
        else if (s.Substring(i).StartsWith("true")) { j.Kind = 'b'; j.Num = 1; i += 4; }
        else if (s.Substring(i).StartsWith("false")) { j.Kind = 'b'; i += 5; }
        else
        {
            j.Kind = 'n';
            while (i < s.Length && "+-0123456789.eE".IndexOf(s[i]) >= 0) i++;
            j.Num = double.Parse(s.Substring(start, i - start), CultureInfo.InvariantCulture);
        }
        j.Raw = s.Substring(start, i - start);
        return j;
    }

    // ---- Numbers out: floats in 9 significant digits and doubles in 17 (both read back to
    // the same bits), -0 kept.
    // Mono formats -0 as "0": the sign bit is written by hand.
    static string Fl(float v) =>
        v == 0f && BitConverter.ToInt32(BitConverter.GetBytes(v), 0) != 0 ? "-0.0"
                                                                          : v.ToString("G9", CultureInfo.InvariantCulture);
    static string Db(double v) =>
        v == 0.0 && BitConverter.DoubleToInt64Bits(v) != 0 ? "-0.0"
                                                           : v.ToString("G17", CultureInfo.InvariantCulture);
    static string V3(float[] v) => "[" + Fl(v[0]) + "," + Fl(v[1]) + "," + Fl(v[2]) + "]";

    // ---- Float32 vector arithmetic: every operation rounded to float, in the order the
    // formulas write them (x, then y, then z).
    static float[] V(float x, float y, float z) => new[] { x, y, z };
    static float[] Sub(float[] a, float[] b) => V(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
    static float[] Scale(float[] a, float s) => V(s * a[0], s * a[1], s * a[2]);
    static float Dot(float[] a, float[] b)
    {
        float x = a[0] * b[0], y = a[1] * b[1], z = a[2] * b[2];
        float xy = x + y;
        return xy + z;
    }
    static float[] Cross(float[] a, float[] b) =>
        V(a[1] * b[2] - b[1] * a[2], a[2] * b[0] - b[2] * a[0], a[0] * b[1] - b[0] * a[1]);
    static float[] Vec(J j) => V(j[0].F, j[1].F, j[2].F);

    sealed class Poly { public List<float[]> Verts = new List<float[]>(); public float[] N; public float D; }

    // n . p + d
    static float PlaneDist(Poly p, float[] c) => Dot(p.N, c) + p.D;

    // The edge walk the overlap and walkable tests share (docs/vectors.md, polygon): edges
    // from the previous vertex (the closing edge first); outside an edge and farther from its
    // line than the reach is a miss, inside its span a hit; a vertex within reach a hit.
    // 0 hit, 1 miss, 2 undecided (outside some edge, near none).
    static int EdgeScan(Poly p, float[] pt, float radsq)
    {
        int n = p.Verts.Count, prev = n - 1;
        bool outside = false;
        for (int i = 0; i < n; i++)
        {
            var edge = Sub(p.Verts[i], p.Verts[prev]);
            var disp = Sub(pt, p.Verts[prev]);
            prev = i;
            var cross = Cross(p.N, edge);
            float dp = Dot(disp, cross);
            if (dp < 0f)
            {
                float lhs = Dot(cross, cross) * radsq, rhs = dp * dp;
                if (!(lhs >= rhs)) return 1;
                float along = Dot(disp, edge);
                if (along >= 0f && along <= Dot(edge, edge)) return 0;
                outside = true;
            }
            if (Dot(disp, disp) <= radsq) return 0;
        }
        return outside ? 2 : 0;
    }

    static bool HitsSphere(Poly p, float[] c, float r, bool slowButSure, out float[] cp)
    {
        cp = null;
        float dist = PlaneDist(p, c);
        float reach = r - Eps;
        if (!(reach >= Math.Abs(dist))) return false;
        float radsq = reach * reach - dist * dist;
        cp = Sub(c, Scale(p.N, dist));
        if (slowButSure)
        {
            bool inside = true;
            int n = p.Verts.Count, prev = n - 1;
            for (int i = 0; i < n && inside; i++)
            {
                var cross = Cross(p.N, Sub(p.Verts[i], p.Verts[prev]));
                if (Dot(Sub(cp, p.Verts[prev]), cross) < 0f) inside = false;
                prev = i;
            }
            if (inside) return true;
        }
        return EdgeScan(p, cp, radsq) == 0;
    }

    static bool Walkable(Poly p, float[] c, float r, float[] up, float scale)
    {
        float angleUp = Dot(p.N, up);
        if (Math.Abs(angleUp) < Eps) return false;
        float along = PlaneDist(p, c) / angleUp;
        var centre = Sub(c, Scale(up, along));
        float radsq = r * r * scale;
        return EdgeScan(p, centre, radsq) == 0;
    }

    static bool CrossedEdge(Poly p, float[] c, float[] up, out float[] normal)
    {
        normal = null;
        float angleUp = Dot(p.N, up);
        if (!(Math.Abs(angleUp) >= Eps)) return false;
        float along = PlaneDist(p, c) / angleUp;
        var centre = Sub(c, Scale(up, along));
        int n = p.Verts.Count, prev = n - 1;
        for (int i = 0; i < n; i++)
        {
            var cross = Cross(p.N, Sub(p.Verts[i], p.Verts[prev]));
            float dp = Dot(Sub(centre, p.Verts[prev]), cross);
            prev = i;
            if (dp < 0f)
            {
                float inv = 1f / (float)Math.Sqrt(Dot(cross, cross));
                normal = Scale(cross, inv);
                return true;
            }
        }
        return false;
    }

    static bool PointInPoly2D(Poly p, float[] pt, bool negative)
    {
        var last = p.Verts[0];
        for (int k = p.Verts.Count - 1; k >= 0; k--)
        {
            var v = p.Verts[k];
            float ex = v[0] - last[0], ey = v[1] - last[1];
            float a = ey * v[0], b = ex * v[1], c = ex * pt[1], d = ey * pt[0];
            float cross = a - b;
            cross = cross + c;
            cross = cross - d;
            if (negative ? cross < 0f : cross > 0f) return false;
            last = v;
        }
        return true;
    }

    static bool AdjustToPlane(Poly p, float[] c, float r, float[] movement, ref float walkInterp,
                              out float[] centre)
    {
        centre = c;
        float dist = PlaneDist(p, c);
        float dpMove = Dot(p.N, movement);
        float gap;
        if (dpMove <= Eps)
        {
            if (dpMove >= -Eps) return false;
            gap = dist - r;
        }
        else gap = -r - dist;
        float back = gap / dpMove;
        float interp = (1f - back) * walkInterp;
        if (interp >= walkInterp || interp < -0.5f) return false;
        centre = Sub(c, Scale(movement, back));
        walkInterp = interp;
        return true;
    }

    static string Pair(bool ret, float[] v) => "[" + (ret ? 1 : 0) + "," + (v == null ? "null" : V3(v)) + "]";

    static string PolygonOut(J input)
    {
        var p = new Poly();
        foreach (var v in input["verts"].Arr) p.Verts.Add(Vec(v));
        var pl = input["plane"];
        p.N = V(pl[0].F, pl[1].F, pl[2].F);
        p.D = pl[3].F;
        var s = input["sphere"];
        var c = V(s[0].F, s[1].F, s[2].F);
        float r = s[3].F;
        var up = Vec(input["up"]);
        var movement = Vec(input["movement"]);
        float allowance = input["walkable_allowance"].F, walkInterp = input["walk_interp"].F;

        var o = new StringBuilder("{");
        bool hit = HitsSphere(p, c, r, false, out var cp);
        o.Append("\"polygon_hits_sphere\":" + Pair(hit, cp));
        hit = HitsSphere(p, c, r, true, out cp);
        o.Append(",\"polygon_hits_sphere_slow_but_sure\":" + Pair(hit, cp));
        bool whs = Dot(p.N, up) > allowance && HitsSphere(p, c, r, true, out _);
        o.Append(",\"walkable_hits_sphere\":" + (whs ? 1 : 0));
        // pos_hits_sphere: the slow-but-sure test; the polygon is struck on any hit, but only a
        // sphere moving into the front face returns it.
        bool pos = HitsSphere(p, c, r, true, out cp);
        bool into = Dot(p.N, movement) < 0f;
        o.Append(",\"pos_hits_sphere\":[" + (pos && into ? 1 : 0) + "," +
                 (cp == null ? "null" : V3(cp)) + "," + (pos ? 1 : 0) + "]");
        o.Append(",\"check_small_walkable\":" + (Walkable(p, c, r, up, 0.25f) ? 1 : 0));
        o.Append(",\"check_walkable\":" + (Walkable(p, c, r, up, 1f) ? 1 : 0));
        bool crossed = CrossedEdge(p, c, up, out var normal);
        o.Append(",\"find_crossed_edge\":" + Pair(crossed, normal));
        o.Append(",\"point_in_poly2D\":[" + (PointInPoly2D(p, c, false) ? 1 : 0) + "," +
                 (PointInPoly2D(p, c, true) ? 1 : 0) + "]");
        bool adjusted = AdjustToPlane(p, c, r, movement, ref walkInterp, out var centre);
        o.Append(",\"adjust_sphere_to_plane\":[" + (adjusted ? 1 : 0) + "," + V3(centre) + "," +
                 Fl(walkInterp) + "]");
        return o.Append("}").ToString();
    }

    // CSphere::find_time_of_collision, in double from the float inputs (docs/vectors.md, toi).
    static string ToiOut(J input)
    {
        var m = input["movement"];
        var d = input["disp"];
        double mx = m[0].F, my = m[1].F, mz = m[2].F, dx = d[0].F, dy = d[1].F, dz = d[2].F;
        double radsum = input["radsum"].F;
        double eps = Eps;
        double distSq = mx * mx + my * my + mz * mz;
        double dm = dz * mz + dy * my + mx * dx;
        double nonCollide = dx * dx + dy * dy + dz * dz - radsum * radsum;
        double t;
        double disc = dm * dm - nonCollide * distSq;
        if (nonCollide < eps || distSq < eps || disc < 0.0) t = -1.0;
        else
        {
            double root = Math.Sqrt(disc);
            double first = -dm - root;
            t = first < 0.0 ? (root - dm) / distSq : first / distSq;
        }
        return "{\"time\":" + Db(t) + "}";
    }

    static int Main(string[] args)
    {
        if (args.Length != 2) { Console.Error.WriteLine("usage: answer.exe IN.jsonl OUT.jsonl"); return 2; }
        int cases = 0;
        using (var w = new StreamWriter(args[1], false, new UTF8Encoding(false)))
        {
            foreach (var line in File.ReadLines(args[0]))
            {
                if (line.Trim().Length == 0) continue;
                int i = 0;
                var c = Parse(line, ref i);
                var input = c["in"];
                string o = input.Obj.ContainsKey("verts") ? PolygonOut(input) : ToiOut(input);
                var sb = new StringBuilder("{");
                foreach (var kv in c.Obj)
                    if (kv.Key != "out") sb.Append("\"" + kv.Key + "\":" + kv.Value.Raw + ",");
                sb.Append("\"out\":" + o + "}");
                w.WriteLine(sb.ToString());
                cases++;
            }
        }
        Console.WriteLine("answered " + cases + " cases of " + args[0] + " (libsweeplab " +
                          Sweeplab.Library.Version + ", not called for the answers)");
        return 0;
    }
}
