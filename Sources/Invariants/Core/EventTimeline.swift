import Handlers
import UIKitModel

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
    /// Whether a text field is active: a `focus` since the last `blur`.
    private var fieldActive = false

    init(scenario: Scenario, events: [TimedEvent]) {
        self.events = events
        self.pinToTopEnabled = scenario.config[LaunchComposer.Settings.pinToTopEnabled]
        self.contentHeight = scenario.contentHeight
        self.screenHeight = scenario.screen.height
    }

    /// Consumes the events at or before `time` and describes them.
    mutating func advance(to time: Nanoseconds) -> FrameContext {
        var context = FrameContext()
        advance(to: time, into: &context)
        return context
    }

    /// `advance(to:)` describing them in `context`, where it is (the checker's
    /// observation): returned, a context's thirteen flags were packed into registers and
    /// unpacked again for every frame.
    mutating func advance(to time: Nanoseconds, into context: inout FrameContext) {
        context = FrameContext()
        // Most frames come after no event: they only read the state.
        if next < events.count, events[next].time <= time { consume(through: time, into: &context) }
        context.inKeyboardTransition = time < keyboardBusyUntil
        context.keyboardShown = keyboardShown
        context.fieldActive = fieldActive
    }

    /// Consumes the events at or before `time`, noting them in `context`.
    ///
    /// Never inlined: inlined, the flags it may set were gathered and packed into the
    /// context on every frame, events or not (a hundred instructions a frame).
    @inline(never)
    private mutating func consume(through time: Nanoseconds, into context: inout FrameContext) {
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
            case .tapScrollToBottom, .scrollToBottom:
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
            case .focus:
                fieldActive = true
            case .blur:
                fieldActive = false
            case .composerLayout, .extraBottomInset, .dragMove, .dragEnd, .tap, .layoutPass, .custom:
                break
            }
        }
    }

    /// An end frame shows the keyboard unless it is hidden (missing, at or below the
    /// screen bottom, or of zero size).
    private func isShown(_ end: Rect?) -> Bool {
        KeyboardFrameKind(end, screenHeight: screenHeight) != .hidden
    }
}
