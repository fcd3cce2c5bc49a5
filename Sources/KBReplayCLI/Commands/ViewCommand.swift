import Handlers
import TraceKit

/// `kbreplay view TRACE [--golden FILE] [-o FILE.html]`: one self-contained HTML page
/// that shows the replay as on the phone, frame by frame (`ViewPage`), to standard output
/// or (atomically) to a file.
struct ViewCommand: Subcommand {
    static let spec = CommandSpec(
        name: "view",
        abstract: "Show a trace's frames as on the phone: an HTML page you can play and scrub.",
        discussion: """
            One HTML file, nothing else needed (no network, no fonts): the phone's screen
            with the keyboard and the parts the handler's schema declares (the composer,
            the messages moving with the offset, the button, the runway, the form's
            active field, the input bar), a scrubber with the events and the invariant
            violations, and the frame's values. Space plays and pauses, the arrows step.
            The address's '#f=N' shows frame N. With --golden the golden's phone is drawn
            beside the replay's (or over it as a ghost) and the page opens at the first
            difference.
            """,
        arguments: [.init(name: "trace", repeats: false, help: "The trace file to show ('-': standard input).")],
        options: [output, golden])

    static let output = OptionKey(
        long: "--output", short: "-o", valueName: "file", help: "Write the page to <file>, atomically, instead of standard\noutput ('-').")
    static let golden = OptionKey(
        long: "--golden", valueName: "file", help: "Also show this golden (NAME.golden.jsonl) beside the replay\nand mark the first difference.")

    var tracePath: String
    var outputPath: String?
    var goldenPath: String?
}

extension ViewCommand {
    init(_ parsed: ParsedArguments, handlers: [HandlerKind]) throws(UsageError) {
        self.init(tracePath: parsed.positionals[0], outputPath: try parsed[Self.output], goldenPath: try parsed[Self.golden])
        if goldenPath == "-" {
            throw UsageError(message: "'--golden' reads a file, not standard input", spec: Self.spec)
        }
    }

    func run(in environment: Environment) -> ExitCode {
        environment.withTrace(tracePath) { trace in run(trace, in: environment) }
    }

    /// Runs on the trace, once loaded.
    private func run(_ trace: Trace, in environment: Environment) -> ExitCode {
        do throws(CommandFailure) {
            let golden = try goldenPath.map { path throws(CommandFailure) in try StreamedGolden.open(path, in: environment).get() }
            let page = ViewPage(view: PhoneView(trace: trace, golden: golden))
            return environment.writeOutput(to: outputPath) { write throws(IOFailure) in
                try page.write { piece throws(IOFailure) in try write(Array(piece.utf8)) }
            }
        } catch {
            environment.report(error)
            return error.code
        }
    }
}
