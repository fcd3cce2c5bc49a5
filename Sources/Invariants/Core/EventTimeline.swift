import HandlerCore
import UIKitModel

/// Walks a trace's events alongside its frames and says what happened before each one.
struct EventTimeline {
    private let events: [TimedEvent]
    private var next = 0
    /// When the longest keyboard animation started so far ends.
    private var keyboardBusyUntil: Nanoseconds = .min
    /// Whether the last will-notification's end frame was shown (docked or a bar).
    private var keyboardShown = false
    /// The screen's height in force (a geometry input changes it).
    private var screenHeight: Double
    private var pinToTopEnabled: Bool
    private var contentHeight: Double
    /// Whether a text field is active: an event that activates one since the last that ends it.
    private var fieldActive = false

    /// The timeline of `events` from `scenario`, a send arming a pin at the start when
    /// `pinToTopEnabled` (`SceneRoles.pinToTopEnabled`).
    init(scenario: Scenario, events: [TimedEvent], pinToTopEnabled: Bool) {
        self.events = events
        self.pinToTopEnabled = pinToTopEnabled
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
            case .world(.keyboard), .world(.tap): break
            default: context.nonKeyboardEvent = true
            }
            switch event.event {
            case .world(.keyboard(let notification)) where notification.kind.isWill:
                context.keyboardTransitionStarted = true
                let length = AnimationSpec(curve: notification.curve, duration: notification.duration)?.length ?? 0
                keyboardBusyUntil = max(keyboardBusyUntil, event.time + length)
                let shown = isShown(notification.end)
                if shown && !keyboardShown { context.keyboardOpened = true }
                keyboardShown = shown
            case .world(.geometry(let geometry, _, _)):
                screenHeight = geometry.screen.height
            case .world(.dragBegin):
                context.userScrollStarted = true
                context.dragStarted = true
            case .world(.contentSize(let height)):
                if height != contentHeight { context.contentChanged = true }
                if height < contentHeight { context.contentShrank = true }
                contentHeight = height
            case .world:
                break
            case .app(let app):
                // App events by what their declarations say they mean, never by name.
                for signal in app.type.signals { take(signal, of: app, into: &context) }
            }
        }
    }

    /// What an app event's `signal` means for the frames.
    private mutating func take(_ signal: EventSignal, of event: AppEvent, into context: inout FrameContext) {
        switch signal {
        case .startsScroll:
            context.userScrollStarted = true
        case .armsPin:
            if pinToTopEnabled {
                context.pinArmed = true
                context.pinDisabled = false
            }
        case .setsPinToTop:
            let enabled = event.values.first?.flag ?? false
            pinToTopEnabled = enabled
            context.pinToTopToggled = true
            if !enabled { context.pinDisabled = true }
        case .activatesField:
            fieldActive = true
        case .endsField:
            fieldActive = false
        }
    }

    /// An end frame shows the keyboard when it is docked or a bar (`KeyboardFrameKind`): a
    /// hidden frame does not, nor does a floating one, which covers no content.
    private func isShown(_ end: Rect?) -> Bool {
        KeyboardFrameKind(end, screenHeight: screenHeight).isShown
    }
}
