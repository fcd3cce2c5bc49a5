import Handlers
import Invariants
import Testing
import TraceKit
import UIKitModel
@testable import KBReplayCLI

/// A user's input bar drawn as a composer (`.composer(y: .composerY, ...)`), with no
/// registration of its own: `lifts` says whether it rides the keyboard (its bottom on the
/// drawn keyboard's top, `composerY = kbTop - H`) or never moves (`composerY` 0).
protocol DeclaredBar: Handler where Work == Never {
    static var lifts: Bool { get }
    init()
}

extension DeclaredBar {
    static func declaredSchema(named name: String) -> HandlerSchema {
        HandlerSchema(
            name: name, summary: "a test's own input bar, declared as a composer", configKeys: [],
            eventTypes: EventType.keyboard + [.contentSize, .dragBegin, .dragMove, .dragEnd, .tap],
            frame: FrameSchema([.kbTop, .composerY])
        ).drawn(as: [.keyboard(top: .kbTop), .composer(y: .composerY, height: nil)])
    }

    init(scenario: Scenario, world: inout World<Never>) { self.init() }

    mutating func perform(_ work: Never, world: inout World<Never>) {}

    mutating func draw(_ world: inout World<Never>, into values: inout FrameValues) {
        let top = world.drawnKeyboardTop()
        values[0] = top
        values[1] = Self.lifts ? min(top, world.screen.height) - world.screen.height : 0
    }
}

struct NeverLiftingBar: DeclaredBar {
    typealias Work = Never
    static let lifts = false
    static let schema = Self.declaredSchema(named: "still-bar")
}

struct KeyboardRidingBar: DeclaredBar {
    typealias Work = Never
    static let lifts = true
    static let schema = Self.declaredSchema(named: "riding-bar")
}

/// A handler of your own is checked by the invariants its declared parts allow, with no
/// registration (`HandlerInvariants.declared(by:)`), and the commands say which ran.
@Suite("the invariants a handler's parts allow, from the command line")
struct DeclaredInvariantsCommandTests {
    static func registered(_ environment: inout Environment) {
        environment.handlers = KBReplay.registry(adding: [HandlerKind(NeverLiftingBar.self), HandlerKind(KeyboardRidingBar.self)])
    }

    /// A composer and no list: `finite-numbers` and `composer-rides-keyboard`, no more.
    @Test func aComposerAloneGetsTheComposerInvariant() {
        #expect(HandlerInvariants.ran(for: HandlerKind(NeverLiftingBar.self)) == [.finiteNumbers, .composerRidesKeyboard])
    }

    /// The bar that never lifts: the first keyboard that opens covers it (its bottom stays
    /// at the screen's bottom, H, below kbTop), so some run breaks `composer-rides-keyboard`.
    @Test func aBarThatNeverLiftsFailsExplore() {
        let result = run(["explore", "--seed", "1", "--runs", "20", "--handler", "still-bar"], configure: Self.registered)
        #expect(result.code == .failure)
        #expect(result.outputLines.count >= 2)
        #expect(result.outputLines.dropFirst().first == "  invariants for still-bar: finite-numbers, composer-rides-keyboard")
        #expect(result.output.contains("violates composer-rides-keyboard"))
    }

    /// The bar on the keyboard's top, as the rule asks (gap 0; hidden: at H): no run breaks it.
    @Test func aBarThatRidesTheKeyboardPassesExplore() {
        let result = run(["explore", "--seed", "1", "--runs", "20", "--handler", "riding-bar"], configure: Self.registered)
        #expect(result.code == .success)
        #expect(result.outputLines == [
            "seed 1 (riding-bar): 20 runs, 0 broke an invariant",
            "  invariants for riding-bar: finite-numbers, composer-rides-keyboard",
        ])
    }
}
