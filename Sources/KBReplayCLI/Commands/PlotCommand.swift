import Handlers
import TraceKit
import UIKitModel

/// `kbreplay plot TRACE [-o FILE.svg] [--from S] [--to S] [--golden]`: one SVG of a
/// replay over time (see `SVGPlot`), to standard output or (atomically) to a file.
struct PlotCommand: Subcommand {
    static let spec = CommandSpec(
        name: "plot",
        abstract: "Draw a trace's frames over time as an SVG.",
        discussion: """
            One picture, time across: the keyboard's top, the composer's (or bar's, or
            field's) edges and the content's bottom edge in screen points, y down as on
            the phone; the scroll view's offset, inset and runway; the states as coloured
            lanes; every event as a labelled tick; every invariant violation as a shaded
            span. With --golden the golden's lines are drawn dashed under the replay's and
            the first difference is marked. Open the file in a browser; hover for values.
            """,
        arguments: [.init(name: "trace", repeats: false, help: "The trace file to plot ('-': standard input).")],
        options: [output, from, to, golden])

    static let output = OptionKey(
        long: "--output", short: "-o", valueName: "file", help: "Write the SVG to <file>, atomically, instead of standard\noutput ('-').")
    static let from = OptionKey(
        long: "--from", valueName: "seconds", help: "Start at this time (default: 0); frames are marked when\nthe window is short.")
    static let to = OptionKey(
        long: "--to", valueName: "seconds", help: "End at this time (default: the trace's end).")
    static let golden = OptionKey(flag: "--golden", help: "Also draw NAME.golden.jsonl beside the trace, dashed, and\nmark the first difference.")

    var tracePath: String
    var outputPath: String?
    var from: Double?
    var to: Double?
    var golden = false

    init(tracePath: String, outputPath: String? = nil, from: Double? = nil, to: Double? = nil, golden: Bool = false) {
        self.tracePath = tracePath
        self.outputPath = outputPath
        self.from = from
        self.to = to
        self.golden = golden
    }

    init(_ parsed: ParsedArguments, handlers: [HandlerKind]) throws(UsageError) {
        self.init(tracePath: parsed.positionals[0], outputPath: try parsed[Self.output], golden: try parsed[Self.golden])
        let (fromText, toText) = (try parsed[Self.from], try parsed[Self.to])
        for (option, value) in [("--from", fromText), ("--to", toText)] {
            guard let value else { continue }
            guard let seconds = DecimalNumber.parse(value), seconds.isFinite, seconds >= 0 else {
                throw UsageError(message: "invalid value '\(value)' for '\(option) <seconds>': expected a number of at least 0", spec: Self.spec)
            }
            if option == "--from" { from = seconds } else { to = seconds }
        }
        if let from, let to, let fromText, let toText, to <= from {
            throw UsageError(message: "'--to' (\(toText)) must be later than '--from' (\(fromText))", spec: Self.spec)
        }
        if golden, tracePath == "-" {
            throw UsageError(message: "'--golden' needs a trace file: the golden is found beside it", spec: Self.spec)
        }
    }

    func run(in environment: Environment) -> ExitCode {
        environment.withTrace(tracePath) { trace in run(trace, in: environment) }
    }

    /// Runs on the trace, once loaded.
    private func run(_ trace: Trace, in environment: Environment) -> ExitCode {
        let window: ClosedRange<Int>
        switch frames(of: trace) {
        case .success(let frames): window = frames
        case .failure(let error):
            environment.printError(error.formatted(program: environment.programName))
            return .usage
        }
        var builder = PlotBuilder(trace: trace, window: window)
        if golden {
            let goldenPath = TraceFile(path: tracePath).goldenPath
            switch StreamedGolden.open(goldenPath, in: environment) {
            case .success(let streamed): builder.golden = streamed
            case .failure(let failure):
                environment.report(failure)
                if environment.fileSystem.kind(of: goldenPath) == nil {
                    environment.printError(
                        "hint: there is no golden yet: '\(environment.programName) record \(ShellWord.quoted(tracePath))' writes it,"
                            + " or plot without '--golden'")
                }
                return failure.code
            }
        }
        let svg = SVGPlot(plot: builder.build()).render()
        do throws(IOFailure) {
            if let outputPath, outputPath != "-" {
                try environment.fileSystem.writeNamedFile(outputPath) { write throws(IOFailure) in try write(Array(svg.utf8)) }
            } else {
                try environment.standardOutput.write(Array(svg.utf8))
            }
        } catch {
            environment.report(CommandFailure(error))
            return .ioError
        }
        return .success
    }

    /// The frames between `--from` and `--to`: the first at or after `from`, the last at
    /// or before `to` (the trace's end when later); at least one: a one-frame trace
    /// (`"duration": 0`) is plotted, as `check --report` plots it.
    func frames(of trace: Trace) -> Result<ClosedRange<Int>, UsageError> {
        let last = trace.lastFrameIndex
        let end = Time.seconds(Time.frameTime(index: last, fps: trace.fps))
        let first = from.map { Int(($0 * Double(trace.fps) - 1e-9).rounded(.up)) } ?? 0
        let final = min(last, to.map { Int(($0 * Double(trace.fps) + 1e-9).rounded(.down)) } ?? last)
        guard first <= final else {
            let seconds = DecimalFormat.string(end)
            return .failure(UsageError(
                message: "the window holds no frame of '\(trace.name)' (\(trace.frameCount) frames, 0...\(seconds) s)",
                spec: Self.spec))
        }
        return .success(max(0, first)...final)
    }
}
