import TraceKit
import Handlers
/// `kbreplay import console FILE [-o TRACE] [--screen WxH] [--spacing SECONDS]`: a trace from console output.
struct ImportCommand: Subcommand {
    static let spec = CommandSpec(
        name: "import",
        abstract: "Make a trace from keyboard notifications printed in a console log.",
        discussion: """
            Reads the keyboard notifications an app printed, in every form iOS and Xcode
            print them: Objective-C's NSLog or description (Xcode's console, 'log stream',
            'log show'; with or without 'NSConcreteNotification 0x...'), Swift's print, po
            or debugPrint ('userInfo = Optional([AnyHashable(...): ...])', also inside
            'next(...)'), on one line or several; dumps pasted into '//' or '*' comments,
            '>' quotes or backticks. Other lines are skipped (a note counts them). Times
            are the timestamps at the start of the lines (NSLog, os_log, print(Date())),
            in seconds from the first notification; a log without them needs --spacing.
            The screen size comes from --screen, or from the keyboard frames (and is
            said). Frames are checked on both axes against the screen; a rotation (a burst
            of notifications whose frames change width) is refused. A notification that
            cannot be read is an error at the line of the bad text: nothing is guessed.

            Exit status: 0 when the trace is written, 65 for a log that gives no valid
            trace, 74 for a file that cannot be read or written, 64 for a bad command line.
            """,
        arguments: [
            .init(name: "source", repeats: false, help: "What the file holds: 'console'.", choices: ["console"]),
            .init(name: "file", repeats: false, help: "The console log."),
        ],
        options: [output, screen, handler, like, spacing])

    static let output = OptionKey(
        long: "--output", short: "-o", valueName: "trace", help: "Write the trace to <trace>, atomically, instead of\nstandard output.")
    static let screen = OptionKey(
        long: "--screen", valueName: "WxH", help: "The screen size in points, e.g. 393x852.")
    static let handler = OptionKey(
        long: "--handler", valueName: "name", help: "The handler of the trace (default launch-composer),\nwith its default config.")
    static let like = OptionKey(
        long: "--like", valueName: "trace", help: "Take the handler, screen, scroll view, composer and\nconfig from <trace>, a trace of the same screen.")
    static let spacing = OptionKey(
        long: "--spacing", valueName: "seconds", help: "Invent the times: each keyboard move <seconds> after\nthe previous one (the trace says so).")

    /// The largest log read, in bytes: 256 MiB.
    static let maximumLogBytes = 256 * 1024 * 1024

    var logPath: String
    var outputPath: String?
    var screenWidth: Double?
    var screenHeight: Double?
    var spacing: Double?
    /// `--handler NAME` (a built-in handler's name).
    var handlerName: String?
    /// `--like TRACE`.
    var likePath: String?

    init(
        logPath: String, outputPath: String? = nil, screenWidth: Double? = nil, screenHeight: Double? = nil,
        spacing: Double? = nil
    ) {
        self.logPath = logPath
        self.outputPath = outputPath
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.spacing = spacing
    }

    init(_ parsed: ParsedArguments, handlers: [HandlerKind]) throws(UsageError) {
        guard parsed.positionals[0] == "console" else {
            throw UsageError(message: "unknown import source '\(parsed.positionals[0])' (use 'console')", spec: Self.spec)
        }
        var width: Double?
        var height: Double?
        if let screen = try parsed[Self.screen] {
            let parts = screen.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
                w.isFinite, h.isFinite, w > 0, h > 0, w <= 1e7, h <= 1e7
            else {
                throw UsageError(message: "invalid screen '\(screen)' (expected WxH in points, e.g. 393x852)", spec: Self.spec)
            }
            (width, height) = (w, h)
        }
        var spacing: Double?
        if let text = try parsed[Self.spacing] {
            guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 60 else {
                throw UsageError(message: "invalid spacing '\(text)' (expected seconds in 0...60, e.g. 1)", spec: Self.spec)
            }
            spacing = seconds
        }
        self.init(
            logPath: parsed.positionals[1], outputPath: try parsed[Self.output], screenWidth: width, screenHeight: height,
            spacing: spacing)
        handlerName = try parsed[Self.handler]
        likePath = try parsed[Self.like]
        if let handlerName {
            guard handlers.contains(where: { $0.name == handlerName }) else {
                let names = handlers.map(\.name).joined(separator: ", ")
                throw UsageError(message: "unknown handler '\(handlerName)' (one of: \(names))", spec: Self.spec)
            }
            guard likePath == nil else {
                throw UsageError(message: "--handler and --like both name the handler: use one", spec: Self.spec)
            }
        }
    }

    func run(in environment: Environment) -> ExitCode {
        let bytes: [UInt8]
        switch environment.readInput(logPath, maximumBytes: Self.maximumLogBytes, advice: "cut the log to the session") {
        case .success(let read): bytes = read
        case .failure(let failure):
            environment.report(failure)
            return failure.code
        }
        var base = ImportBase.defaults
        if let handlerName, let handler = environment.handlers.first(where: { $0.name == handlerName }) { base = .handler(handler) }
        if let likePath {
            switch environment.loadTrace(likePath) {
            case .success(let trace): base = .like(trace, name: Path.name(of: likePath))
            case .failure(let failure):
                environment.report(failure)
                return failure.code
            }
        }
        let importer = ConsoleImport(
            name: Self.traceName(output: outputPath, log: logPath), source: Path.name(of: logPath),
            screen: screenWidth.flatMap { width in screenHeight.map { (width, $0) } }, spacing: spacing, base: base)
        let output: ConsoleImport.Output
        switch importer.run(bytes) {
        case .success(let result): output = result
        case .failure(let failure):
            for line in ImportErrorReport.lines(file: logPath, errors: failure.errors) { environment.printError(line) }
            return .dataError
        }
        let text = Array(output.traceJSON.utf8)
        do throws(IOFailure) {
            if let outputPath {
                try environment.fileSystem.writeNamedFile(outputPath) { write throws(IOFailure) in try write(text) }
            } else {
                try environment.standardOutput.write(text)
            }
        } catch {
            environment.report(CommandFailure(error))
            return .ioError
        }
        for note in output.notes { environment.printError("note: \(note)") }
        environment.printError("imported \(output.count) keyboard notifications" + (outputPath.map { " into \(FileName.shown($0))" } ?? ""))
        return .success
    }

    /// The output's NAME (of NAME.trace.json), else the log's name without its extension.
    static func traceName(output: String?, log: String) -> String {
        if let output {
            let name = Path.name(of: output)
            if name.hasSuffix(".trace.json"), name.count > ".trace.json".count { return String(name.dropLast(".trace.json".count)) }
            return String(name.split(separator: ".").first ?? Substring(name))
        }
        let name = Path.name(of: log)
        return String(name.split(separator: ".").first ?? Substring(name))
    }
}
