/// The limits kbreplay puts on a trace, in one place (`docs/limits.md` lists them).
///
/// Each one bounds the memory or time one trace can take, so that any file gets an
/// answer: its frames, or an error that names the limit and the value over it.
public enum Limits {
    /// The largest trace file, in bytes: 32 MiB.
    ///
    /// A trace as a device records it takes about 100 bytes per event (ten minutes with
    /// 100,000 events is 9.5 MB), so this leaves room for over 300,000 events. The parsed
    /// document takes up to about 30 bytes of memory per byte of file (an array of
    /// single-digit numbers), so this also bounds the parser's memory, to about 1 GiB.
    public static let maximumFileBytes = 32 * 1024 * 1024

    /// The largest golden file, in bytes: 512 MiB.
    ///
    /// A golden line is at most about 300 bytes, so this holds every frame of the longest
    /// replay (`maximumFrames`) written out, with room to spare. `check` reads a golden in
    /// pieces (`GoldenReader`), so its memory does not depend on this; the limit says
    /// when a golden is surely not one (`docs/reliability.md`).
    public static let maximumGoldenBytes = 512 * 1024 * 1024

    /// The most events a trace may have: 1,000,000.
    ///
    /// Ten times the busy ten minutes of `Scripts/bench.sh`. Within the file-size limit
    /// only short events (`{"t":1,"type":"send"}`) can reach it; it bounds the decoded
    /// event list and the replay's work whatever the file size limit.
    public static let maximumEvents = 1_000_000

    /// The most output frames a trace may have (the header's `frames`,
    /// `ceil(duration * fps) + 1`): 864,241.
    ///
    /// This is exactly what the format's own bounds allow: a duration of at most
    /// 3600 s, or by default the last event's time (at most 3600 s) plus one second,
    /// at up to 240 fps, gives at most 3601 * 240 = 864,240 as the last frame index.
    /// Any lower limit would reject traces the format accepts; a higher one could never
    /// be reached. Checking it keeps a replay's length bounded (under a second) even
    /// if those bounds change.
    public static let maximumFrames = Int(maximumSeconds + 1) * maximumFPS + 1

    /// The deepest nesting of JSON arrays and objects: 512, as the format settles.
    /// The root object is level 1.
    public static let maximumNestingDepth = 512

    /// The largest time or duration in a trace, in seconds (the format's bound).
    public static let maximumSeconds = 3600.0

    /// The highest `fps` (the format's bound).
    public static let maximumFPS = 240

    /// `67108864` as `67,108,864`: counts in messages, grouped by thousands.
    public static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return count < 0 ? "-" + result : result
    }

    /// The message for a trace file of `size` bytes (or of unknown size, more than
    /// the limit) that is over `limit` (`maximumFileBytes`, or `maximumGoldenBytes`).
    public static func fileTooLargeMessage(size: Int?, limit maximum: Int = maximumFileBytes) -> String {
        let limit = "the limit of \(grouped(maximum)) bytes (\(maximum >> 20) MiB)"
        guard let size else { return "the file is larger than \(limit)" }
        return "the file is \(grouped(size)) bytes, more than \(limit)"
    }
}
