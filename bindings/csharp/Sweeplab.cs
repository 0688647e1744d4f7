// sweeplab for C#: retail Asheron's Call physics through libsweeplab.so.1 (docs/c-api.md).
// One P/Invoke file a .NET or Mono project drops in: SafeHandles free worlds and movers, the
// structs are laid out as the C header's (blittable: no copies on a step), and a call that
// fails throws SweeplabException with the status and the library's message.
using System;
using System.Runtime.InteropServices;
using System.Text;

namespace Sweeplab
{
    public enum Status { Ok = 0, Argument = 1, IO = 2, Data = 3, NotFound = 4, Internal = 5 }

    public enum Reading { Retail = 0, Ace = 1, Gdle = 2 }

    /// <summary>A C API call that failed: its status and the library's message.</summary>
    public class SweeplabException : Exception
    {
        public Status Status { get; }
        public string ApiMessage { get; }

        public SweeplabException(Status status, string message) : base(status + ": " + message)
        {
            Status = status;
            ApiMessage = message;
        }
    }

    /// <summary>sl_position: a cell id, the origin in its landblock's frame, a quaternion.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct Position
    {
        public uint Cell;
        public float X, Y, Z;
        public float W, QX, QY, QZ;

        public Position(uint cell, float x, float y, float z)
        {
            Cell = cell; X = x; Y = y; Z = z; W = 1f; QX = 0f; QY = 0f; QZ = 0f;
        }

        /// <summary>A /loc line: "0xA9B4001B [84.1 12.3 94.0] 1 0 0 0".</summary>
        public static Position Parse(string text)
        {
            Position p;
            Native.Check(Native.sl_parse_location(Native.Utf8(text), out p));
            return p;
        }

        public override string ToString()
        {
            var buffer = new byte[160];
            var self = this;
            Native.Check(Native.sl_format_location(ref self, buffer, (UIntPtr)buffer.Length));
            return Encoding.UTF8.GetString(buffer, 0, Array.IndexOf(buffer, (byte)0));
        }
    }

    [StructLayout(LayoutKind.Sequential)]
    public struct Controls
    {
        public uint StructSize;
        public float Forward, Strafe, Turn;
        public uint Run, Jump;
    }

    /// <summary>sl_step_result: where the mover is after a step.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct StepResult
    {
        public Position Position;
        public float VX, VY, VZ;
        public uint Contact, OnWalkable, HitObject;
    }

    [StructLayout(LayoutKind.Sequential)]
    public struct MoverDesc
    {
        public uint StructSize, SetupId, NumSpheres;
        public float S0X, S0Y, S0Z, S0R, S1X, S1Y, S1Z, S1R;
        public float StepUpHeight, StepDownHeight, Scale;
    }

    [StructLayout(LayoutKind.Sequential)]
    public struct Surface
    {
        public Position Position;
        public float NX, NY, NZ;
        public uint Walkable, HitObject;
        public float WaterDepth;
    }

    [StructLayout(LayoutKind.Sequential)]
    public struct SweepResult
    {
        public uint Hit;
        public float Fraction;
        public Position Position;
        public float NX, NY, NZ;
        public uint HitObject, HitEnvironment;
    }

    [StructLayout(LayoutKind.Sequential)]
    internal struct WorldOptions
    {
        public uint StructSize;
        public int Reading;
        public IntPtr WorldPaths;
        public uint NumWorldPaths;
        public IntPtr DatDir;
    }

    /// <summary>The library's versions: the C API's (SL_API_VERSION) and sweeplab's own.</summary>
    public static class Library
    {
        public static uint ApiVersion => Native.sl_api_version();
        public static string Version => Marshal.PtrToStringAnsi(Native.sl_version());
    }

    internal static class Native
    {
        const string Lib = "libsweeplab.so.1";

        [DllImport(Lib)] internal static extern uint sl_api_version();
        [DllImport(Lib)] internal static extern IntPtr sl_last_error();
        [DllImport(Lib)] internal static extern IntPtr sl_version();
        [DllImport(Lib)] internal static extern Status sl_parse_location(byte[] text, out Position p);
        [DllImport(Lib)] internal static extern Status sl_format_location(ref Position p, byte[] buffer, UIntPtr size);
        [DllImport(Lib)] internal static extern Status sl_world_open_dat(byte[] dir, uint cell, ref WorldOptions o, out WorldHandle w);
        [DllImport(Lib)] internal static extern Status sl_world_open_scene(byte[] path, ref WorldOptions o, out WorldHandle w);
        [DllImport(Lib)] internal static extern void sl_world_free(IntPtr w);
        [DllImport(Lib)] internal static extern Status sl_world_start(WorldHandle w, out Position p);
        [DllImport(Lib)] internal static extern Status sl_world_frame_time(WorldHandle w, out float dt);
        [DllImport(Lib)] internal static extern Status sl_world_set_reading(WorldHandle w, Reading r);
        [DllImport(Lib)] internal static extern Status sl_world_find_cell(WorldHandle w, ref Position p, out uint cell);
        [DllImport(Lib)] internal static extern Status sl_world_surface_below(WorldHandle w, ref Position p, float maxDrop, out Surface s);
        [DllImport(Lib)] internal static extern Status sl_sweep_sphere(WorldHandle w, ref Position a, ref Position b, float radius, out SweepResult r);
        [DllImport(Lib)] internal static extern Status sl_mover_create(WorldHandle w, IntPtr desc, ref Position start, out MoverHandle m, out Position placed);
        [DllImport(Lib)] internal static extern Status sl_mover_create(WorldHandle w, ref MoverDesc desc, ref Position start, out MoverHandle m, out Position placed);
        [DllImport(Lib)] internal static extern void sl_mover_free(IntPtr m);
        [DllImport(Lib)] internal static extern Status sl_mover_step(WorldHandle w, MoverHandle m, ref Controls c, float dt, out StepResult r);
        [DllImport(Lib)] internal static extern Status sl_mover_get(MoverHandle m, out StepResult r);
        [DllImport(Lib)] internal static extern Status sl_mover_set_reading(MoverHandle m, Reading r);

