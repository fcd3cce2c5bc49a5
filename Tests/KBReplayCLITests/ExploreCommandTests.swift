import Handlers
import Testing
import TestSupport
import TraceKit
import UIKitModel
@testable import Invariants
@testable import KBReplayCLI

@Suite("kbreplay explore")
struct ExploreCommandTests {
    @Test(arguments: [
        (["explore", "--seed", "7"], Command.run(ExploreCommand(seed: 7))),
        (["explore", "--seed=18446744073709551615", "--runs", "20"], .run(ExploreCommand(seed: .max, limit: .runs(20)))),
        (["explore", "--seed", "1", "--seconds", "2.5", "--out", "found", "--shrinks", "0"],
         .run(ExploreCommand(seed: 1, limit: .seconds(2.5), outputDirectory: "found", shrinksPerInvariant: 0))),
        (["explore", "--seed", "4", "--handler", "form"], .run(ExploreCommand(seed: 4, handler: .form))),
        (["explore", "--handler=launch-composer", "--seed", "4"], .run(ExploreCommand(seed: 4))),
        (["explore", "--seed", "4", "--platform", "phone"], .run(ExploreCommand(seed: 4))),
        (["explore", "--seed", "4", "--handler", "form", "--platform=pad"], .run(ExploreCommand(seed: 4, handler: .form, platform: .pad))),
        (["explore", "--platform", "all", "--seed", "4"], .run(ExploreCommand(seed: 4, platform: .all))),
        (["explore", "--help"], .help(subcommand: "explore")),
        (["help", "explore"], .help(subcommand: "explore")),
    ] as [([String], Command)])
    func parses(arguments: [String], command: Command) throws {
        #expect(try Command.parse(arguments) == command)
    }

