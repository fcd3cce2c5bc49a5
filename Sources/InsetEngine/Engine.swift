/// The chat screen's inset/pin engine and the UIKit it touches, as one pure
/// state machine.
///
/// Map:
/// - Inputs: a `Scenario` (the screen at the start), then `handle(_:at:)` for each
///   trace event in time order, and `frame(index:at:)` for each output frame.
///   Time is always an argument: the engine never reads a clock.
/// - Outputs: a `Frame` per call to `frame(index:at:)`: presentation values for
///   animated properties, model values for the rest, and the effects
///   (`endEditing`) that happened since the previous frame.
/// - Inside: the handler of `engine.md` (insets, near-bottom, keyboard, pin,
///   composer, button: the `Engine+*.swift` files), a `ScrollView`, additive
///   `AnimatedValue`s, and one `WorkQueue` for UIKit's "later" (animation
///   completions and main-queue work), ordered by due time, then by the order queued.
/// - Invariants: deterministic (no randomness, no hashing order, integer time);
///   total (every input the parser accepts gives finite frames, nothing traps);
///   no allocation per frame once the arrays have reached their working size.
public struct Engine {
    /// UIKit's "later": what a completion or a main-queue block does when it runs.
    enum Work {
        /// willShow's animation completed; `initial` was decided when it was handled.
        case keyboardShowFinished(initial: Bool)
        case keyboardHideFinished
        /// willChangeFrame's animation completed; `follow` was decided when it was handled.
        case keyboardFrameChangeFinished(follow: Bool)
        case pinScrollFinished(target: Double)
        case pinnedOffsetCorrection
        /// At-bottom tracking saw a change: show (false) or hide (true) the button.
        case atBottomChanged(Bool)
        /// The recheck after a content size change.
        case atBottomRecheck
        /// The button's show or hide animation completed.
        case buttonAnimationFinished(hide: Bool)
        /// The finger lifted during an interactive dismissal; return the keyboard
        /// unless a notification at the same time moved it.
        case keyboardReturnAfterDrag
    }

    let screen: Screen
    let config: Configuration

    // MARK: Time
    /// The time of the event or work being handled.
    var now: Nanoseconds = 0
    /// The animation that animatable changes use now: the keyboard's context while
    /// a will-notification is handled, or an explicit animation block.
    var animation: AnimationSpec?
    var queue = WorkQueue<Work>()

    // MARK: Scroll view
    var scrollView: ScrollView
    /// The bottom scroll indicator inset.
    var indicatorInset: Double = 0

    // MARK: Keyboard (engine.md section 5)
    /// `K`: the notified keyboard height.
    var keyboardHeight: Double = 0
    var keyboardVisible = false
    var keyboardHiding = false
    var wasAtBottom = false
    /// The system keyboard's top edge on screen.
    var keyboardTop: AnimatedValue
    /// Whether the last will-notification's end frame was docked.
    var keyboardDocked = false
    /// The last docked end frame's top: where an interactive dismissal returns to.
    var keyboardRestingTop: Double
    /// Set when the finger lifts mid-dismissal; a will-notification clears it.
    var keyboardReturnPending = false

    // MARK: Composer (engine.md section 8)
    /// `B`: the composer height, the base inset.
    var composerHeight: Double
    /// The composer's own record of its last measured height.
    var lastMeasuredComposerHeight: Double
    /// The JS `extraBottomInset` prop's last value.
    var extraBottomInset: Double
    var composerTranslation: AnimatedValue

    // MARK: Pin (engine.md section 6)
    var pin: PinState = .idle
    var runway: Double = 0
    var pinnedOffset: Double = 0
    var pinToTopEnabled: Bool
    var correctionPending = false
    var lastCorrection: Nanoseconds?
    var revealShift = AnimatedValue(0)
    var revealAlpha = AnimatedValue(1)

    // MARK: Scroll-to-bottom button (engine.md section 8)
    var atBottom = true
    /// The flag set when a show or hide starts.
    var buttonShown = false
    /// `isHidden`: set by a hide's completion, cleared by a show.
    var buttonHidden = true
    /// Set when a show or hide starts; cleared by the completion of either.
    var buttonInOwnAnimation = false
    /// The keyboard transform the wrapper last gave the button.
    var buttonKeyboardShift: Double = 0
    var buttonAlpha = AnimatedValue(0)
    /// The button's keyboard shift (its model is `buttonKeyboardShift`).
    var buttonTranslation = AnimatedValue(0)
    /// The button's own show/hide shift (0, or `buttonRise` when down), kept apart
    /// from the keyboard shift so a notification during a hide keeps the hide's
    /// +12 pt (`engine.md` section 8: the two add up when drawn).
    var buttonOwnShift = AnimatedValue(0)

    // MARK: Output
    var effects = EffectList()