        internal static byte[] Utf8(string s)
        {
            if (s == null) return null;
            var b = Encoding.UTF8.GetBytes(s);
            Array.Resize(ref b, b.Length + 1); // NUL-terminated
            return b;
        }

        internal static void Check(Status s)
        {
            if (s == Status.Ok) return;
            throw new SweeplabException(s, Marshal.PtrToStringAnsi(sl_last_error()) ?? "");
        }
    }

    public sealed class WorldHandle : SafeHandle
    {
        public WorldHandle() : base(IntPtr.Zero, true) { }
        public override bool IsInvalid => handle == IntPtr.Zero;
        protected override bool ReleaseHandle() { Native.sl_world_free(handle); return true; }
    }

    public sealed class MoverHandle : SafeHandle
    {
        public MoverHandle() : base(IntPtr.Zero, true) { }
        public override bool IsInvalid => handle == IntPtr.Zero;
        protected override bool ReleaseHandle() { Native.sl_mover_free(handle); return true; }
    }

    /// <summary>A physics world: a DAT place or a scene, as `sweeplab --headless` opens it.</summary>
    public sealed class World : IDisposable
    {
        internal readonly WorldHandle Handle;
        World(WorldHandle h) { Handle = h; }

        public static World OpenDat(string datDir, uint cellOrLandblock, Reading reading = Reading.Retail)
        {
            var o = new WorldOptions { StructSize = (uint)Marshal.SizeOf(typeof(WorldOptions)), Reading = (int)reading };
            WorldHandle h;
            Native.Check(Native.sl_world_open_dat(Native.Utf8(datDir), cellOrLandblock, ref o, out h));
            return new World(h);
        }

        public static World OpenScene(string path, string datDir = null, Reading reading = Reading.Retail)
        {
            var dir = Native.Utf8(datDir);
            var pin = dir == null ? default(GCHandle) : GCHandle.Alloc(dir, GCHandleType.Pinned);
            try
            {
                var o = new WorldOptions
                {
                    StructSize = (uint)Marshal.SizeOf(typeof(WorldOptions)),
                    Reading = (int)reading,
                    DatDir = dir == null ? IntPtr.Zero : pin.AddrOfPinnedObject()
                };
                WorldHandle h;
                Native.Check(Native.sl_world_open_scene(Native.Utf8(path), ref o, out h));
                return new World(h);
            }
            finally
            {
                if (dir != null) pin.Free();
            }
        }

        public Position Start { get { Position p; Native.Check(Native.sl_world_start(Handle, out p)); return p; } }
        public float FrameTime { get { float dt; Native.Check(Native.sl_world_frame_time(Handle, out dt)); return dt; } }
        public void SetReading(Reading r) => Native.Check(Native.sl_world_set_reading(Handle, r));

        public uint FindCell(Position p)
        {
            uint cell;
            Native.Check(Native.sl_world_find_cell(Handle, ref p, out cell));
            return cell;
        }

        public Surface SurfaceBelow(Position p, float maxDrop = 100f)
        {
            Surface s;
            Native.Check(Native.sl_world_surface_below(Handle, ref p, maxDrop, out s));
            return s;
        }

        public SweepResult SweepSphere(Position from, Position to, float radius)
        {
            SweepResult r;
            Native.Check(Native.sl_sweep_sphere(Handle, ref from, ref to, radius, out r));
            return r;
        }

        /// <summary>The retail human the lab's avatar is, placed at `start`.</summary>
        public Mover CreateMover(Position start)
        {
            MoverHandle m;
            Position placed;
            Native.Check(Native.sl_mover_create(Handle, IntPtr.Zero, ref start, out m, out placed));
            return new Mover(this, m, placed);
        }

        public Mover CreateMover(MoverDesc desc, Position start)
        {
            desc.StructSize = (uint)Marshal.SizeOf(typeof(MoverDesc));
            MoverHandle m;
            Position placed;
            Native.Check(Native.sl_mover_create(Handle, ref desc, ref start, out m, out placed));
            return new Mover(this, m, placed);
        }

        public void Dispose() => Handle.Dispose();
    }

    /// <summary>One object's retail update_object in a world, stepped frame by frame.</summary>
    public sealed class Mover : IDisposable
    {
        readonly World world;
        readonly MoverHandle handle;
        Controls controls = new Controls { StructSize = (uint)Marshal.SizeOf(typeof(Controls)) };
        public Position Placed { get; }

        internal Mover(World w, MoverHandle h, Position placed) { world = w; handle = h; Placed = placed; }

        public StepResult Step(float forward, float strafe, float turn, bool run, bool jump, float dt)
        {
            controls.Forward = forward; controls.Strafe = strafe; controls.Turn = turn;
            controls.Run = run ? 1u : 0u; controls.Jump = jump ? 1u : 0u;
            StepResult r;
            Native.Check(Native.sl_mover_step(world.Handle, handle, ref controls, dt, out r));
            return r;
        }

        public StepResult Get() { StepResult r; Native.Check(Native.sl_mover_get(handle, out r)); return r; }
        public void SetReading(Reading r) => Native.Check(Native.sl_mover_set_reading(handle, r));
        public void Dispose() => handle.Dispose();
    }
}
