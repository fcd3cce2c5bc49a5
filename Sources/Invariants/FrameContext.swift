import InsetEngine

/// What the trace did up to one frame, derived from its events: frames do not carry it.
///
/// "Since the previous frame" means events with `previous frame time < t <= this frame's
/// time` (for frame 0: `t <= 0`), which the engine handled before drawing this frame.
struct FrameContext: Equatable {
    /// A will-notification's animation runs at this frame's time: some `t <= time <
    /// t + length`, with length 0.5 s for curve 7 and a duration > 0, else the duration.
    var inKeyboardTransition = false
    /// A will-notification was handled since the previous frame (ignored ones too: they
    /// still move the system keyboard).
    var keyboardTransitionStarted = false
    /// A will-notification with a shown end frame came after one with a hidden end frame
    /// (or none) since the previous frame: the keyboard started to open.
    var keyboardOpened = false
    /// A `dragBegin` or `tapScrollToBottom` since the previous frame.
    var userScrollStarted = false
    /// A `dragBegin` since the previous frame (the finger may move the keyboard).
    var dragStarted = false
    /// A `contentSize` with a height other than the last one, since the previous frame.
    var contentChanged = false
    /// A `contentSize` with a smaller height than the last one, since the previous frame.
    var contentShrank = false
    /// Anything but a keyboard notification or a tap since the previous frame: a content
    /// or composer change, a send, a pin prop, a drag event, a tap on the button.
    var nonKeyboardEvent = false
    /// A `send` or `scrollToTopTrigger` while `pinToTopEnabled` was on, since the previous frame.
    var pinArmed = false
    /// Any `pinToTopEnabled` event since the previous frame.
    var pinToTopToggled = false
    /// A `pinToTopEnabled: false` since the previous frame, after the last arming event
    /// of that interval (if any).
    var pinDisabled = false

    /// Events after which the content is no longer expected to stay where it was.
    var breaksAnchor: Bool { userScrollStarted || contentChanged || pinArmed || pinToTopToggled }
}

/// Walks a trace's events alongside its frames and says what happened before each one.
struct EventTimeline {
    private let events: [TimedEvent]
    private var next = 0
    /// When the longest keyboard animation started so far ends.
    private var keyboardBusyUntil: Nanoseconds = .min
    /// Whether the last will-notification's end frame was shown (not hidden).
    private var keyboardShown = false
    private let screenHeight: Double
    private var pinToTopEnabled: Bool
    private var contentHeight: Double

    init(scenario: Scenario, events: [TimedEvent]) {
        self.events = events
        self.pinToTopEnabled = scenario.configuration.pinToTopEnabled
        self.contentHeight = scenario.contentHeight
        self.screenHeight = scenario.screen.height
    }

    /// Consumes the events at or before `time` and describes them.
    mutating func advance(to time: Nanoseconds) -> FrameContext {
        var context = FrameContext()
        while next < events.count, events[next].time <= time {
            let event = events[next]
            next += 1
            switch event.event {
            case .keyboard, .tap: break
            default: context.nonKeyboardEvent = true
            }
            switch event.event {
            case .keyboard(let notification) where notification.kind.isWill:
                context.keyboardTransitionStarted = true
                let length = AnimationSpec(curve: notification.curve, duration: notification.duration)?.length ?? 0
                keyboardBusyUntil = max(keyboardBusyUntil, event.time + length)
                let shown = isShown(notification.end)
                if shown && !keyboardShown { context.keyboardOpened = true }
                keyboardShown = shown
            case .keyboard:
                break
            case .dragBegin:
                context.userScrollStarted = true
                context.dragStarted = true
            case .tapScrollToBottom:
                context.userScrollStarted = true
            case .contentSize(let height):
                if height != contentHeight { context.contentChanged = true }
                if height < contentHeight { context.contentShrank = true }
                contentHeight = height
            case .send, .scrollToTopTrigger:
                if pinToTopEnabled {
                    context.pinArmed = true
                    context.pinDisabled = false
                }
            case .pinToTopEnabled(let enabled):
                pinToTopEnabled = enabled
                context.pinToTopToggled = true
                if !enabled { context.pinDisabled = true }
            case .composerLayout, .extraBottomInset, .dragMove, .dragEnd, .tap:
                break
            }
        }
        context.inKeyboardTransition = time < keyboardBusyUntil
        return context
    }