    /// Attaches to the scenario's screen (`engine.md` section 10): insets once,
    /// the offset as asked, the composer at rest, at-bottom and the button set at
    /// once. Runs no queued work and no animation.
    public init(scenario: Scenario) {
        screen = scenario.screen
        config = scenario.configuration
        pinToTopEnabled = config.pinToTopEnabled
        composerHeight = scenario.composerHeight
        lastMeasuredComposerHeight = scenario.composerHeight
        extraBottomInset = scenario.composerHeight
        keyboardTop = AnimatedValue(scenario.screen.height)
        keyboardRestingTop = scenario.screen.height
        composerTranslation = AnimatedValue(0)
        scrollView = ScrollView(
            offset: 0, contentHeight: scenario.contentHeight, viewportHeight: scenario.viewportHeight,
            topInset: scenario.topInset, inset: 0)

        updateInsets(.keep)
        let start: Double
        switch scenario.initialOffset {
        case .bottom: start = maxOffset
        case .top: start = -scenario.topInset
        case .value(let value): start = value
        }
        _ = scrollView.setModel(start, at: 0)
        composerTranslation = AnimatedValue(-closedLift)
        atBottom = computeAtBottom()
        buttonShown = !atBottom
        buttonHidden = atBottom
        buttonAlpha = AnimatedValue(atBottom ? 0 : 1)
    }

    // MARK: Driving

    /// Handles one trace event at `time` (not before the previous one's).
    ///
    /// Queued work due strictly before `time` runs first: at equal times, trace
    /// events run before queued work.
    public mutating func handle(_ event: Event, at time: Nanoseconds) {
        runQueuedWork(through: time, inclusive: false)
        now = time
        switch event {
        case .keyboard(let notification): handleKeyboard(notification)
        case .contentSize(let height): contentSizeChanged(to: height)
        case .composerLayout(let height): composerMeasured(height: height)
        case .extraBottomInset(let value): extraBottomInsetChanged(to: value)
        case .send, .scrollToTopTrigger: armPin()
        case .pinToTopEnabled(let enabled): setPinToTopEnabled(enabled)
        case .dragBegin(let y): dragBegan(fingerY: y)
        case .dragMove(let y): dragMoved(fingerY: y)
        case .dragEnd(let y, let velocity): dragEnded(fingerY: y, velocity: velocity)
        case .tap: effects.append(.endEditing)
        case .tapScrollToBottom: if buttonShown { scrollToBottom(animated: true) }
        }
    }

    /// Draws frame `index` at `time`: runs the work due by then, the scroll view's
    /// own tick, the work that tick queued, then samples every value.
    ///
    /// Model choice: a hidden button (`isHidden`, set by a hide's completion) is drawn
    /// with alpha 0 whatever its alpha property says, as Core Animation does not draw
    /// it at all; that is how a show overtaken by a hide's completion shows in frames.
    public mutating func frame(index: Int, at time: Nanoseconds) -> Frame {
        runQueuedWork(through: time, inclusive: true)
        now = time
        if scrollView.tick(at: time) { trackAtBottom() }
        runQueuedWork(through: time, inclusive: true)
        now = time
        let alpha = buttonAlpha.presentation(at: time)
        let frame = Frame(
            index: index,
            time: time,
            keyboardTop: keyboardTop.presentation(at: time),
            offset: scrollView.offset.presentation(at: time),
            inset: scrollView.inset,
            indicator: indicatorInset,
            contentHeight: scrollView.contentHeight,
            viewportHeight: scrollView.viewportHeight,
            revealY: revealShift.presentation(at: time),
            revealAlpha: revealAlpha.presentation(at: time),
            composerY: composerTranslation.presentation(at: time),
            composerHeight: composerHeight,
            buttonAlpha: buttonHidden ? 0 : alpha,
            buttonY: -(closedLift + composerHeight + config.buttonGap) + buttonTranslation.presentation(at: time)
                + buttonOwnShift.presentation(at: time),
            pin: pin.phase,
            runway: runway,
            pinnedOffset: pinnedOffset,
            atBottom: atBottom,
            scroll: scrollView.motion.phase,
            effects: effects)
        effects.removeAll()
        return frame
    }

    /// When the engine next has work of its own (queued work, or a scroll view
    /// motion that moves at every frame), if any.
    public var nextDeadline: Nanoseconds? {
        if scrollView.motion != .idle, !scrollView.isDragging { return now }
        return queue.nextDue
    }

    private mutating func runQueuedWork(through time: Nanoseconds, inclusive: Bool) {
        while let (due, work) = queue.popDue(time, inclusive: inclusive) {
            now = due
            perform(work)
        }
    }

    private mutating func perform(_ work: Work) {
        switch work {
        case .keyboardShowFinished(let initial): keyboardShowFinished(initial: initial)
        case .keyboardHideFinished: keyboardHideFinished()
        case .keyboardFrameChangeFinished(let follow): keyboardFrameChangeFinished(follow: follow)
        case .pinScrollFinished(let target): pinScrollFinished(target: target)
        case .pinnedOffsetCorrection: correctPinnedOffset()
        case .atBottomChanged(let isAtBottom): isAtBottom ? hideButton() : showButton()
        case .atBottomRecheck: trackAtBottom()
        case .buttonAnimationFinished(let hide): buttonAnimationFinished(hide: hide)
        case .keyboardReturnAfterDrag: returnKeyboardAfterDrag()
        }
    }

    /// Queues `work` for when `animation` ends, or as main-queue work now when
    /// there is no animation (a duration of 0 is not animated).
    mutating func schedule(_ work: Work, after animation: AnimationSpec?) {
        queue.schedule(work, at: now + (animation?.length ?? 0))
    }

    /// Runs `body` with `spec` as the current animation (a nested animation block).
    mutating func withAnimation(_ spec: AnimationSpec?, _ body: (inout Engine) -> Void) {
        let outer = animation
        animation = spec
        body(&self)
        animation = outer
    }
}
