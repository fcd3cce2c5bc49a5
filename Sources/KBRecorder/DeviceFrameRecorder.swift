/// Records what the device drew, at each display-link tick, as `NAME.device.jsonl`: the
/// presentation values of the fields the app can see, by the handler's field names, for
/// `kbreplay device` to compare with the replay of the trace recorded beside it.
///
/// The file is JSON Lines, as a golden is: a header, then one line per sample,
///
///     {"kbdevice":1,"trace":"chat","handler":"launch-composer","fields":["offset","kbTop"]}
///     {"f":0,"t":0.016667,"offset":1630,"kbTop":852}
///
/// `f` counts the samples from 0; `t` is seconds since the recording's start, on the
/// clock of `TraceRecorder`'s calls (so sample and trace times agree), to the
/// microsecond; values are points to 3 decimals, as goldens write them. A value that is
/// not finite, or a sample taken before the start or after a later one, is left out, and
/// counted (`skipped`). Pure value type: no clock, no I/O.
public struct DeviceFrameRecorder: Sendable {
    public let trace: String
    public let handler: String
    /// The fields each sample may hold, in the order they are written.
    public let fields: [String]
    private let start: Double
    private var lines: [String] = []
    private var lastTime = 0.0
    /// Samples and values left out (not finite, or out of time order).
    public private(set) var skipped = 0

    /// - Parameters:
    ///   - trace: the trace's name (the file is `trace.device.jsonl`).
    ///   - handler: the handler whose field names `fields` are.
    ///   - startedAt: the recording's start, on the clock of the samples' times.
    public init(trace: String, handler: String, fields: [String], startedAt: Double) {
        self.trace = TraceRecorder.validName(trace)
        self.handler = handler
        self.fields = fields
        start = startedAt
    }

    /// The number of samples recorded.
    public var count: Int { lines.count }

    /// One display-link tick: `values[i]` is field `i`'s drawn value, `nil` when unknown.
    public mutating func sample(at time: Double, _ values: [Double?]) {
        let seconds = time - start
        guard seconds.isFinite, seconds >= 0, seconds >= lastTime, lines.count < TraceRecorder.maximumDeviceSamples else {
            skipped += 1
            return
        }
        lastTime = seconds
        var line = "{\"f\":\(lines.count),\"t\":\(Self.decimal(seconds, places: 6))"
        for (name, value) in zip(fields, values) {
            guard let value else { continue }
            guard value.isFinite, abs(value) <= 1e7 else {
                skipped += 1
                continue
            }
            line += ",\"\(name)\":\(Self.decimal(value, places: 3))"
        }
        lines.append(line + "}")
    }

    /// The file's text.
    public func jsonl() -> String {
        let names = fields.map { "\"\($0)\"" }.joined(separator: ",")
        let header = "{\"kbdevice\":1,\"trace\":\"\(trace)\",\"handler\":\"\(handler)\",\"fields\":[\(names)]}"
        return ([header] + lines).joined(separator: "\n") + "\n"
    }

    /// `value` rounded half away from zero to `places` decimals, without trailing zeros.
    static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        let negative = scaled < 0
        let units = Int64(abs(scaled))
        let whole = units / Int64(scale)
        var fraction = String(units % Int64(scale))
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (negative && units != 0 ? "-" : "") + "\(whole)" + (fraction.isEmpty ? "" : "." + fraction)
    }
}

extension TraceRecorder {
    /// The most samples a device recording keeps: an hour at 120 Hz.
    static let maximumDeviceSamples = 3600 * 120
}
