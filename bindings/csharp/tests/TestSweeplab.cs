// The C# binding's test (CTest bindings.csharp, built with mcs and run with mono; the cases
// come from bindings/tests/run_binding_test.py): every walk of $SWEEPLAB_CASES from the
// world's start gives the feet `sweeplab --headless` gave, frame for frame and bit for bit;
// a bad argument throws SweeplabException with the library's message.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using Sweeplab;

static class TestSweeplab
{
    class Frame { public float F, S, T; public bool Run, Jump; public float X, Y, Z; }
    class Walk { public string Name, Scene, Dat; public List<Frame> Frames = new List<Frame>(); }

    static int failures;

    static void Check(bool ok, string what)
    {
        if (ok) return;
        failures++;
        Console.Error.WriteLine("FAIL: " + what);
    }

    static float F(string s) => float.Parse(s, CultureInfo.InvariantCulture);

    static List<Walk> ReadCases(string path)
    {
        var walks = new List<Walk>();
        Walk cur = null;
        foreach (var line in File.ReadAllLines(path))
        {
            if (line.Length == 0) continue;
            int sp = line.IndexOf(' ');
            string key = sp < 0 ? line : line.Substring(0, sp), rest = sp < 0 ? "" : line.Substring(sp + 1);
            if (key == "case") cur = new Walk { Name = rest };
            else if (key == "scene") cur.Scene = rest;
            else if (key == "dat") cur.Dat = rest;
            else if (key == "end") walks.Add(cur);
            else if (key == "f")
            {
                var w = rest.Split(' ');
                cur.Frames.Add(new Frame { F = F(w[0]), S = F(w[1]), T = F(w[2]), Run = w[3] == "1", Jump = w[4] == "1",
                                           X = F(w[5]), Y = F(w[6]), Z = F(w[7]) });
            }
        }
        return walks;
    }

    static bool Same(float a, float b) => BitConverter.ToInt32(BitConverter.GetBytes(a), 0) == BitConverter.ToInt32(BitConverter.GetBytes(b), 0);

    static int Main()
    {
        var walks = ReadCases(Environment.GetEnvironmentVariable("SWEEPLAB_CASES"));
        Check(walks.Count == 3, "three walks in the cases file");
        foreach (var walk in walks)
        {
            using (var world = World.OpenScene(walk.Scene, walk.Dat == "-" ? null : walk.Dat))
            using (var mover = world.CreateMover(world.Start))
            {
                float dt = world.FrameTime;
                int frame = 0;
                foreach (var f in walk.Frames)
                {
                    ++frame;
                    var r = mover.Step(f.F, f.S, f.T, f.Run, f.Jump, dt);
                    if (!(Same(r.Position.X, f.X) && Same(r.Position.Y, f.Y) && Same(r.Position.Z, f.Z)))
                    {
                        Check(false, string.Format(CultureInfo.InvariantCulture, "{0} frame {1}: [{2:R} {3:R} {4:R}] vs headless [{5:R} {6:R} {7:R}]",
                            walk.Name, frame, r.Position.X, r.Position.Y, r.Position.Z, f.X, f.Y, f.Z));
                        break;
                    }
                }
                Console.WriteLine("ok: {0}, {1} frames", walk.Name, frame);
            }
        }

        // The door walk ends in house A's room; the queries answer there.
        var door = walks[0];
        using (var world = World.OpenScene(door.Scene, door.Dat))
        using (var mover = world.CreateMover(world.Start))
        {
            StepResult r = default(StepResult);
            for (int i = 0; i < 120; ++i) r = mover.Step(1f, 0f, 0f, false, false, world.FrameTime);
            Check(r.Position.Cell == 0xA9B40100u, "the door walk ends in 0xA9B40100, not 0x" + r.Position.Cell.ToString("X8"));
            Check(r.Position.ToString().StartsWith("0xA9B40100 [60.000000 ", StringComparison.Ordinal), "the location text: " + r.Position);
            Check(world.FindCell(r.Position) == 0xA9B40100u, "FindCell of the end");
            var below = world.SurfaceBelow(new Position(0xA9B40000u, 60f, 50f, 5f));
            Check(below.Walkable == 1u && Math.Abs(below.Position.Z - mover.Placed.Z) < 0.01f, "the surface below the start");

            // Bad arguments: SweeplabException with the library's message.
            try { mover.Step(1f, 0f, 0f, false, false, float.NaN); Check(false, "a NaN dt was accepted"); }
            catch (SweeplabException e)
            {
                Check(e.Status == Status.Argument, "NaN dt: status " + e.Status);
                Check(e.ApiMessage == "sl_mover_step: dt is NaN", "NaN dt: message '" + e.ApiMessage + "'");
            }
            try { mover.Step(3f, 0f, 0f, false, false, world.FrameTime); Check(false, "forward 3 was accepted"); }
            catch (SweeplabException e) { Check(e.ApiMessage == "sl_mover_step: controls->forward is out of -1..1", e.ApiMessage); }
        }
        try { World.OpenScene("/nonexistent/scene.json"); Check(false, "a missing scene opened"); }
        catch (SweeplabException e)
        {
            Check(e.Status == Status.IO, "missing scene: status " + e.Status);
            Check(e.ApiMessage.Contains("/nonexistent/scene.json"), "missing scene: " + e.ApiMessage);
        }
        try { Position.Parse("0xA9B4 [1 2]"); Check(false, "a bad location parsed"); }
        catch (SweeplabException e) { Check(e.Status == Status.Argument, "bad location: " + e.Status); }
        Check(Position.Parse("0xA9B4001B [84.1 12.3 94.0] 1 0 0 0").ToString() ==
              "0xA9B4001B [84.100000 12.300000 94.000000] 1.000000 0.000000 0.000000 0.000000", "location round trip");

        Console.WriteLine(failures == 0 ? "ok: the C# binding" : failures + " failures");
        return failures == 0 ? 0 : 1;
    }
}
