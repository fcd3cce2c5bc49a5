/// The UIKit a keyboard handler runs in: the clock, UIKit's "later", the animation
/// context, the system keyboard and the scroll view (`uikit-model.md` in the user's
/// reference, `docs/model.md`).
///
/// Map:
/// - A host (`Simulation` in the Handlers module) drives it: it sets the time for each
///   trace event and frame, tells it what the system did (keyboard notifications, content
///   size, touches), runs its queue, and ticks the scroll view before each frame.
/// - A handler changes it through the methods under "Handler operations", named after
///   UIKit: insets, `setContentOffset`, view properties, animation blocks, completions,
///   main-queue work, `endEditing`. It reads everything else.
/// - `Work` is the handler's own queued work: completions and main-queue blocks share one
///   queue with the world's, ordered by due time, then by the order they were queued.
/// - Pure and deterministic: time is always given, never read; nothing allocates per
///   frame once the queue and the animation records have their working size.
///
/// The world knows no app: nothing here is about chats, pins or composers.
public struct World<Work> {
    /// What the queue holds: the world's own work or the handler's.
    @usableFromInline
    enum Scheduled {
        /// The finger lifted during an interactive dismissal.
        case keyboardReturn
        case handler(Work)
    }

    /// The device screen and its safe area.
    public let screen: Screen
    /// The time of the event, queued work or frame being handled.
    public private(set) var now: Nanoseconds = 0
    /// The animation that animatable changes use now: the keyboard's context while a
    /// will-notification is handled, or an explicit animation block; `nil` outside them.
    public private(set) var animation: AnimationSpec?
    public private(set) var keyboard: SystemKeyboard
    public private(set) var scrollView: ScrollView
    /// `verticalScrollIndicatorInsets.bottom`.
    public private(set) var indicatorInset: Double = 0
    /// Effects since the last frame, in order.
    public private(set) var effects = EffectList()
    @usableFromInline var queue = WorkQueue<Scheduled>()

    /// A world with the keyboard hidden and the scroll view at offset 0 with no insets.
    public init(screen: Screen, viewportHeight: Double, topInset: Double, contentHeight: Double) {
        self.screen = screen
        keyboard = SystemKeyboard(screenHeight: screen.height)
        scrollView = ScrollView(
            offset: 0, contentHeight: contentHeight, viewportHeight: viewportHeight, topInset: topInset, inset: 0)
    }

    // MARK: Handler operations

    /// Sets `contentInset.bottom` (insets are not animatable: at once, even inside an
    /// animation). A real change clamps the offset into the new range unless the finger is
    /// down or the view decelerates; the clamp animates in the current context.
    ///
    /// - Returns: whether the model offset moved.
    public mutating func setBottomInset(_ value: Double) -> Bool {
        scrollView.setInset(value, animation: animation, at: now)
    }

    /// Sets `verticalScrollIndicatorInsets.bottom`.
    public mutating func setIndicatorInset(_ value: Double) {
        indicatorInset = value
    }

    /// A programmatic `contentOffset` set, animated in the current context. Never clamped;
    /// a change stops the scroll view's own motions, and a drag re-anchors to it.
    ///
    /// - Returns: whether the model offset moved.
    public mutating func setContentOffset(_ value: Double) -> Bool {
        scrollView.setContentOffset(value, animation: animation, at: now)
    }

    /// `setContentOffset(_:animated: true)`: the scroll view's own 0.3 s ease-in-out
    /// scroll, driven frame by frame (its model offset moves at each tick).
    public mutating func setContentOffsetAnimated(_ value: Double) {
        scrollView.startAnimatedScroll(to: value, at: now)
    }

    /// Sets a view property: animated in the current context, at once outside one
    /// (records in flight keep decaying either way).
    public mutating func set(_ property: inout AnimatedValue, to value: Double) {
        property.set(value, animation: animation, at: now)
    }

    /// Sets a view property at once, even inside an animation context.
    public mutating func setWithoutAnimation(_ property: inout AnimatedValue, to value: Double) {
        property.set(value, animation: nil, at: now)
    }

    /// Runs `body` with `spec` as the current animation (`UIView.animate`; `nil` runs it
    /// unanimated).
    public mutating func withAnimation(_ spec: AnimationSpec?, _ body: (inout World) -> Void) {
        let outer = beginAnimation(spec)
        body(&self)
        endAnimation(restoring: outer)
    }

    /// Makes `spec` the current animation until `endAnimation(restoring:)`, which takes
    /// the value this returns (for hosts that cannot pass a closure).
    public mutating func beginAnimation(_ spec: AnimationSpec?) -> AnimationSpec? {
        defer { animation = spec }
        return animation
    }

    /// Ends the animation `beginAnimation` began, restoring the one around it.
    public mutating func endAnimation(restoring outer: AnimationSpec?) {
        animation = outer
    }

    /// Queues `work` for when `animation` ends (an animation's completion), or as
    /// main-queue work now when there is no animation (a duration of 0 is not animated).
    public mutating func schedule(_ work: Work, after animation: AnimationSpec?) {
        queue.schedule(.handler(work), at: now + (animation?.length ?? 0))
    }

