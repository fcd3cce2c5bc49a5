import Handlers
import Testing
import UIKitModel
import TestSupport
@testable import KBReplayCLI
import TraceKit

/// The spec's example trace (`docs/formats.md`), with its name and content height as
/// parameters so tests can make traces that replay differently.
func exampleTrace(name: String = "case1", contentHeight: Int = 2400, duration: String = "1.2") -> String {
    """
    {
      "kbtrace": 1,
      "name": "\(name)",
      "fps": 60,
      "duration": \(duration),
      "screen": { "width": 393, "height": 852, "safeTop": 59, "safeBottom": 34 },
      "scrollView": { "height": 852, "contentHeight": \(contentHeight) },
      "events": [
        { "t": 0.1, "type": "keyboardWillShow",
          "end": { "x": 0, "y": 516, "width": 393, "height": 336 },
          "duration": 0.25, "curve": 7 }
      ]
    }
    """
}

/// The frames a trace replays to, as `kbreplay replay` writes them.
func replayOutput(_ traceText: String, allFrames: Bool = false) throws -> String {
    let trace = try TraceParser.parse(Array(traceText.utf8)).get()
    let bytes = FrameEncoder.encodedBytes(
        header: FrameHeader(trace: trace.name, fps: trace.fps, frames: trace.frameCount),
        emission: allFrames ? .allFrames : .sparse, frames: trace.makeReplay())
    return String(decoding: bytes, as: UTF8.self)
}

/// What a run of the CLI printed and returned.
struct CLIRun {
    var code: ExitCode
    var output: String
    var errors: String

    var outputLines: [String] { output.split(separator: "\n").map(String.init) }
    var errorLines: [String] { errors.split(separator: "\n").map(String.init) }
}

/// A clock that moves on by `step` seconds each time it is read.
final class StepClock {
    var now: Double
    let step: Double

    init(start: Double = 0, step: Double = 0.25) {
        self.now = start
        self.step = step
    }

    func read() -> Double {
        defer { now += step }
        return now
    }
}

/// Runs `kbreplay ARGUMENTS` in memory against `fileSystem`, with a clock that moves
/// 0.25 s each time it is read.
func run(
    _ arguments: [String], in fileSystem: MemoryFileSystem = MemoryFileSystem(), stdoutFailure: String? = nil,
    configure: (inout Environment) -> Void = { _ in }
) -> CLIRun {
    let output = MemoryOutput()
    output.failure = stdoutFailure
    let errors = MemoryOutput()
    let clock = StepClock()
    var environment = Environment(standardOutput: output, standardError: errors, fileSystem: fileSystem, clock: clock.read)
    configure(&environment)
    let code = KBReplay.main(arguments: arguments, environment: environment)
    return CLIRun(code: code, output: output.text, errors: errors.text)
}

/// The line `check` and `record` print before their totals for traces of the default
/// handler (launch-composer, `exampleTrace`'s): `finite-numbers`, which checks every
/// handler, the chat screen's five that docs/invariants.md says apply to the composer
/// handlers, then the six it lists for launch-composer alone (runway, button, send, pin),
/// in the document's order.
let launchComposerInvariants = "invariants for launch-composer: finite-numbers, composer-rides-keyboard, content-not-covered, "
    + "no-two-phase-motion, no-blank-gap-at-rest, rides-floating-keyboard, runway-not-scrolled-into, button-no-flicker, "
    + "send-monotonic, button-matches-position, button-above-composer, pin-holds"

/// A parsed command as a parameterised test's log shows it: its kind and subcommand
/// (`run check`, `help record`), not every option's value (the test's arguments, printed
/// beside it, show those; printed whole, a command made lines of 500 characters).
extension Command: CustomTestStringConvertible {
    public var testDescription: String {
        switch self {
        case .subcommand(let subcommand): "run \(type(of: subcommand.command).spec.name)"
        case .help(let name): "help \(name ?? "")"
        case .version: "version"
        }
    }
}
