import Handlers
import UIKitModel
import TraceKit

/// `kbreplay replay TRACE [-o FILE] [--all-frames]`: a trace's frames, to standard output
/// or (atomically) to a file.
struct ReplayCommand: Equatable {
    static let spec = CommandSpec(
        name: "replay",
        abstract: "Replay a trace and write its frames as JSON Lines.",
        discussion: """
            The frames are written as they are made: a header line, then one line per
            frame that differs from the last written one (see docs/formats.md, "Frames", in the
            kbreplay repository).
            """,
        arguments: [.init(name: "trace", repeats: false, help: "The trace file to replay ('-': standard input).")],
        options: [
            .init(long: "--output", short: "-o", valueName: "file",
                  help: "Write the frames to <file>, atomically, instead of\nstandard output ('-')."),
            .init(long: "--all-frames", short: nil, valueName: nil,
                  help: "Write every frame, not only the ones the format needs."),
        ])

    var tracePath: String
    var outputPath: String?
    var allFrames = false

    init(tracePath: String, outputPath: String? = nil, allFrames: Bool = false) {
        self.tracePath = tracePath
        self.outputPath = outputPath
        self.allFrames = allFrames
    }

    init(parsing arguments: [String]) throws(UsageError) {
        let parsed = try ParsedArguments(arguments, spec: Self.spec)
        try parsed.checkPositionals(spec: Self.spec)
        self.init(
            tracePath: parsed.positionals[0], outputPath: parsed.values["--output"],
            allFrames: parsed.flags.contains("--all-frames"))
    }

    func run(in environment: Environment) -> ExitCode {
        let trace: Trace
        switch environment.loadTraceCheckingExpectations(tracePath) {
        case .success(let loaded): trace = loaded
        case .failure(let failure):
            environment.report(failure)
            return failure.code
        }
        var encoder = FrameEncoder(header: trace.frameHeader, layout: trace.frameLayout, emission: allFrames ? .allFrames : .sparse)
        do throws(IOFailure) {
            if let outputPath, outputPath != "-" {
                try environment.fileSystem.writeAtomically(outputPath) { write throws(IOFailure) in
                    try encoder.encode(trace.makeReplay(), to: write)
                }
            } else {
                let output = environment.standardOutput
                try encoder.encode(trace.makeReplay()) { chunk throws(IOFailure) in try output.write(chunk) }
            }
        } catch {
            environment.report(CommandFailure(error))
            return .ioError
        }
        return .success
    }
}
