import Foundation
import Handlers
import Invariants
import TraceKit

/// `kbreplay explore --seed S [--handler NAME] [--platform P] [--runs N | --seconds N] [--out DIR] [--shrinks N]`:
/// replays seeded random traces for one handler, checks the invariants on every frame, and
/// shrinks the traces that break one to minimal ones. `--platform` (`ExplorePlatform`)
/// is opt-in so that a seed's output without it stays what it always was (issue 36).
struct ExploreCommand: Subcommand {
    static let spec = CommandSpec(
        name: "explore",
        abstract: "Hunt for traces that break the invariants.",
        discussion: """
            Generates valid random traces from the seed for one handler (--handler):
            screens and safe areas, keyboard heights with predictive-bar and emoji
            resizes, notification orders, durations including 0, hardware keyboards'
            shortcut bars, drags, flings and interactive dismissals, the handler's config
            choices and its own events (launch-composer: content around the viewport
            height, composer growth, sends with streaming answers; launch-chat-view:
            arriving messages, scrollToBottom; safe-area-padding: hides interrupted by
            shows, bar heights; form: fields focused at every height, layout passes
            during and after the keyboard's animations; a handler of your own, if it
            takes the keyboard notifications: what they all share, with its default
            config). --platform pad draws iPads and the platform's moving parts:
            floating and split keyboards shown, dragged (zero-rect frames), dropped and
            docked again, Prefer Cross-Fade's zero rects, and, for a handler that takes
            geometry events, rotations with the system's keyboard burst, sheet detents
            and tab bars hidden on push; --platform all draws iPhones and iPads, each
            with the moves it has; phone (the default) draws the iPhone traces explore
            always drew. It replays each and checks the
            invariants that apply to the handler on every frame. The first failing runs
            of each invariant are shrunk (events dropped, the tail cut, numbers
            simplified) while the same invariant still fails, and the distinct minimal
            traces are written as NAME.trace.json into the --out directory (default:
            explore-findings, made only when there is one), each listed with a command
            that reproduces it, and a summary ends the output. Add "expect":
            {"violations": [...]} to one to keep it as a known glitch.

            The same seed and handler give the same traces and results: run N of a seed
            is always the same trace, so a --seconds exploration is repeated exactly by
            --runs with the number of runs it reports. The minimal traces name their
            handler, so their repro runs as printed.

            Exit status: 0 when no run broke an invariant, 1 when one did, 74 when a trace
            cannot be written, 64 for a bad command line.
            """,
        arguments: [],
        options: [seed, handler, platform, runs, seconds, out, shrinks, Shard.option])

    static let seed = OptionKey(
        long: "--seed", valueName: "s", help: "The seed: an integer from 0 to 2^64 - 1 (required).", required: true)
    static let handler = OptionKey(
        long: "--handler", valueName: "name", help: "The handler whose traces to generate, as traces\nname it (default: \(HandlerSchema.defaultName)).")
    static let platform = OptionKey(
        long: "--platform", valueName: "p",
        help: "phone, pad or all: the devices and the platform's\nmoves to generate (default: phone).")
    static let runs = OptionKey(
        long: "--runs", valueName: "n", help: "How many traces to try (default: 1000).")
    static let seconds = OptionKey(
        long: "--seconds", valueName: "n", help: "Try traces for this long instead of a number of\nruns.")
    static let out = OptionKey(
        long: "--out", valueName: "dir", help: "Write the minimal traces into this directory (created\nif needed; default: \(defaultDirectory)).")
    static let shrinks = OptionKey(
        long: "--shrinks", valueName: "n", help: "Failing runs shrunk per invariant (default: 3).")

    /// Where the minimal traces go without `--out`: a folder in the working directory,
    /// made only when a run is shrunk (printing them inline made hundreds of lines).
    static let defaultDirectory = "explore-findings"

    /// When to stop.
    enum Limit: Equatable {
        case runs(Int)
        case seconds(Double)
    }

    var seed: UInt64
    var handler: HandlerKind = .launchComposer
    /// A `--handler` that names no built-in handler: looked for among the environment's
    /// (a user's, `KBReplay.main(handlers:)`) when the command runs.
    var handlerName: String?
    var platform = ExplorePlatform.phone
    var limit: Limit = .runs(1000)
    var outputDirectory: String?
    var shrinksPerInvariant = 3
    /// Which runs: run `r` belongs to part `r mod N + 1`.
    var shard = Shard.whole