    /// An end frame shows the keyboard unless it is missing, at or below the screen
    /// bottom, or of zero size (the engine's and the format's "hidden").
    private func isShown(_ end: Rect?) -> Bool {
        guard let end else { return false }
        return end.y < screenHeight && !(end.width == 0 && end.height == 0)
    }
}

/// Where things are on screen in one frame (screen y, growing downward).
struct SceneGeometry {
    let screenHeight: Double
    let topInset: Double
    let gap: Double
    /// `max(safeBottom, minBottomPadding)`.
    let closedLift: Double
    let buttonGap: Double
    let pinnedDriftThreshold: Double

    init(scenario: Scenario) {
        let config = scenario.configuration
        screenHeight = scenario.screen.height
        topInset = scenario.topInset
        gap = config.composerKeyboardGap
        closedLift = max(scenario.screen.safeBottom, config.minBottomPadding)
        buttonGap = config.buttonGap
        pinnedDriftThreshold = config.pinnedDriftThreshold
    }

    /// The composer's bottom edge: `H + composerY`.
    func composerBottom(_ frame: Frame) -> Double { screenHeight + frame.composerY }

    /// The composer's top edge: its bottom minus `composerH`.
    func composerTop(_ frame: Frame) -> Double { composerBottom(frame) - frame.composerHeight }

    /// The content's bottom edge: the scroll view starts at screen y 0.
    func contentBottom(_ frame: Frame) -> Double { frame.contentHeight - frame.offset + frame.revealY }

    /// The keyboard is on screen: `kbTop < H - 0.5`.
    func keyboardShown(_ frame: Frame) -> Bool { frame.keyboardTop < screenHeight - 0.5 }

    /// The button's bottom edge: `H + btnY`.
    func buttonBottom(_ frame: Frame) -> Double { screenHeight + frame.buttonY }

    /// The scroll view's range start, `-topInset`.
    var minOffset: Double { -topInset }

    /// The scroll view's range end, `max(-topInset, contentH - viewportH + inset)`.
    func maxOffset(_ frame: Frame) -> Double {
        max(minOffset, frame.contentHeight - frame.viewportHeight + frame.inset)
    }
}

/// Whether a frame is at rest (see `Invariant`): nothing animates, nothing moves, and no
/// model value changed since the previous frame (an animation that starts exactly at a
/// frame's time has not moved yet in that frame).
enum Rest {
    /// Drawn values that differ by no more than this count as unchanged.
    static let stillness = 0.001

    static func isAtRest(_ frame: Frame, previous: Frame?, context: FrameContext) -> Bool {
        guard let previous else { return false }
        guard !context.inKeyboardTransition, frame.scroll == .idle, frame.pin != .animating else { return false }
        // A model change in this frame may start an animation whose progress is still 0 here.
        guard frame.atBottom == previous.atBottom, frame.pin == previous.pin, frame.scroll == previous.scroll,
              frame.inset == previous.inset, frame.contentHeight == previous.contentHeight,
              frame.composerHeight == previous.composerHeight, frame.runway == previous.runway,
              frame.pinnedOffset == previous.pinnedOffset
        else { return false }
        return still(frame.keyboardTop, previous.keyboardTop) && still(frame.offset, previous.offset)
            && still(frame.composerY, previous.composerY) && still(frame.buttonAlpha, previous.buttonAlpha)
            && still(frame.buttonY, previous.buttonY) && still(frame.revealY, previous.revealY)
            && still(frame.revealAlpha, previous.revealAlpha)
    }

    private static func still(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= stillness }
}