    /// `DispatchQueue.main.async`: due now, after the work being handled.
    public mutating func async(_ work: Work) {
        queue.schedule(.handler(work), at: now)
    }

    /// `view.endEditing(true)`, recorded as an effect of the next frame.
    public mutating func endEditing() {
        effects.append(.endEditing)
    }

    // MARK: Driving (for hosts)

    /// Moves the clock to `time` (never backwards in a replay).
    public mutating func setTime(_ time: Nanoseconds) {
        now = time
    }

    /// Runs the world's own work due by `time` (strictly before it unless `inclusive`)
    /// until the next handler work, which it returns with the clock at its due time.
    ///
    /// Inlinable for its first check: before most frames nothing is due, and finding
    /// that out must not cost a generic call.
    @inlinable
    public mutating func nextHandlerWork(through time: Nanoseconds, inclusive: Bool) -> Work? {
        guard queue.hasDue(time, inclusive: inclusive) else { return nil }
        return runDueWork(through: time, inclusive: inclusive)
    }

    /// `nextHandlerWork`'s loop, once some work is due.
    @usableFromInline
    mutating func runDueWork(through time: Nanoseconds, inclusive: Bool) -> Work? {
        while let (due, item) = queue.popDue(time, inclusive: inclusive) {
            now = due
            switch item {
            case .keyboardReturn: keyboard.returnAfterDrag(at: now, fingerDown: scrollView.isDragging)
            case .handler(let work): return work
            }
        }
        return nil
    }

    /// A keyboard notification: a will-notification moves the keyboard to its end frame.
    ///
    /// - Returns: the keyboard's animation context for handling it: every animatable
    ///   change made while handling a will-notification with a duration runs with its
    ///   curve and duration (`nil` for did-notifications and instant ones).
    public mutating func keyboardNotified(_ notification: KeyboardNotification) -> AnimationSpec? {
        guard notification.kind.isWill else { return nil }
        let spec = notification.animation
        keyboard.move(to: notification.end, animation: spec, at: now)
        return spec
    }

    /// The content height changed (a layout pass); clamps the offset into the new range.
    ///
    /// - Returns: whether the model offset moved.
    public mutating func setContentHeight(_ height: Double) -> Bool {
        scrollView.setContentHeight(height, animation: animation, at: now)
    }

    /// A finger touches down on the scroll view: its motions stop and the drag anchors;
    /// a docked keyboard follows the finger.
    public mutating func beginDrag(fingerY: Double) {
        scrollView.beginDrag(fingerY: fingerY, at: now)
        keyboard.follow(fingerY: fingerY, at: now)
    }

    /// The finger moves.
    ///
    /// - Returns: whether the model offset moved.
    public mutating func moveDrag(fingerY: Double) -> Bool {
        let moved = scrollView.moveDrag(fingerY: fingerY, at: now)
        keyboard.follow(fingerY: fingerY, at: now)
        return moved
    }

    /// The finger lifts: the scroll view releases (decelerating or bouncing when it has a
    /// velocity or stands outside its range), and a docked keyboard's return is queued.
    ///
    /// - Returns: whether the model offset moved, and the release velocity (scroll pt/s,
    ///   the negative of the finger's); `nil` when no drag was in progress.
    public mutating func endDrag(fingerY: Double, fingerVelocity: Double?) -> (moved: Bool, velocity: Double)? {
        guard scrollView.isDragging else { return nil }
        let release = scrollView.endDrag(fingerY: fingerY, fingerVelocity: fingerVelocity, at: now)
        keyboard.follow(fingerY: fingerY, at: now)
        return (release.changed, release.velocity)
    }

    /// Queues the keyboard's return after a lift, decided after every event at this time.
    public mutating func scheduleKeyboardReturn() {
        guard keyboard.isDocked else { return }
        keyboard.returnPending = true
        queue.schedule(.keyboardReturn, at: now)
    }

    /// The scroll view's own tick at a frame time: advances its animated scroll,
    /// deceleration or bounce.
    ///
    /// - Returns: whether the model offset moved, and whether a deceleration or bounce
    ///   ended (`scrollViewDidEndDecelerating`).
    public mutating func tick() -> (moved: Bool, stoppedDecelerating: Bool) {
        let wasDecelerating = scrollView.isDecelerating
        let moved = scrollView.tick(at: now)
        return (moved, wasDecelerating && scrollView.motion == .idle)
    }

    /// The keyboard's top as drawn now.
    public mutating func drawnKeyboardTop() -> Double {
        keyboard.top.presentation(at: now)
    }

    /// The content offset as drawn now.
    public mutating func drawnContentOffset() -> Double {
        scrollView.offset.presentation(at: now)
    }

    /// The effects since the last call, which it clears.
    public mutating func takeEffects() -> EffectList {
        defer { effects.removeAll() }
        return effects
    }

    /// When the world next has work (queued work, or a scroll view motion that moves at
    /// every frame), if any.
    public var nextDeadline: Nanoseconds? {
        if scrollView.motion != .idle, !scrollView.isDragging { return now }
        return queue.nextDue
    }
}
