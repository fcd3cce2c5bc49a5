import Handlers
import Invariants
import Testing
import TraceKit
import UIKitModel

/// A handler of the test's own: a bar drawn `lift` above the keyboard's top.
private struct Lifter: Handler {
    typealias Work = Never

    enum Settings {
        static let lift = Setting("lift", .points, default: 0, summary: "How far above the keyboard the bar rests.")
    }

    static let schema = HandlerSchema(
        name: "lifter", summary: "a bar above the keyboard, for the tests", configKeys: [Settings.lift.key],
        eventTypes: EventType.keyboard, frame: FrameSchema([.kbTop, FrameField("liftedBar", .number)]))

    let lift: Double

    init(scenario: Scenario, world: inout World<Never>) {
        lift = scenario.config[Settings.lift]
    }

    func perform(_ work: Never, world: inout World<Never>) {}

    mutating func draw(_ world: inout World<Never>, into values: inout FrameValues) {
        let top = world.drawnKeyboardTop()
        values[0] = top
        values[1] = top - lift
    }
}

/// Its own invariant: the bar rests at least `minimum` above the keyboard's top on every
/// frame; each failing frame is one violation.
private struct BarClearsKeyboardCheck: FrameCheck {
    static let id = InvariantID("bar-clears-keyboard")
    let minimum: Double

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        let (top, bar) = (observation.values[0], observation.values[1])
        guard top - bar < minimum else { return }
        let index = observation.frame.index
        log.add(Self.id, frames: index...index, frame: index, text: "the bar is \(top - bar) pt above the keyboard's top \(top)")
    }

    mutating func finish(into log: inout ViolationLog) {}
}

/// The same invariant read through a lane found in the handler's schema (`FrameLane`),
/// the keyboard's top from the world's fields; a schema without the bar reads 0 for it.
private struct LiftedBarCheck: FrameCheck {
    static let id = InvariantID("bar-clears-keyboard")
    let bar: FrameLane
    let minimum: Double

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        let (top, bar) = (observation.frame.keyboardTop, observation[bar])
        guard top - bar < minimum else { return }
        let index = observation.frame.index
        log.add(Self.id, frames: index...index, frame: index, text: "the bar is \(top - bar) pt above the keyboard's top \(top)")
    }

    mutating func finish(into log: inout ViolationLog) {}
}

/// A user's handler registers a check of its own with the checker, beside the checks
/// every handler gets.
@Suite struct OwnCheckTests {
    static let registration = HandlerInvariants(
        handler: "lifter", checks: [HandlerInvariants.Check { _ in BarClearsKeyboardCheck(minimum: 4) }])

    /// One second at 60 fps (frames 0...60) with a keyboard opening at 0.5 s.
    static func trace(lift: Double) -> Trace {
        var config = Lifter.schema.defaultConfig
        config[Lifter.Settings.lift] = lift
        let screen = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34)
        let open = KeyboardNotification(
            kind: .willShow, end: Rect(x: 0, y: 552, width: 393, height: 300), duration: 250_000_000, curve: .keyboard)
        return Trace(
            name: "lifter", handler: HandlerKind(Lifter.self), duration: 1_000_000_000,
            scenario: Scenario(screen: screen, contentHeight: 852, config: config),
            events: [TimedEvent(time: 500_000_000, event: .keyboard(open))])
    }

    /// With no lift, every one of the 61 frames fails (the bar is on the keyboard's
    /// top): 20 are kept, 41 counted; the first, at frame 0, shows the hidden keyboard's
    /// top, the screen's height.
    @Test func aHandlersOwnCheckRunsOnEveryFrame() {
        let report = InvariantChecker.check(Self.trace(lift: 0), invariants: [Self.registration])
        let id = InvariantID("bar-clears-keyboard")
        #expect(report.frameCount == 61)
        #expect(report.violated == [id])
        #expect(report.violations.count == 20 && report.violations.allSatisfy { $0.invariant == id })
        #expect(report.omitted == [OmittedViolations(invariant: id, count: 41)])
        #expect(report.violations.first?.summary == "bar-clears-keyboard: frame 0: the bar is 0.0 pt above the keyboard's top 852.0")
        #expect(report.compare(expected: ["bar-clears-keyboard"]).passes)
        #expect(!report.compare(expected: nil).passes)
    }

    /// Registered with the handler's schema (lanes found once) or its name (found for each
    /// replay), the check reading its field through a lane finds what the one reading
    /// the values by position finds.
    @Test(arguments: [true, false])
    func aHandlersOwnCheckReadsItsFieldThroughALane(bySchema: Bool) {
        let check = HandlerInvariants.Check(reading: { schema in FrameLane(FrameField("liftedBar", .number), in: schema) }) {
            _, bar in LiftedBarCheck(bar: bar, minimum: 4)
        }
        let registration = bySchema
            ? HandlerInvariants(handler: Lifter.schema, checks: [check])
            : HandlerInvariants(handler: "lifter", checks: [check])
        let failing = InvariantChecker.check(Self.trace(lift: 0), invariants: [registration])
        #expect(failing == InvariantChecker.check(Self.trace(lift: 0), invariants: [Self.registration]))
        #expect(failing.violations.count == 20 && failing.omitted.first?.count == 41)
        #expect(InvariantChecker.check(Self.trace(lift: 6), invariants: [registration]).isClean)
    }

    /// A lift of 6 clears the minimum of 4 on every frame; without its registration the
    /// handler gets only the checks every handler gets.
    @Test func aHandlersOwnCheckPassesAndNeedsItsRegistration() {
        #expect(InvariantChecker.check(Self.trace(lift: 6), invariants: [Self.registration]).isClean)
        #expect(InvariantChecker.check(Self.trace(lift: 0)).isClean)
        #expect(InvariantID.applying(to: "lifter") == [.finiteNumbers])
    }

    /// The built-in handlers' registrations are what the catalogue says applies.
    @Test func theCatalogueReadsTheRegistrations() {
        #expect(Invariant.catalogue.first { $0.id == .barMovesWithKeyboard }?.handlers == ["safe-area-padding"])
        #expect(
            InvariantID.composerRidesKeyboard.invariant.handlers
                == [
                    "launch-composer", "launch-chat-view", "constraint-resize", "js-padding",
                    "rn-keyboard-avoiding-view", "keyboard-layout-guide", "messagekit",
                ])
        #expect(InvariantID.finiteNumbers.invariant.handlers == nil)
    }
}