    init(
        seed: UInt64, handler: HandlerKind = .launchComposer, platform: ExplorePlatform = .phone, limit: Limit = .runs(1000),
        outputDirectory: String? = nil, shrinksPerInvariant: Int = 3
    ) {
        self.seed = seed
        self.handler = handler
        self.platform = platform
        self.limit = limit
        self.outputDirectory = outputDirectory
        self.shrinksPerInvariant = shrinksPerInvariant
    }

    init(_ parsed: ParsedArguments, handlers: [HandlerKind]) throws(UsageError) {
        guard let seedText = try parsed[Self.seed] else {
            throw UsageError(message: "missing '--seed <s>'", hint: { program in "Any integer will do: '\(program) explore --seed 1'." }, spec: Self.spec)
        }
        guard let seed = UInt64(seedText) else {
            throw UsageError(message: "invalid value '\(seedText)' for '--seed <s>': expected an integer from 0 to 2^64 - 1", spec: Self.spec)
        }
        self.init(seed: seed, outputDirectory: try parsed[Self.out])
        if let name = try parsed[Self.handler] {
            if let builtIn = TraceGenerator.handlers.first(where: { $0.name == name }) {
                handler = builtIn
            } else {
                handlerName = name
            }
        }
        if let text = try parsed[Self.platform] {
            guard let platform = ExplorePlatform(rawValue: text) else {
                let names = ExplorePlatform.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(message: "invalid value '\(text)' for '--platform <p>': expected one of \(names)", spec: Self.spec)
            }
            self.platform = platform
        }
        switch (try parsed[Self.runs], try parsed[Self.seconds]) {
        case (.some, .some):
            throw UsageError(message: "'--runs' and '--seconds' cannot be used together", spec: Self.spec)
        case (.some(let text), nil):
            guard let runs = Int(text), runs >= 1 else {
                throw UsageError(message: "invalid value '\(text)' for '--runs <n>': expected a whole number of at least 1", spec: Self.spec)
            }
            limit = .runs(runs)
        case (nil, .some(let text)):
            guard let seconds = DecimalNumber.parse(text), seconds.isFinite, seconds > 0 else {
                throw UsageError(message: "invalid value '\(text)' for '--seconds <n>': expected a number greater than 0", spec: Self.spec)
            }
            limit = .seconds(seconds)
        case (nil, nil):
            break
        }
        shard = try parsed[Shard.option]
        if let text = try parsed[Self.shrinks] {
            guard let shrinks = Int(text), shrinks >= 0 else {
                throw UsageError(message: "invalid value '\(text)' for '--shrinks <n>': expected a whole number of at least 0", spec: Self.spec)
            }
            shrinksPerInvariant = shrinks
        }
    }

    /// The handler `name` among `handlers` (the built-in ones and a user's), or a usage
    /// error that lists them (and a close name).
    static func handler(named name: String, among handlers: [HandlerKind]) -> Result<HandlerKind, UsageError> {
        if let handler = handlers.first(where: { $0.name == name }) { return .success(handler) }
        let names = handlers.map(\.name)
        let suggestion = Suggestion.closest(to: name, among: names).map { "Did you mean '\($0)'? " } ?? ""
        return .failure(UsageError(
            message: "unknown handler '\(name)'", hint: suggestion + "Handlers: \(names.joined(separator: ", ")).", spec: spec))
    }

    func run(in environment: Environment) -> ExitCode {
        run(in: environment, clock: environment.clock)
    }

