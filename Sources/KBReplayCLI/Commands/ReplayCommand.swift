import Handlers
import UIKitModel
import TraceKit

/// `kbreplay replay TRACE [-o FILE] [--all-frames] [--format F]`: a trace's frames, to
/// standard output or (atomically) to a file, in one of the `FrameFormat`s.
struct ReplayCommand: Subcommand {
    static let spec = CommandSpec(
        name: "replay",
        abstract: "Replay a trace and write its frames (JSON Lines, CSV, Perfetto).",
        discussion: """
            The frames are written as they are made: a header line, then one line per
            frame that differs from the last written one (see docs/formats.md, "Frames", in the
            kbreplay repository).
            """,
        arguments: [.init(name: "trace", repeats: false, help: "The trace file to replay ('-': standard input).")],
        options: [output, allFrames, format])

    static let output = OptionKey(
        long: "--output", short: "-o", valueName: "file",
        help: "Write the frames to <file>, atomically, instead of\nstandard output ('-').")
    static let allFrames = OptionKey(flag: "--all-frames", help: "Write every frame, not only the ones the format needs.")
    static let format = OptionKey(
        CommandSpec.Option(
            long: "--format", short: nil, valueName: "format",
            help: FrameFormat.all.map { "\($0.name): \($0.summary)" }.joined(separator: ";\n"))
    ) { name, spec throws(UsageError) in try name.map { name throws(UsageError) in try FrameFormat.named(name, spec: spec) } }

    var tracePath: String
    var outputPath: String?
    var allFrames = false
    var format = FrameFormat.jsonLines

    init(tracePath: String, outputPath: String? = nil, allFrames: Bool = false, format: FrameFormat = .jsonLines) {
        self.tracePath = tracePath
        self.outputPath = outputPath
        self.allFrames = allFrames
        self.format = format
    }

    init(_ parsed: ParsedArguments, handlers: [HandlerKind]) throws(UsageError) {
        self.init(
            tracePath: parsed.positionals[0], outputPath: try parsed[Self.output], allFrames: try parsed[Self.allFrames],
            format: try parsed[Self.format] ?? .jsonLines)
    }

    func run(in environment: Environment) -> ExitCode {
        environment.withTrace(tracePath) { trace in run(trace, in: environment) }
    }

    /// Runs on the trace, once loaded.
    private func run(_ trace: Trace, in environment: Environment) -> ExitCode {
        do throws(IOFailure) {
            if let outputPath, outputPath != "-" {
                try environment.fileSystem.writeNamedFile(outputPath) { write throws(IOFailure) in
                    try format.write(trace, allFrames, write)
                }
            } else {
                let output = environment.standardOutput
                try format.write(trace, allFrames) { chunk throws(IOFailure) in try output.write(chunk) }
            }
        } catch {
            environment.report(CommandFailure(error))
            return .ioError
        }
        return .success
    }
}
