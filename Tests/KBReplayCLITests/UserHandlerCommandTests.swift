import Foundation
import Handlers
import Invariants
import KBReplayTesting
import Testing
import TraceKit
import UIKitModel
@testable import KBReplayCLI

/// A user's handler, as small as one can be: one field, the drawn keyboard top.
struct KeyboardWatcher: Handler {
    enum Work: Sendable {}

    static let schema = HandlerSchema(
        name: "keyboard-watcher", summary: "a test's own handler: the keyboard's top",
        configKeys: [ConfigKey("margin", .number(.points, default: 4), summary: "Unused; a key of its own.")],
        eventTypes: EventType.keyboard + [.contentSize, .dragBegin, .dragMove, .dragEnd, .tap], frame: FrameSchema([.kbTop]))

    init(scenario: Scenario, world: inout World<Work>) {}

    mutating func perform(_ work: Work, world: inout World<Work>) {}

    mutating func draw(_ world: inout World<Work>, into values: inout FrameValues) {
        values[0] = world.drawnKeyboardTop()
    }
}

/// A user's handler with an invariant of its own, which it registers by conforming to
/// `CheckedHandler`: the keyboard's top never above 600.
struct FloorWatcher: Handler, CheckedHandler {
    enum Work: Sendable {}

    static let schema = HandlerSchema(
        name: "floor-watcher", summary: "a test's own handler with an invariant of its own", configKeys: [],
        eventTypes: EventType.keyboard, frame: FrameSchema([.kbTop]))

    static let invariants = HandlerInvariants(handler: schema, checks: [HandlerInvariants.Check { _ in FloorCheck() }])

    /// Each frame whose keyboard top is above 600 is one violation.
    struct FloorCheck: FrameCheck {
        static let id = InvariantID("keyboard-below-600")

        mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
            guard observation.frame.keyboardTop < 600 else { return }
            let index = observation.frame.index
            log.add(Self.id, frames: index...index, frame: index, text: "the keyboard's top is above 600")
        }

        mutating func finish(into log: inout ViolationLog) {}
    }

    init(scenario: Scenario, world: inout World<Work>) {}

    mutating func perform(_ work: Work, world: inout World<Work>) {}

    mutating func draw(_ world: inout World<Work>, into values: inout FrameValues) {
        values[0] = world.drawnKeyboardTop()
    }
}

/// The whole command line with a user's handler registered (`KBReplay.main(handlers:)`).
@Suite("kbreplay with a user's handler")
struct UserHandlerCommandTests {
    static let registry = KBReplay.registry(adding: [HandlerKind(KeyboardWatcher.self)])

    /// Half a second at 60 fps (frames 0...30); an instant keyboard at 0.1 s (frame 6)
    /// with its top at 852 - 336 = 516.
    static let trace = """
        {
          "kbtrace": 1, "name": "watch", "handler": "keyboard-watcher", "duration": 0.5,
          "screen": {"width": 393, "height": 852},
          "scrollView": {"contentHeight": 2000},
          "events": [
            {"t": 0.1, "type": "keyboardWillShow", "end": {"x": 0, "y": 516, "width": 393, "height": 336}, "duration": 0, "curve": 7}
          ]
        }
        """

    /// The frames worked out above, as a sparse golden writes them (first, changes, last).
    static let golden = """
        {"kbframes":1,"trace":"watch","handler":"keyboard-watcher","fps":60,"frames":31}
        {"f":0,"t":0,"kbTop":852}
        {"f":6,"t":0.1,"kbTop":516}
        {"f":30,"t":0.5,"kbTop":516}

        """

    static func files() -> MemoryFileSystem {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("Traces/watch.trace.json", Array(trace.utf8))
        return fileSystem
    }

    static func registered(_ environment: inout Environment) {
        environment.handlers = registry
    }

