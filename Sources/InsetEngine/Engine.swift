// TEMPORARY STUB: replaced by the real engine. It only draws the start-up state.

public struct Engine {
    private let scenario: Scenario

    public init(scenario: Scenario) {
        self.scenario = scenario
    }

    public mutating func handle(_ event: Event, at time: Nanoseconds) {}

    public mutating func frame(index: Int, at time: Nanoseconds) -> Frame {
        let s = scenario
        let lift = max(s.screen.safeBottom, s.configuration.minBottomPadding)
        let inset = s.composerHeight + lift
        let maxOffset = max(0, s.contentHeight - s.viewportHeight + inset)
        return Frame(
            index: index, time: time, keyboardTop: s.screen.height, offset: maxOffset, inset: inset,
            indicator: inset + 1, contentHeight: s.contentHeight, viewportHeight: s.viewportHeight,
            revealY: 0, revealAlpha: 1, composerY: -lift, composerHeight: s.composerHeight,
            buttonAlpha: 0, buttonY: -(lift + s.composerHeight + 8), pin: .idle, runway: 0,
            pinnedOffset: 0, atBottom: true, scroll: .idle)
    }
}
