import Handlers
import TraceKit

/// `kbreplay compare PATH... [--handlers A,B,...] [--format text|markdown|json] [-o DIR]`:
/// one trace through several handlers (`Comparison`), printed as a table or JSON, and
/// with `-o` an HTML page of their phones and plots; a directory or several traces: each
/// through every handler (`ComparisonMatrix`), a matrix of situations by handlers, and
/// with `-o` an index page whose cells open each trace's page at its first bad frame.
struct CompareCommand: Subcommand {
    static let spec = CommandSpec(
        name: "compare",
        abstract: "Run traces through several handlers, side by side.",
        discussion: """
            The trace's screen, view, scroll view, composer and events run through each
            handler (its own "handler" key replaced; "expect" not used). A handler that does
            not take one of the trace's event types is left out, with the reason; config keys
            a handler does not take are dropped for it, and listed. For each handler: the
            invariants it violates with their first frames, the largest gap error between the
            composer and the keyboard while the keyboard moves (the gap's change from the
            move's end), the frames of content-not-covered violations, and the offset at rest
            after each keyboard move.

            A directory (its *.trace.json files, by path) or several traces: a matrix, a row
            per trace and a column per handler; a cell is the verdict (the invariants broken,
            from the first frame), with the gap error, the covered frames and the offsets at
            rest the invariants find wrong listed under the grid. With -o, <dir>/index.html
            links each cell to its trace's page at that frame. See docs/compare.md.
            """,
        arguments: [.init(
            name: "path", repeats: true,
            help: "A trace file ('-': standard input), or a directory: the\n*.trace.json files in it and its subdirectories.")],
        options: [handlers, format, output])

    static let handlers = OptionKey(
        long: "--handlers", valueName: "names", help: "Comma-separated handler names (default: every handler\nregistered, built-in and your own, that takes the trace).")
    static let format = OptionKey(
        long: "--format", valueName: "format", help: "text (default), markdown or json.")
    static let output = OptionKey(
        long: "--output", short: "-o", valueName: "dir", help: "Also write <dir>/NAME.compare.html: the handlers' phones\nside by side, the table, and each handler's plot; for a\nmatrix, one a trace and <dir>/index.html.")

    /// How the result is printed.
    enum Format: String, Equatable, CaseIterable {
        case text, markdown, json
    }

    /// The traces, or directories of traces, as given.
    var paths: [String]
    /// The handlers by name, in the order given, each a registered one; `nil`: every
    /// registered handler.
    var handlers: [String]?
    var format = Format.text
    var outputDirectory: String?

    init(paths: [String], handlers: [String]? = nil, format: Format = .text, outputDirectory: String? = nil) {
        self.paths = paths
        self.handlers = handlers
        self.format = format
        self.outputDirectory = outputDirectory
    }

    init(_ parsed: ParsedArguments, handlers: [HandlerKind]) throws(UsageError) {
        self.init(paths: parsed.positionals, outputDirectory: try parsed[Self.output])
        if paths.count > 1, paths.contains("-") {
            throw UsageError(message: "'-' (standard input) names one trace alone, not a row of a matrix", spec: Self.spec)
        }
        if let value = try parsed[Self.format] {
            guard let format = Format(rawValue: value) else {
                throw UsageError(message: "invalid value '\(value)' for '--format <format>': expected text, markdown or json", spec: Self.spec)
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

    /// The handlers to run, in order, among those registered (`Environment.handlers`):
    /// all of them, the built-in ones first, unless `--handlers` names some.
    func kinds(among registered: [HandlerKind]) -> [HandlerKind] {
        guard let handlers else { return registered }
        return handlers.compactMap { name in registered.first { $0.name == name } }
    }

    /// Whether the command makes a matrix: a directory, or more than one path.
    func isMatrix(in environment: Environment) -> Bool {
        paths.count > 1 || paths.first.map { environment.fileSystem.kind(of: $0) == .directory } ?? false
    }

    func run(in environment: Environment) -> ExitCode {
        // The folder is made first, as `check --report` and `explore --out` make theirs.
        if let directory = outputDirectory, !environment.makeOutputDirectory(directory) { return .ioError }
        if isMatrix(in: environment) { return runMatrix(in: environment) }
        return environment.withTrace(paths[0], checkingExpectations: false) { trace in run(trace, in: environment) }
    }

    /// Runs on the trace, once loaded (its `expect` is not checked: compare judges no invariant).
    private func run(_ trace: Trace, in environment: Environment) -> ExitCode {
        let comparison = Comparison(trace, handlers: kinds(among: environment.handlers))
        let pages = outputDirectory.map { [(Path.join($0, ComparisonPage.fileName(comparison)), ComparisonPage.html(comparison))] } ?? []
        let printed = switch format {
        case .text: comparison.text
        case .markdown: comparison.markdown
        case .json: comparison.json
        }
        return write(pages, printed, in: environment)
    }

    /// Loads every trace the paths name (a directory's by path), reporting those that
    /// cannot be read or are invalid and going on with the rest; runs the matrix and
    /// prints it. The exit status is the worst of the traces' problems (`ExitCode`).
    private func runMatrix(in environment: Environment) -> ExitCode {
        var code = ExitCode.success
        var traces: [Trace] = []
        var files: [String: String] = [:]
        for item in TraceFiles.expand(paths, in: environment.fileSystem) {
            switch item {
            case .failure(let problem):
                environment.printError("error: \(problem.message)")
                code = code.combined(with: problem.code)
            case .success(let file):
                switch environment.loadTrace(file.path) {
                case .failure(let failure):
                    environment.report(failure)
                    code = code.combined(with: failure.code)
                case .success(let trace):
                    // Two traces of one name would share a row's name and a page.
                    if let other = files[trace.name] {
                        environment.printError(
                            "error: \(FileName.shown(file.path)): the name '\(trace.name)' is also \(FileName.shown(other))'s; a matrix needs each trace's name once")
                        code = code.combined(with: .dataError)
                        continue
                    }
                    files[trace.name] = file.path
                    traces.append(trace)
                }
            }
        }
        let matrix = ComparisonMatrix(traces, handlers: kinds(among: environment.handlers))
        var pages: [(String, String)] = []
        if let directory = outputDirectory {
            for situation in matrix.situations {
                pages.append((Path.join(directory, ComparisonPage.fileName(situation)), ComparisonPage.html(situation)))
            }
            pages.append((Path.join(directory, "index.html"), ComparisonMatrixPage.html(matrix)))
        }
        let printed = switch format {
        case .text: matrix.text
        case .markdown: matrix.markdown
        case .json: matrix.json
        }
        return code.combined(with: write(pages, printed, in: environment))
    }

    /// Writes each page atomically, then prints `printed`: `.ioError`, reported, when one fails.
    private func write(_ pages: [(path: String, html: String)], _ printed: String, in environment: Environment) -> ExitCode {
        do throws(IOFailure) {
            for page in pages {
                try environment.fileSystem.writeAtomically(page.path) { write throws(IOFailure) in try write(Array(page.html.utf8)) }
            }
            try environment.standardOutput.write(Array(printed.utf8))
        } catch {
            environment.report(CommandFailure(error))
            return .ioError
        }
        return .success
    }
}