    @Test func theRegistryAddsToTheBuiltInHandlersAndReplacesOneOfTheSameName() {
        #expect(Self.registry.map(\.name) == HandlerKind.builtIn.map(\.name) + ["keyboard-watcher"])
        #expect(KBReplay.registry(adding: [HandlerKind(KeyboardWatcher.self), HandlerKind(KeyboardWatcher.self)]).count
            == HandlerKind.builtIn.count + 1)
    }

    @Test func withoutItTheHandlerIsUnknown() {
        let result = run(["replay", "Traces/watch.trace.json", "-o", "-"], in: Self.files())
        #expect(result.code == .dataError)
        #expect(result.errors.contains(#"unknown handler "keyboard-watcher""#))
    }

    @Test func recordReplayAndCheckRunItsTraces() {
        let fileSystem = Self.files()
        let record = run(["record", "Traces"], in: fileSystem, configure: Self.registered)
        #expect(record.code == .success)
        // Which invariants ran: a handler that declares no part, finite-numbers alone.
        let ran = "invariants for keyboard-watcher: finite-numbers"
        #expect(record.outputLines == ["new        Traces/watch.golden.jsonl", ran, "1 new, 0 changed, 0 unchanged"])
        #expect(fileSystem.text("Traces/watch.golden.jsonl") == Self.golden)
        let replay = run(["replay", "Traces/watch.trace.json", "-o", "-"], in: fileSystem, configure: Self.registered)
        #expect(replay.output == Self.golden)
        let check = run(["check", "Traces", "--strict"], in: fileSystem, configure: Self.registered)
        #expect(check.code == .success)
        #expect(check.outputLines == ["ok              Traces/watch.trace.json", ran, "1 passed, 0 failed"])
    }

    /// Traces of two handlers: one invariants line for each, in the order of the traces
    /// that brought them, however many traces each has.
    @Test func checkNamesTheInvariantsOfEachHandlerOnce() {
        let fileSystem = Self.files()
        fileSystem.addFile("Traces/case1.trace.json", Array(exampleTrace().utf8))
        fileSystem.addFile("Traces/case2.trace.json", Array(exampleTrace(name: "case2").utf8))
        let check = run(["check", "--invariants-only", "Traces"], in: fileSystem, configure: Self.registered)
        #expect(check.code == .success)
        #expect(check.outputLines == [
            "ok              Traces/case1.trace.json", "ok              Traces/case2.trace.json", "ok              Traces/watch.trace.json",
            launchComposerInvariants, "invariants for keyboard-watcher: finite-numbers", "3 passed, 0 failed",
        ])
    }

    @Test func plotAndReportDrawItsFields() {
        let fileSystem = Self.files()
        fileSystem.addFile("Traces/watch.golden.jsonl", Array(Self.golden.replacingOccurrences(of: #""f":6,"t":0.1,"kbTop":516"#, with: #""f":6,"t":0.1,"kbTop":520"#).utf8))
        let plot = run(["plot", "Traces/watch.trace.json", "--golden", "-o", "watch.svg"], in: fileSystem, configure: Self.registered)
        #expect(plot.code == .success)
        #expect(fileSystem.text("watch.svg")?.contains("kbTop") == true)
        let check = run(["check", "Traces", "--report", "report"], in: fileSystem, configure: Self.registered)
        #expect(check.code == .failure)
        #expect(fileSystem.text("report/index.html")?.contains("watch") == true)
    }

    @Test func schemaListsItsKeys() {
        let schema = run(["schema"], configure: Self.registered)
        #expect(schema.output.contains(#""keyboard-watcher""#))
        #expect(schema.output.contains(#""margin""#))
    }

    /// The hint a failing `checkReplay` prints, run as printed, accepts the output: with
    /// the user's executable (here `KBReplay.main` with the handler registered), not with
    /// a `kbreplay` that does not know the handler.
    @Test func theAcceptHintOfAFailingCheckRunsAsPrinted() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kbreplay-hint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let traceURL = directory.appendingPathComponent("watch.trace.json")
        let goldenURL = directory.appendingPathComponent("watch.golden.jsonl")
        try Data(Self.trace.utf8).write(to: traceURL)
        let wrong = Self.golden.replacingOccurrences(of: #""f":6,"t":0.1,"kbTop":516"#, with: #""f":6,"t":0.1,"kbTop":520"#)
        try Data(wrong.utf8).write(to: goldenURL)

        let failed = checkReplay(
            of: traceURL, record: .never, handlers: Self.registry, program: "sticky-replay", environment: [:])
        #expect(failed.outcome == .differed)
        let hint = try #require(failed.report.last)
        let newPath = goldenURL.path + ".new"
        #expect(hint.hasSuffix("accept it with 'sticky-replay accept \(newPath)'"))
        let command = try #require(hint.split(separator: "accept it with '").last?.dropLast())
        let arguments = command.split(separator: " ").dropFirst().map(String.init)
        #expect(arguments == ["accept", newPath])

        func runOnDisk(handlers: [HandlerKind]) -> ExitCode {
            var environment = Environment(standardOutput: MemoryOutput(), standardError: MemoryOutput(), fileSystem: LocalFileSystem())
            environment.handlers = handlers
            return KBReplay.main(arguments: arguments, environment: environment)
        }
        // A kbreplay without the handler does not know the trace: nothing is accepted.
        #expect(runOnDisk(handlers: HandlerKind.builtIn) == .dataError)
        #expect(try String(contentsOf: goldenURL, encoding: .utf8) == wrong)
        // The user's executable accepts it, and the test passes again.
        #expect(runOnDisk(handlers: Self.registry) == .success)
        #expect(try String(contentsOf: goldenURL, encoding: .utf8) == Self.golden)
        #expect(checkReplay(of: traceURL, record: .never, handlers: Self.registry, environment: [:]).passed)
    }

    /// With no executable named, the hint says how to re-record from the test.
    @Test func withoutAProgramTheHintSaysHowToRecordFromTheTest() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kbreplay-hint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let traceURL = directory.appendingPathComponent("watch.trace.json")
        try Data(Self.trace.utf8).write(to: traceURL)
        let failed = checkReplay(of: traceURL, record: .never, handlers: Self.registry, environment: [:])
        #expect(failed.outcome == .missingGolden)
        #expect(failed.report.last?.hasSuffix("accept it by running the test again with KBREPLAY_RECORD=failed") == true)
    }

    /// The explorer's stage-only generator writes traces the handler takes: 200 runs of
    /// seed 1 parse back with the handler registered, and name it.
    @Test func theStageOnlyGeneratorWritesValidTracesForIt() throws {
        let generator = try #require(TraceGenerator(handler: HandlerKind(KeyboardWatcher.self)))
        var kinds = Set<String>()
        for run in 0..<200 {
            let trace = generator.trace(seed: 1, run: run)
            let parsed = TraceParser.parse(Array(TraceWriter.json(trace).utf8), handlers: Self.registry)
            guard case .success(let back) = parsed else {
                Issue.record("run \(run) does not parse: \(parsed)")
                continue
            }
            #expect(back.handler.name == "keyboard-watcher")
            for event in back.events { kinds.insert(EventText.typeName(event.event)) }
        }
        // The stage's kinds of event, those the handler takes, all drawn.
        #expect(kinds.isSuperset(of: ["keyboardWillShow", "keyboardWillHide", "dragBegin", "dragEnd", "contentSize", "tap"]))
    }

    @Test func exploreRunsItsTraces() {
        let result = run(["explore", "--seed", "1", "--runs", "20", "--handler", "keyboard-watcher"], configure: Self.registered)
        #expect(result.code == .success)
        #expect(result.outputLines == [
            "seed 1 (keyboard-watcher): 20 runs, 0 broke an invariant", "  invariants for keyboard-watcher: finite-numbers",
        ])
    }

    /// Options that name a handler take a registered one: the registry is known before
    /// the command line is parsed (it once knew only the built-in handlers: exit 64).
    @Test func compareTakesItByName() {
        let compare = run(
            ["compare", "Traces/watch.trace.json", "--handlers", "keyboard-watcher,js-padding"], in: Self.files(),
            configure: Self.registered)
        #expect(compare.code == .success, "\(compare.errors)")
        // One row per handler named, in the order given.
        let rows = compare.outputLines.filter { $0.hasPrefix("keyboard-watcher") || $0.hasPrefix("js-padding") }
        #expect(rows.map { $0.split(separator: " ").first.map(String.init) } == ["keyboard-watcher", "js-padding"])
        // Without it registered the name is unknown, and the hint lists the registry.
        let unknown = run(["compare", "Traces/watch.trace.json", "--handlers", "keyboard-watcher"], in: Self.files())
        #expect(unknown.code == .usage)
        #expect(unknown.errors.hasPrefix("error: unknown handler 'keyboard-watcher' in '--handlers'\nHandlers: launch-composer,"))
    }

    /// A console log of one keyboard opening, imported for the user's handler: the trace
    /// names it and replays through it (its top 667 - 216 = 451 at rest).
    @Test func importTakesItByName() throws {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("opens.log", Array((
            "2024-06-11 08:30:12 +0000 name = UIKeyboardWillShowNotification, object = nil, userInfo = Optional(["
                + #"AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 451}, {375, 216}}, "#
                + #"AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, "#
                + #"AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 667}, {375, 216}}])"# + "\n").utf8))
        let imported = run(
            ["import", "console", "opens.log", "--screen", "375x667", "--handler", "keyboard-watcher", "-o", "opens.trace.json"],
            in: fileSystem, configure: Self.registered)
        #expect(imported.code == .success, "\(imported.errors)")
        let trace = try TraceParser.parse(Array(try #require(fileSystem.text("opens.trace.json")).utf8), handlers: Self.registry).get()
        #expect(trace.handler.name == "keyboard-watcher")
        let replay = run(["replay", "opens.trace.json", "-o", "-"], in: fileSystem, configure: Self.registered)
        #expect(replay.outputLines.last?.hasSuffix(#""kbTop":451}"#) == true, "\(replay.output)")
        // Without it registered: a usage error naming the handlers there are.
        let unknown = run(["import", "console", "opens.log", "--handler", "keyboard-watcher"], in: fileSystem)
        #expect(unknown.code == .usage)
        #expect(unknown.errors.hasPrefix("error: unknown handler 'keyboard-watcher' (one of: launch-composer,"))
    }

    /// `view` draws its frames: the page carries its name and its one field.
    @Test func viewShowsItsFrames() {
        let fileSystem = Self.files()
        let view = run(["view", "Traces/watch.trace.json", "-o", "watch.html"], in: fileSystem, configure: Self.registered)
        #expect(view.code == .success, "\(view.errors)")
        let page = fileSystem.text("watch.html") ?? ""
        #expect(page.contains("keyboard-watcher"))
        #expect(page.contains("kbTop"))
    }

    /// A handler that conforms to `CheckedHandler` is checked by its own invariant, with
    /// no list naming it: the keyboard's top 516 from frame 6 on breaks it.
    @Test func checkRunsTheInvariantsItDeclares() {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("Traces/floor.trace.json", Array(Self.trace.replacingOccurrences(of: "keyboard-watcher", with: "floor-watcher").utf8))
        let check = run(["check", "Traces", "--invariants-only"], in: fileSystem) {
            $0.handlers = KBReplay.registry(adding: [HandlerKind(FloorWatcher.self)])
        }
        #expect(check.code == .failure)
        #expect(check.output.contains("keyboard-below-600"), "\(check.output)")
    }
}