    /// Runs with `clock` (seconds, monotonic) for `--seconds` and the progress line.
    ///
    /// Progress (runs so far) goes to the environment's progress output. An interruption
    /// (Ctrl-C) stops after the current run: what was found so far is reported and
    /// written as usual, and the exit status is 130.
    func run(in environment: Environment, clock: () -> Double) -> ExitCode {
        if let name = handlerName {
            switch Self.handler(named: name, among: environment.handlers) {
            case .success(let found):
                var resolved = self
                resolved.handler = found
                resolved.handlerName = nil
                return resolved.run(in: environment, clock: clock)
            case .failure(let error):
                environment.printError(error.formatted(program: environment.programName))
                return .usage
            }
        }
        guard let generator = TraceGenerator(handler: handler, platform: platform) else {
            environment.printError(
                "error: kbreplay cannot generate traces for the handler '\(handler.name)': it does not take the six keyboard notifications")
            return .usage
        }
        // The folder is made before the runs, as `check --report` makes its own, so that
        // one that cannot be made fails at once rather than after a long exploration.
        if let directory = outputDirectory, !environment.makeOutputDirectory(directory) { return .ioError }
        let explorer = Explorer(seed: seed, generator: generator, shrinksPerInvariant: shrinksPerInvariant)
        let interrupted = environment.watchInterrupts()
        let progress = ProgressLine(output: environment.progress)
        let start = clock()
        var shownAt = -Double.infinity
        var stopped = false
        let runs: Int
        let deadline: Double
        switch limit {
        case .runs(let count): (runs, deadline) = (count, .infinity)
        case .seconds(let seconds): (runs, deadline) = (.max, start + seconds)
        }
        let result = explorer.explore(runs: runs, first: shard.runs.first, step: shard.runs.step) { made in
            if interrupted() {
                stopped = true
                return false
            }
            let now = clock()
            if environment.progress != nil, now - shownAt >= 0.2 {
                shownAt = now
                let total = runs == .max ? "" : " of \(runs)"
                progress.show("\(explorer.command): \(made) runs\(total), \(Int(now - start)) s")
            }
            return now < deadline
        }
        progress.clear()
        if stopped {
            environment.printError("interrupted: reporting the \(result.runs) \(result.runs == 1 ? "run" : "runs") made so far")
        }
        let code = report(result, in: environment)
        return stopped ? ExitCode(rawValue: 130) : code
    }

    private func report(_ result: Explorer.Result, in environment: Environment) -> ExitCode {
        let broke = result.failingRuns == 1 ? "1 broke an invariant" : "\(result.failingRuns) broke an invariant"
        let platformNote = platform == .phone ? "" : ", \(platform.rawValue)"
        let handlerNote = handler.name == HandlerSchema.defaultName && platform == .phone
            ? "" : " (\(handler.name)\(platformNote))"
        environment.print("seed \(result.seed)\(handlerNote)\(shard.note): \(result.runs) \(result.runs == 1 ? "run" : "runs"), \(broke)")
        environment.print("  " + InvariantVerdict.ranLine(for: handler))
        let width = (result.tallies.map(\.invariant.rawValue.count).max() ?? 0) + 2
        for tally in result.tallies {
            let name = tally.invariant.rawValue
            environment.print("  " + name + String(repeating: " ", count: width - name.count) + "\(tally.runs) runs")
        }
        guard !result.findings.isEmpty else {
            if result.failingRuns > 0 { environment.print(summary(result, directory: nil)) }
            return result.failingRuns == 0 ? .success : .failure
        }
        let directory = outputDirectory ?? Self.defaultDirectory
        var code = ExitCode.failure
        if outputDirectory == nil, !environment.makeOutputDirectory(directory) { return code.combined(with: .ioError) }
        let count = result.findings.count
        environment.print("\(count) minimal \(count == 1 ? "trace" : "traces"):")
        for finding in result.findings {
            environment.print("  \(finding.minimal.name): run \(finding.run), \(finding.original.events.count) events -> "
                + "\(finding.minimal.events.count), violates \(finding.violated.map(\.rawValue).joined(separator: ", "))")
            environment.print("    " + finding.violation.summary)
            let text = TraceWriter.json(finding.minimal)
            let path = Path.join(directory, finding.minimal.name + TraceFile.traceSuffix)
            do {
                try environment.fileSystem.writeAtomically(path) { write throws(IOFailure) in try write(Array(text.utf8)) }
                environment.print("    repro: \(environment.programName) check --invariants-only \(ShellWord.quoted(path))")
            } catch {
                environment.printError("error: \(error)")
                code = code.combined(with: .ioError)
            }
        }
        environment.print(summary(result, directory: directory))
        return code
    }

    /// The last line: `summary: 40 runs, 3 broke an invariant (pin-holds 2, no-snap-back 1);
    /// 2 minimal traces in found/`.
    private func summary(_ result: Explorer.Result, directory: String?) -> String {
        let tallies = result.tallies.map { "\($0.invariant.rawValue) \($0.runs)" }.joined(separator: ", ")
        var line = "summary: \(result.runs) \(result.runs == 1 ? "run" : "runs"), \(result.failingRuns) broke an invariant"
        if !tallies.isEmpty { line += " (\(tallies))" }
        if let directory {
            let count = result.findings.count
            line += "; \(count) minimal \(count == 1 ? "trace" : "traces") in \(ShellWord.quoted(directory))/"
        }
        return line
    }
}
