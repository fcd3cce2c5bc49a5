import Handlers
import TraceKit

/// `kbreplay device TRACE [--recording FILE] [--tolerance PT] [--format text|json]`: the
/// model's error against what a device drew (`NAME.device.jsonl`, beside the trace).
struct DeviceCommand: Subcommand {
    static let spec = CommandSpec(
        name: "device",
        abstract: "Compare a trace's replay with what the device drew (NAME.device.jsonl).",
        discussion: """
            A device recording is written by KBRecorder beside the trace it recorded: at
            every display-link tick, the values the device drew (the scroll view's offset
            and insets, the keyboard's top, the composer), by the handler's field names.
            The trace is replayed and, field by field, the replay's value at each sample's
            time is compared with the device's: the report gives the largest error and
            where, the 95th percentile, and the first sample over the tolerance.

            Exit status: 0 when every field is within the tolerance, 1 when one is not,
            65 for a trace or recording that cannot be read or that do not match, 74 for a
            file that cannot be read, 64 for a bad command line.
            """,
        arguments: [.init(name: "trace", repeats: false, help: "The trace the device recording was made with.")],
        options: [recording, tolerance, format, plot])

    static let recording = OptionKey(
        long: "--recording", valueName: "file", help: "The device recording (default: NAME.device.jsonl beside\nthe trace).")
    static let tolerance = OptionKey(
        long: "--tolerance", valueName: "pt", help: "The error allowed, in points (default 1).")
    static let format = OptionKey(
        long: "--format", valueName: "format", help: "text (default) or json.")
    static let plot = OptionKey(
        long: "--plot", valueName: "svg", help: "Also draw the replay with the device's values dotted\nover it, to <svg> (atomically).")

    static let suffix = ".device.jsonl"
    /// The largest recording read, in bytes.
    static let maximumBytes = 256 * 1024 * 1024

    var tracePath: String
    var recordingPath: String?
    var tolerance = 1.0
    var json = false
    var plotPath: String?

    /// `DIR/NAME.device.jsonl` for `DIR/NAME.trace.json`.
    var defaultRecordingPath: String {
        let base = tracePath.hasSuffix(TraceFile.traceSuffix) ? String(tracePath.dropLast(TraceFile.traceSuffix.count)) : tracePath
        return base + Self.suffix
    }

    func run(in environment: Environment) -> ExitCode {
        environment.withTrace(tracePath) { trace in run(trace, in: environment) }
    }

    /// Runs on the trace, once loaded.
    private func run(_ trace: Trace, in environment: Environment) -> ExitCode {
        let path = recordingPath ?? defaultRecordingPath
        let bytes: [UInt8]
        switch environment.readInput(path, maximumBytes: Self.maximumBytes, advice: "record a shorter session") {
        case .success(let read): bytes = read
        case .failure(let failure):
            environment.report(failure)
            return failure.code
        }
        let recording: DeviceRecording
        switch DeviceRecording.parse(bytes) {
        case .success(let parsed): recording = parsed
        case .failure(let problems):
            for problem in problems.problems { environment.printError("\(FileName.shown(path)):\(problem.line): \(problem.message)") }
            return .dataError
        }
        let problems = DeviceComparison.problems(trace, recording)
        guard problems.isEmpty else {
            for problem in problems { environment.printError("\(FileName.shown(path)): \(problem)") }
            return .dataError
        }
        let comparison = DeviceComparison.compare(trace, recording, tolerance: tolerance)
        let names = (Path.name(of: tracePath), Path.name(of: path))
        let text = json ? comparison.json(trace: names.0, recording: names.1) : comparison.text(trace: names.0, recording: names.1)
        do throws(IOFailure) {
            if let plotPath {
                var builder = PlotBuilder(trace: trace, window: nil)
                builder.device = DeviceOverlay(recording: recording, schema: trace.handler.schema.frame, fps: trace.fps)
                let svg = Array(SVGPlot(plot: builder.build()).render().utf8)
                try environment.fileSystem.writeAtomically(plotPath) { write throws(IOFailure) in try write(svg) }
            }
            try environment.standardOutput.write(Array(text.utf8))
        } catch {
            environment.report(CommandFailure(error))
            return .ioError
        }
        return comparison.isOverTolerance ? .failure : .success
    }
}

extension DeviceCommand {
    init(_ parsed: ParsedArguments, handlers: [HandlerKind]) throws(UsageError) {
        self.init(tracePath: parsed.positionals[0], recordingPath: try parsed[Self.recording], plotPath: try parsed[Self.plot])
        if let text = try parsed[Self.tolerance] {
            guard let value = Double(text), value.isFinite, value >= 0 else {
                throw UsageError(message: "invalid tolerance '\(text)' (expected points >= 0)", spec: Self.spec)
            }
            tolerance = value
        }
        switch try parsed[Self.format] {
        case nil, "text": json = false
        case "json": json = true
        case let other?: throw UsageError(message: "unknown format '\(other)' (use 'text' or 'json')", spec: Self.spec)
        }
    }
}