    @Test(arguments: [
        (["explore"], "error: missing '--seed <s>'"),
        (["explore", "--seed", "-1"], "error: invalid value '-1' for '--seed <s>': expected an integer from 0 to 2^64 - 1"),
        (["explore", "--seed", "1", "--runs", "5", "--seconds", "1"], "error: '--runs' and '--seconds' cannot be used together"),
        (["explore", "--seed", "1", "--runs", "0"], "error: invalid value '0' for '--runs <n>': expected a whole number of at least 1"),
        (["explore", "--seed", "1", "--seconds", "inf"], "error: invalid value 'inf' for '--seconds <n>': expected a number greater than 0"),
        (["explore", "--seed", "1", "--shrinks", "-2"], "error: invalid value '-2' for '--shrinks <n>': expected a whole number of at least 0"),
        (["explore", "--seed", "1", "--platform", "ipad"], "error: invalid value 'ipad' for '--platform <p>': expected one of phone, pad, all"),
        (["explore", "--seed", "1", "extra"], "error: unexpected argument 'extra'"),
        (["explore", "--sed", "1"], "error: unknown option '--sed'"),
    ] as [([String], String)])
    func usageErrors(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.code == .usage)
        #expect(result.errorLines.first == message)
        #expect(result.errorLines.last == "  See 'kbreplay explore --help' for more information.")
    }

    /// An unknown handler is a usage error that lists the handlers (after a close name).
    /// The hint is the test's, not an argument: `swift test` would print its 250
    /// characters on the line of each case.
    @Test(arguments: [("forms", "Did you mean 'form'? "), ("uikit", "")])
    func unknownHandlers(name: String, closeName: String) {
        let handlers = "Handlers: launch-composer, launch-chat-view, safe-area-padding, form, constraint-resize, js-padding, "
            + "rn-keyboard-avoiding-view, keyboard-layout-guide, messagekit, iqkeyboardmanager, rnkc-aware-scroll-view, "
            + "rnkc-chat-scroll-view."
        let result = run(["explore", "--seed", "1", "--handler", name])
        #expect(result.code == .usage)
        #expect(result.errorLines.first == "error: unknown handler '\(name)'")
        #expect(result.errorLines.dropFirst().first == closeName + handlers)
        #expect(result.output == "")
    }

    /// `--handler form` end to end: the traces it writes are form traces, their repro
    /// runs as printed and fails with the violation, and the default's output is not
    /// the form's.
    @Test func exploringTheForm() throws {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("found/.keep", [])
        let result = run(["explore", "--seed", "4", "--handler", "form", "--runs", "30", "--out", "found", "--shrinks", "1"], in: fileSystem)
        #expect(result.code == .failure)
        #expect(result.outputLines.first?.hasPrefix("seed 4 (form): 30 runs, ") == true)
        let repros = result.outputLines.filter { $0.hasPrefix("    repro: kbreplay check --invariants-only found/explore-form-4-") }
        #expect(!repros.isEmpty)
        for repro in repros {
            let path = String(repro.dropFirst("    repro: kbreplay check --invariants-only ".count))
            let text = try #require(fileSystem.text(path))
            #expect(text.contains("\n  \"handler\": \"form\",\n"))
            let trace = try TraceParser.parse(Array(text.utf8)).get()
            #expect(trace.handler == .form)
            let check = run(["check", "--invariants-only", path], in: fileSystem)
            #expect(check.code == .failure)
            #expect(check.outputLines.first == "VIOLATION       \(path)")
        }
        let composer = run(["explore", "--seed", "4", "--runs", "30", "--shrinks", "1"])
        #expect(composer.outputLines.first?.hasPrefix("seed 4: 30 runs, ") == true)
    }

    /// `--platform pad` end to end: its findings are iPad traces whose repro fails as
    /// printed, the summary line names the platform, and the command to find them again
    /// is in each finding's description.
    @Test func exploringOnAnIPad() throws {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("found/.keep", [])
        let result = run(
            ["explore", "--seed", "1", "--handler", "launch-chat-view", "--platform", "pad", "--runs", "10", "--out", "found", "--shrinks", "1"],
            in: fileSystem)
        #expect(result.code == .failure)
        #expect(result.outputLines.first?.hasPrefix("seed 1 (launch-chat-view, pad): 10 runs, ") == true)
        let repros = result.outputLines.filter { $0.hasPrefix("    repro: kbreplay check --invariants-only found/explore-launch-chat-view-1-") }
        #expect(!repros.isEmpty)
        for repro in repros {
            let path = String(repro.dropFirst("    repro: kbreplay check --invariants-only ".count))
            let trace = try TraceParser.parse(Array(try #require(fileSystem.text(path)).utf8)).get()
            #expect(trace.scenario.screen.idiom == .pad)
            #expect(trace.description?.contains("explore --seed 1 --handler launch-chat-view --platform pad") == true)
            #expect(run(["check", "--invariants-only", path], in: fileSystem).code == .failure)
        }
    }

    @Test func theSameSeedPrintsTheSameResults() {
        let first = run(["explore", "--seed", "7", "--runs", "40", "--shrinks", "1"])
        let second = run(["explore", "--seed", "7", "--runs", "40", "--shrinks", "1"])
        #expect(first.output == second.output)
        #expect(first.outputLines.first?.hasPrefix("seed 7: 40 runs, ") == true)
        let failing = first.outputLines.first?.contains(", 0 broke an invariant") == false
        #expect(first.code == (failing ? .failure : .success))
        // Without --out the minimal traces go into explore-findings/, and a summary ends the output.
        #expect(!failing || first.output.contains("    repro: kbreplay check --invariants-only explore-findings/explore-7-"))
        #expect(!failing || first.outputLines.last?.hasPrefix("summary: 40 runs, ") == true)
        #expect(!failing || first.outputLines.last?.hasSuffix(" in explore-findings/") == true)
        #expect(!first.output.contains("\"kbtrace\""))
    }

    @Test func minimalTracesAreWrittenWithARepro() throws {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("found/.keep", [])
        let result = run(["explore", "--seed", "3", "--runs", "40", "--out", "found", "--shrinks", "1"], in: fileSystem)
        #expect(result.code == .failure)
        let repros = result.outputLines.filter { $0.hasPrefix("    repro: kbreplay check --invariants-only found/explore-3-") }
        #expect(!repros.isEmpty)
        for repro in repros {
            let path = String(repro.dropFirst("    repro: kbreplay check --invariants-only ".count))
            let text = try #require(fileSystem.text(path))
            let trace = try TraceParser.parse(Array(text.utf8)).get()
            #expect(trace.expectedViolations == nil)
            // The repro fails, and shows the violation.
            let check = run(["check", "--invariants-only", path], in: fileSystem)
            #expect(check.code == .failure)
            #expect(check.outputLines.first == "VIOLATION       \(path)")
        }
    }

    /// `--out` makes its folder, as `check --report` does; one that cannot be made (a file
    /// is in the way) fails before any run, with exit 74.
    @Test func aMissingOutputDirectoryIsCreated() {
        let fileSystem = MemoryFileSystem()
        let result = run(["explore", "--seed", "3", "--runs", "5", "--out", "found/new"], in: fileSystem)
        #expect(result.code != .ioError)
        #expect(fileSystem.kind(of: "found/new") == .directory)
        fileSystem.addFile("taken", [])
        let blocked = run(["explore", "--seed", "3", "--runs", "5", "--out", "taken"], in: fileSystem)
        #expect(blocked.code == .ioError)
        #expect(blocked.errors.hasPrefix("error: "))
        #expect(blocked.errors.contains("taken"))
        #expect(blocked.output == "")
    }

    /// A handler of the user's own that takes no keyboard notification has no generator,
    /// which is said, not trapped on.
    @Test func aHandlerWithoutAGeneratorIsAUsageError() {
        let output = MemoryOutput()
        let errors = MemoryOutput()
        let environment = Environment(standardOutput: output, standardError: errors, fileSystem: MemoryFileSystem())
        let command = ExploreCommand(seed: 2, handler: HandlerKind(ContentOnly.self), limit: .runs(5))
        #expect(command.run(in: environment) == .usage)
        #expect(errors.text
            == "error: kbreplay cannot generate traces for the handler 'content-only': it does not take the six keyboard notifications\n")
        #expect(output.text == "")
    }

    /// A user's handler that takes the keyboard notifications gets the stage's generator.
    @Test func aUsersHandlerThatTakesTheKeyboardIsExplored() {
        let result = run(["explore", "--seed", "2", "--runs", "5", "--handler", "metronome"]) {
            $0.handlers = KBReplay.registry(adding: [HandlerKind(MetronomeHandler.self)])
        }
        #expect(result.outputLines.first?.hasPrefix("seed 2 (metronome): 5 runs, ") == true)
        // Without it registered, the name is unknown.
        let unknown = run(["explore", "--seed", "2", "--runs", "5", "--handler", "metronome"])
        #expect(unknown.code == .usage)
        #expect(unknown.errorLines.first == "error: unknown handler 'metronome'")
    }

    @Test func secondsStopByTheClock() {
        final class Ticks { var now = 0.0 }
        let ticks = Ticks()
        let output = MemoryOutput()
        let environment = Environment(standardOutput: output, standardError: MemoryOutput(), fileSystem: MemoryFileSystem())
        let command = ExploreCommand(seed: 2, limit: .seconds(5), shrinksPerInvariant: 0)
        _ = command.run(in: environment) {
            ticks.now += 1
            return ticks.now
        }
        // The deadline is 1 + 5; runs start while the clock reads 2, 3, 4 and 5.
        #expect(output.text.hasPrefix("seed 2: 4 runs, "))
    }
}

/// A user's handler that hears only content sizes: nothing for the explorer to drive.
private struct ContentOnly: Handler {
    enum Work: Sendable {}
    static let schema = HandlerSchema(
        name: "content-only", summary: "a test's handler without keyboard events", configKeys: [],
        eventTypes: [.contentSize], frame: FrameSchema([.offset]))
    init(scenario: Scenario, world: inout World<Work>) {}
    mutating func perform(_ work: Work, world: inout World<Work>) {}
    mutating func draw(_ world: inout World<Work>, into values: inout FrameValues) {
        values[0] = world.drawnContentOffset()
    }
}
