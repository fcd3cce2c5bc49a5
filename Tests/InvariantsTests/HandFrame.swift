import Handlers
import UIKitModel
@testable import Invariants

/// A hand-made frame for the rule tests, with a field for every built-in handler's field
/// the checks read, written into a handler's frame (`frame(in:)`): the fields its schema
/// has go to their lanes, the others are dropped.
struct HandFrame: Equatable, Sendable {
    var index: Int
    var time: Nanoseconds
    var keyboardTop: Double
    var offset: Double
    var inset: Double
    var indicator: Double
    var contentHeight: Double
    var viewportHeight: Double
    var revealY: Double
    var revealAlpha: Double
    var composerY: Double
    var composerHeight: Double
    var buttonAlpha: Double
    var buttonY: Double
    var pin: PinPhase
    var runway: Double
    var pinnedOffset: Double
    var atBottom: Bool
    var scroll: ScrollPhase
    var safeArea: Double = 0
    var barBottom: Double = 0
    var viewY: Double = 0
    var fieldTop: Double = 0
    var fieldBottom: Double = 0
    var padding: Double = 0

    init(
        index: Int, time: Nanoseconds, keyboardTop: Double, offset: Double, inset: Double,
        indicator: Double, contentHeight: Double, viewportHeight: Double, revealY: Double = 0,
        revealAlpha: Double = 1, composerY: Double, composerHeight: Double, buttonAlpha: Double = 0,
        buttonY: Double = 0, pin: PinPhase = .idle, runway: Double = 0, pinnedOffset: Double = 0, atBottom: Bool,
        scroll: ScrollPhase
    ) {
        (self.index, self.time, self.keyboardTop, self.offset, self.inset) = (index, time, keyboardTop, offset, inset)
        (self.indicator, self.contentHeight, self.viewportHeight) = (indicator, contentHeight, viewportHeight)
        (self.revealY, self.revealAlpha, self.composerY, self.composerHeight) = (revealY, revealAlpha, composerY, composerHeight)
        (self.buttonAlpha, self.buttonY, self.pin, self.runway) = (buttonAlpha, buttonY, pin, runway)
        (self.pinnedOffset, self.atBottom, self.scroll) = (pinnedOffset, atBottom, scroll)
    }

    /// This frame as a handler with `schema` writes it.
    func frame(in schema: FrameSchema) -> Frame {
        var values = FrameValues()
        let numbers: [(FrameField, Double)] = [
            (.kbTop, keyboardTop), (.offset, offset), (.inset, inset), (.indicator, indicator),
            (.contentH, contentHeight), (.viewportH, viewportHeight), (.revealY, revealY),
            (.revealAlpha, revealAlpha), (.composerY, composerY), (.composerH, composerHeight),
            (.btnAlpha, buttonAlpha), (.btnY, buttonY), (.runway, runway), (.pinned, pinnedOffset),
            (.safeArea, safeArea), (.barBottom, barBottom), (.viewY, viewY), (.fieldTop, fieldTop),
            (.fieldBottom, fieldBottom), (.padding, padding),
        ]
        for (field, value) in numbers {
            if let lane = schema.index(of: field) { values[lane] = value }
        }
        if let lane = schema.index(of: .atBottom) { values[flag: lane] = atBottom }
        if let lane = schema.index(of: .pin) { values.set(lane, to: pin) }
        if let lane = schema.index(of: .scroll) { values.set(lane, to: scroll) }
        return Frame(index: index, time: time, values: values)
    }
}

extension InvariantChecker {
    /// Checks hand-made frames, as `handler` would write them, against a scenario and events.
    static func check(
        _ frames: [HandFrame], handler: HandlerKind = .launchComposer, scenario: Scenario, events: [TimedEvent],
        violationLimit: Int = defaultViolationLimit
    ) -> InvariantReport {
        check(frames.map { $0.frame(in: handler.schema.frame) }, handler: handler, scenario: scenario, events: events,
              violationLimit: violationLimit)
    }
}
