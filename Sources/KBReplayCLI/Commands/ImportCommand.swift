/// `kbreplay import console FILE [-o TRACE] [--screen WxH]`: a trace from console output.
struct ImportCommand: Equatable {
    static let spec = CommandSpec(
        name: "import",
        abstract: "Make a trace from keyboard notifications printed in a console log.",
        discussion: """
            Reads the keyboard notifications an app printed (NSLog or os_log of the
            NSNotification, as Xcode's console, 'log stream' or 'log show' show them, on
            one line or several) with their timestamps, and writes a trace: times in
            seconds from the first notification. Other lines are ignored. The screen size
            comes from --screen, or from the keyboard frames (and is said). A keyboard
            notification without a timestamp, or with a frame, duration or curve that
            cannot be read, is an error at its line: nothing is guessed.

            Exit status: 0 when the trace is written, 65 for a log that gives no valid
            trace, 74 for a file that cannot be read or written, 64 for a bad command line.
            """,
        arguments: [
            .init(name: "source", repeats: false, help: "What the file holds: 'console'."),
            .init(name: "file", repeats: false, help: "The console log."),
        ],
        options: [
            .init(long: "--output", short: "-o", valueName: "trace",
                  help: "Write the trace to <trace>, atomically, instead of\nstandard output."),
            .init(long: "--screen", short: nil, valueName: "WxH",
                  help: "The screen size in points, e.g. 393x852."),
        ])

    /// The largest log read, in bytes: 256 MiB.
    static let maximumLogBytes = 256 * 1024 * 1024

    var logPath: String
    var outputPath: String?
    var screenWidth: Double?
    var screenHeight: Double?

    init(logPath: String, outputPath: String? = nil, screenWidth: Double? = nil, screenHeight: Double? = nil) {
        self.logPath = logPath
        self.outputPath = outputPath
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
    }

    init(parsing arguments: [String]) throws(UsageError) {
        let parsed = try ParsedArguments(arguments, spec: Self.spec)
        try parsed.checkPositionals(spec: Self.spec)
        guard parsed.positionals[0] == "console" else {
            throw UsageError(message: "unknown import source '\(parsed.positionals[0])' (use 'console')", spec: Self.spec)
        }
        var width: Double?
        var height: Double?
        if let screen = parsed.values["--screen"] {
            let parts = screen.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
                w.isFinite, h.isFinite, w > 0, h > 0, w <= 1e7, h <= 1e7
            else {
                throw UsageError(message: "invalid screen '\(screen)' (expected WxH in points, e.g. 393x852)", spec: Self.spec)
            }
            (width, height) = (w, h)
        }
        self.init(logPath: parsed.positionals[1], outputPath: parsed.values["--output"], screenWidth: width, screenHeight: height)
    }

    func run(in environment: Environment) -> ExitCode {
        let bytes: [UInt8]
        do {
            switch try environment.fileSystem.readStream(logPath, maximumBytes: Self.maximumLogBytes) {  // a log may come down a pipe
            case .bytes(let read): bytes = read
            case .tooLarge:
                environment.printError("\(logPath): the log is larger than \(Self.maximumLogBytes >> 20) MiB; cut it to the session")
                return .dataError
            }
        } catch {
            environment.report(CommandFailure(error))
            return .ioError
        }
        let importer = ConsoleImport(
            name: Self.traceName(output: outputPath, log: logPath), source: Path.name(of: logPath),
            screen: screenWidth.flatMap { width in screenHeight.map { (width, $0) } })
        let output: ConsoleImport.Output
        switch importer.run(bytes) {
        case .success(let result): output = result
        case .failure(let failure):
            for error in failure.errors {
                environment.printError(error.line > 0 ? "\(logPath):\(error.line): \(error.message)" : "\(logPath): \(error.message)")
            }
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
        environment.printError("imported \(output.count) keyboard notifications" + (outputPath.map { " into \($0)" } ?? ""))
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
