import Handlers
import TraceKit

/// `kbreplay compare TRACE [--handlers A,B,...] [--format text|json] [-o DIR]`: one trace
/// through several handlers (`Comparison`), printed as a table or JSON, and with `-o` an
/// HTML page of their plots stacked on one time axis.
struct CompareCommand: Subcommand {
    static let spec = CommandSpec(
        name: "compare",
        abstract: "Run one trace through several handlers, side by side.",
        discussion: """
            The trace's screen, view, scroll view, composer and events run through each
            handler (its own "handler" key replaced; "expect" not used). A handler that does
            not take one of the trace's event types is left out, with the reason; config keys
            a handler does not take are dropped for it, and listed. For each handler: the
            invariants it violates with their first frames, the largest gap error between the
            composer and the keyboard while the keyboard moves (the gap's change from the
            move's end), the frames of content-not-covered violations, and the offset at rest
            after each keyboard move. See docs/compare.md.
            """,
        arguments: [.init(name: "trace", repeats: false, help: "The trace file ('-': standard input).")],
        options: [handlers, format, output])

    static let handlers = OptionKey(
        long: "--handlers", valueName: "names", help: "Comma-separated handler names (default: every built-in\nhandler that takes the trace).")
    static let format = OptionKey(
        long: "--format", valueName: "format", help: "text (default) or json.")
    static let output = OptionKey(
        long: "--output", short: "-o", valueName: "dir", help: "Also write <dir>/NAME.compare.html: the handlers' phones\nside by side, the table, and each handler's plot.")

    /// How the result is printed.
    enum Format: String, Equatable, CaseIterable {
        case text, json
    }

    var tracePath: String
    /// The handlers by name, in the order given, each a registered one; `nil`: every
    /// built-in handler.
    var handlers: [String]?
    var format = Format.text
    var outputDirectory: String?

    init(tracePath: String, handlers: [String]? = nil, format: Format = .text, outputDirectory: String? = nil) {
        self.tracePath = tracePath
        self.handlers = handlers
        self.format = format
        self.outputDirectory = outputDirectory
    }

    init(_ parsed: ParsedArguments, handlers: [HandlerKind]) throws(UsageError) {
        self.init(tracePath: parsed.positionals[0], outputDirectory: try parsed[Self.output])
        if let value = try parsed[Self.format] {
            guard let format = Format(rawValue: value) else {
                throw UsageError(message: "invalid value '\(value)' for '--format <format>': expected text or json", spec: Self.spec)
            }
            self.format = format
        }
        if let list = try parsed[Self.handlers] {
            var names: [String] = []
            for name in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard handlers.contains(where: { $0.name == name }) else {
                    let known = handlers.map(\.name).joined(separator: ", ")
                    throw UsageError(message: "unknown handler '\(name)' in '--handlers'", hint: "Handlers: \(known).", spec: Self.spec)
                }
                if !names.contains(name) { names.append(name) }
            }
            self.handlers = names
        }
    }

    /// The handlers to run, in order, among those registered (`Environment.handlers`).
    func kinds(among registered: [HandlerKind]) -> [HandlerKind] {
        (handlers ?? HandlerKind.builtIn.map(\.name)).compactMap { name in registered.first { $0.name == name } }
    }

    func run(in environment: Environment) -> ExitCode {
        // The folder is made first, as `check --report` and `explore --out` make theirs.
        if let directory = outputDirectory, !environment.makeOutputDirectory(directory) { return .ioError }
        return environment.withTrace(tracePath, checkingExpectations: false) { trace in run(trace, in: environment) }
    }

    /// Runs on the trace, once loaded (its `expect` is not checked: compare judges no invariant).
    private func run(_ trace: Trace, in environment: Environment) -> ExitCode {
        let comparison = Comparison(trace, handlers: kinds(among: environment.handlers))
        do throws(IOFailure) {
            if let directory = outputDirectory {
                let page = ComparisonPage.html(comparison)
                try environment.fileSystem.writeAtomically(Path.join(directory, trace.name + ".compare.html")) {
                    write throws(IOFailure) in try write(Array(page.utf8))
                }
            }
            let printed = format == .json ? comparison.json : comparison.text
            try environment.standardOutput.write(Array(printed.utf8))
        } catch {
            environment.report(CommandFailure(error))
            return .ioError
        }
        return .success
    }
}
