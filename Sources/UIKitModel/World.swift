/// The UIKit a keyboard handler runs in: the clock, UIKit's "later", the animation
/// context, the system keyboard and the scroll view (`docs/model.md`).
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
/// The world knows no app: nothing here belongs to one screen's keyboard code.
@frozen
public struct World<Work> {
    /// What the queue holds: the world's own work or the handler's.
    @usableFromInline
    enum Scheduled {
        /// The finger lifted during an interactive dismissal.
        case keyboardReturn
        case handler(Work)
    }

    @usableFromInline var core: WorldCore
    @usableFromInline var queue = WorkQueue<Scheduled>()

    /// A world with the keyboard hidden and the scroll view at offset 0 with no insets; the
    /// handler's root view fills the screen unless `view` says where it is.
    public init(screen: Screen, view: ViewFrame? = nil, viewportHeight: Double, topInset: Double, contentHeight: Double) {
        core = WorldCore(
            screen: screen, view: view ?? ViewFrame(filling: screen), viewportHeight: viewportHeight, topInset: topInset,
            contentHeight: contentHeight)
    }

    /// The device screen and its safe area.
    @inlinable public var screen: Screen { core.screen }
    /// The handler's root view: its frame in screen coordinates (the whole screen by default).
    @inlinable public var view: ViewFrame { core.view }
    /// The screen and the root view together.
    @inlinable public var geometry: Geometry { Geometry(screen: core.screen, view: core.view) }
    /// The view's bottom safe area (`ViewFrame.safeBottom(on:)`): the screen's, less what
    /// lies below the view.
    @inlinable public var viewSafeBottom: Double { core.view.safeBottom(on: core.screen) }
    /// The time of the event, queued work or frame being handled.
    @inlinable public var now: Nanoseconds { core.now }
    /// The animation that animatable changes use now: the keyboard's context while a
    /// will-notification is handled, or an explicit animation block; `nil` outside them.
    @inlinable public var animation: AnimationSpec? { core.animation?.spec }
    @inlinable public var keyboard: SystemKeyboard { core.keyboard }
    @inlinable public var scrollView: ScrollView { core.scrollView }
    /// `verticalScrollIndicatorInsets.bottom`.
    @inlinable public var indicatorInset: Double { core.indicatorInset }
    /// Effects since the last frame, in order.
    @inlinable public var effects: EffectList { core.effects }

    // MARK: Handler operations

    /// Sets `contentInset.bottom` (insets are not animatable: at once, even inside an
    /// animation). A real change clamps the offset into the new range unless the finger is
    /// down or the view decelerates; the clamp animates in the current context.
    ///
    /// - Returns: whether the model offset moved.
    @inlinable
    public mutating func setBottomInset(_ value: Double) -> Bool { core.setBottomInset(value) }

    /// Sets `verticalScrollIndicatorInsets.bottom`.
    @inlinable
    public mutating func setIndicatorInset(_ value: Double) { core.indicatorInset = value }

    /// A programmatic `contentOffset` set, animated in the current context. Never clamped;
    /// a change stops the scroll view's own motions, and a drag re-anchors to it.
    ///
    /// - Returns: whether the model offset moved.
    @inlinable
    public mutating func setContentOffset(_ value: Double) -> Bool { core.setContentOffset(value) }

    /// Sets the scroll view's frame height (its viewport `V`), an additive animated
    /// property: the model (the range, the rubber band and drags read it) at once, the
    /// drawn height animated in the current context. The offset does not move (no clamp).
    @inlinable
    public mutating func setViewportHeight(_ value: Double) { core.setViewportHeight(value) }

    /// The scroll view's frame height as drawn now.
    @inlinable
    public mutating func drawnViewportHeight() -> Double { core.drawnViewportHeight() }

    /// The scroll view's `keyboardDismissMode`: `.interactive` unless the handler says
    /// otherwise; with `.none` a drag never moves the keyboard.
    @inlinable public var keyboardDismissMode: KeyboardDismissMode { core.keyboardDismissMode }

    /// Sets the scroll view's `keyboardDismissMode` (a handler does it in `init`).
    @inlinable
    public mutating func setKeyboardDismissMode(_ mode: KeyboardDismissMode) { core.keyboardDismissMode = mode }

    /// Sets how far above the keyboard an interactive dismissal starts (UIKit's
    /// `keyboardDismissPadding`, 0 unless a handler sets it): a finger at `y` holds the
    /// keyboard's top at `clamp(y + padding, restingTop, H)`.
    @inlinable
    public mutating func setKeyboardDismissPadding(_ padding: Double) { core.keyboardDismissPadding = padding }

    /// The keyboard's overlap with the root view, for a keyboard whose top is `keyboardTop`
    /// in screen points: `min(B - T, max(0, B - keyboardTop))` (the frame converted into
    /// the view, as handlers read it).
    @inlinable
    public func keyboardOverlap(keyboardTop: Double) -> Double { core.view.keyboardOverlap(keyboardTop: keyboardTop) }

    /// The keyboard's model overlap with the root view.
    @inlinable
    public var keyboardOverlap: Double { keyboardOverlap(keyboardTop: core.keyboard.top.model) }

    /// `setContentOffset(_:animated: true)`: the scroll view's own 0.3 s ease-in-out
    /// scroll, driven frame by frame (its model offset moves at each tick). While the
    /// finger is down it does nothing: the finger holds the scroll view.
    @inlinable
    public mutating func setContentOffsetAnimated(_ value: Double) { core.setContentOffsetAnimated(value) }

    /// Sets a view property: animated in the current context, at once outside one
    /// (records in flight keep decaying either way).
    @inlinable
    public mutating func set(_ property: inout AnimatedValue, to value: Double) {
        property.set(value, in: core.animation, at: core.now)
    }

    /// A view property's drawn value now (`AnimatedValue.presentation(at: now)`, bit for
    /// bit), with each animation's progress computed once per time for every property it
    /// moves, the keyboard and the offset included.
    @inlinable
    public mutating func presentation(of property: inout AnimatedValue) -> Double {
        property.presentation(at: core.now, sharing: &core.animations)
    }

    /// Sets a view property at once, even inside an animation context.
    @inlinable
    public mutating func setWithoutAnimation(_ property: inout AnimatedValue, to value: Double) {
        property.set(value, animation: nil, at: core.now)
    }

    /// Runs `body` with `spec` as the current animation (`UIView.animate`; `nil` runs it
    /// unanimated).
    @inlinable
    public mutating func withAnimation(_ spec: AnimationSpec?, _ body: (inout World) -> Void) {
        let outer = beginAnimation(spec)
        body(&self)
        endAnimation(restoring: outer)
    }

    /// Runs `body` in a nested animation block that does not override what it inherits
    /// (`UIView.animate` without `.overrideInheritedCurve` / `.overrideInheritedDuration`,
    /// `uikit-model`'s rule for nested blocks): inside an animation context (the keyboard's,
    /// while a will-notification is handled) the block's changes run in that context, the
    /// same animation, whatever curve or duration `spec` asks for; outside one it runs as
    /// `withAnimation(spec)`. A block that overrides both is `withAnimation`.
    @inlinable
    public mutating func withInheritedAnimation(_ spec: AnimationSpec?, _ body: (inout World) -> Void) {
        guard core.animation == nil else {
            body(&self)
            return
        }
        withAnimation(spec, body)
    }

    /// Makes `spec` the current animation until `endAnimation(restoring:)`, which takes
    /// the value this returns (for hosts that cannot pass a closure).
    @inlinable
    public mutating func beginAnimation(_ spec: AnimationSpec?) -> AnimationSpec? {
        defer { core.setAnimation(spec) }
        return animation
    }

    /// Ends the animation `beginAnimation` began, restoring the one around it.
    @inlinable
    public mutating func endAnimation(restoring outer: AnimationSpec?) { core.setAnimation(outer) }

    /// Queues `work` for when `animation` ends (an animation's completion), or as
    /// main-queue work now when there is no animation (a duration of 0 is not animated).
    @inlinable
    public mutating func schedule(_ work: Work, after animation: AnimationSpec?) {
        queue.schedule(.handler(work), at: core.now + (animation?.length ?? 0))
    }

    /// `DispatchQueue.main.async`: due now, after the work being handled.
    @inlinable
    public mutating func async(_ work: Work) { queue.schedule(.handler(work), at: core.now) }

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + delay)`: due `delay` from now,
    /// after the work already queued for that time.
    @inlinable
    public mutating func async(after delay: Nanoseconds, _ work: Work) { queue.schedule(.handler(work), at: core.now + delay) }

    /// `view.endEditing(true)`, recorded as an effect of the next frame.
    @inlinable
    public mutating func endEditing() { core.effects.append(.endEditing) }

    // MARK: Driving (for hosts)

    /// Moves the clock to `time` (never backwards in a replay).
    @inlinable
    public mutating func setTime(_ time: Nanoseconds) { core.now = time }

    /// Runs the world's own work due by `time` (strictly before it unless `inclusive`)
    /// until the next handler work, which it returns with the clock at its due time.
    ///
    /// Most frames have no work due: that answer is given here, inlined into the caller's
    /// loop, and only due work goes through the call that runs it (the call alone was
    /// about 40 instructions, twice a frame).
    @inlinable @inline(__always)
    public mutating func nextHandlerWork(through time: Nanoseconds, inclusive: Bool) -> Work? {
        guard hasWorkDue(through: time, inclusive: inclusive) else { return nil }
        return runDueWork(through: time, inclusive: inclusive)
    }

    /// Whether any work, the world's or the handler's, is due by `time` (strictly before
    /// it unless `inclusive`): what `nextHandlerWork` has to run, asked without a call.
    @inlinable @inline(__always)
    public func hasWorkDue(through time: Nanoseconds, inclusive: Bool) -> Bool {
        queue.hasDue(time, inclusive: inclusive)
    }

    /// `nextHandlerWork(through:inclusive:)` once some work is due.
    @inlinable
    mutating func runDueWork(through time: Nanoseconds, inclusive: Bool) -> Work? {
        while let (due, item) = queue.popDue(time, inclusive: inclusive) {
            core.now = due
            switch item {
            case .keyboardReturn: core.returnKeyboardAfterDrag()
            case .handler(let work): return work
            }
        }
        return nil
    }

    /// Applies one of the world's inputs (what the system or the finger did) and says what
    /// happened, for the host to tell the handler.
    ///
    /// After `.dragEnded` the host tells the handler, then calls `dragEndHandled()`.
    @inlinable
    public mutating func apply(_ input: WorldInput) -> WorldOutcome {
        switch input {
        case .keyboard(let notification):
            return .keyboardNotified(notification, animation: keyboardNotified(notification))
        case .contentSize(let reported):
            let old = core.scrollView.contentHeight
            core.contentBody = reported
            let height = reported + core.contentFooter
            guard height != old else { return .none }
            return .contentSizeChanged(from: old, offsetMoved: setContentHeight(height))
        case .dragBegin(let y):
            return beginDrag(fingerY: y) ? .dragBegan : .none
        case .dragMove(let y):
            guard !core.ignoringTouch else { return .none }
            return .dragMoved(offsetMoved: moveDrag(fingerY: y))
        case .dragEnd(let y, let velocity):
            guard !core.ignoringTouch else {
                core.ignoringTouch = false
                return .none
            }
            guard let release = endDrag(fingerY: y, fingerVelocity: velocity) else { return .none }
            return .dragEnded(offsetMoved: release.moved, velocity: release.velocity)
        case .tap(let y):
            return .tapped(y: y)
        case .geometry(let geometry, let duration, let curve):
            return .geometryChanged(animation: core.setGeometry(geometry, animation: AnimationSpec(curve: curve, duration: duration)))
        }
    }

    /// The host has told the handler of a `.dragEnded`: queues the keyboard's return after
    /// an interactive dismissal's lift, decided after every event at this time.
    @inlinable
    public mutating func dragEndHandled() { scheduleKeyboardReturn() }

    /// A keyboard notification: a will-notification moves the keyboard to its end frame.
    ///
    /// - Returns: the keyboard's animation context for handling it: every animatable
    ///   change made while handling a will-notification with a duration runs with its
    ///   curve and duration (`nil` for did-notifications and instant ones).
    @inlinable
    public mutating func keyboardNotified(_ notification: KeyboardNotification) -> AnimationSpec? {
        core.keyboardNotified(notification)
    }

    /// The footer below the content (a list's footer view): its height now.
    @inlinable public var contentFooterHeight: Double { core.contentFooter }

    /// Lays out the footer below the content with `height`: the content height becomes the
    /// content's own plus the footer's, a content-size change with the world's clamp (in the
    /// current animation context).
    ///
    /// - Returns: whether the model offset moved.
    @inlinable
    public mutating func setContentFooterHeight(_ height: Double) -> Bool {
        core.contentFooter = height
        return setContentHeight(core.contentBody + height)
    }

    /// The content height changed (a layout pass); clamps the offset into the new range.
    ///
    /// - Returns: whether the model offset moved.
    @inlinable
    public mutating func setContentHeight(_ height: Double) -> Bool { core.setContentHeight(height) }

    /// A finger touches down on the scroll view: its motions stop and the drag anchors;
    /// a docked keyboard follows the finger (with `keyboardDismissMode` `.interactive`).
    /// A scroll view whose model frame height is 0 takes no touch: the touch, its moves and
    /// its end are ignored.
    ///
    /// - Returns: whether the touch landed on the scroll view.
    @inlinable @discardableResult
    public mutating func beginDrag(fingerY: Double) -> Bool { core.beginDrag(fingerY: fingerY) }

    /// The finger moves.
    ///
    /// - Returns: whether the model offset moved.
    @inlinable
    public mutating func moveDrag(fingerY: Double) -> Bool { core.moveDrag(fingerY: fingerY) }

    /// The finger lifts: the scroll view releases (decelerating or bouncing when it has a
    /// velocity or stands outside its range).
    ///
    /// - Returns: whether the model offset moved, and the release velocity (scroll pt/s,
    ///   the negative of the finger's); `nil` when no drag was in progress.
    @inlinable
    public mutating func endDrag(fingerY: Double, fingerVelocity: Double?) -> (moved: Bool, velocity: Double)? {
        core.endDrag(fingerY: fingerY, fingerVelocity: fingerVelocity)
    }

    /// Queues the keyboard's return after a lift, decided after every event at this time.
    @inlinable
    public mutating func scheduleKeyboardReturn() {
        guard core.keyboardReturnPending() else { return }
        queue.schedule(.keyboardReturn, at: core.now)
    }

    /// The scroll view's own tick at a frame time: advances its animated scroll,
    /// deceleration or bounce.
    ///
    /// - Returns: whether the model offset moved, and whether a deceleration or bounce
    ///   ended (`scrollViewDidEndDecelerating`).
    @inlinable
    public mutating func tick() -> (moved: Bool, stoppedDecelerating: Bool) { core.tick() }

    /// The keyboard's top as drawn now.
    @inlinable
    public mutating func drawnKeyboardTop() -> Double { core.drawnKeyboardTop() }

    /// The keyboard's frame as drawn now: its x, top, width and height (screen points).
    @inlinable
    public mutating func drawnKeyboardFrame() -> Rect { core.drawnKeyboardFrame() }

    /// The keyboard's mode: the class of the end frame that moved it last (docked, a
    /// hardware keyboard's bar, hidden or floating; `KeyboardFrameKind`).
    @inlinable public var keyboardMode: KeyboardFrameKind { core.keyboard.frameKind }

    /// The content offset as drawn now.
    @inlinable
    public mutating func drawnContentOffset() -> Double { core.drawnContentOffset() }

    /// The effects since the last call, which it clears.
    @inlinable
    public mutating func takeEffects() -> EffectList { core.takeEffects() }

    /// When the world next has work (queued work, or a scroll view motion that moves at
    /// every frame), if any.
    @inlinable
    public var nextDeadline: Nanoseconds? {
        if core.isMovingByItself { return core.now }
        return queue.nextDue
    }
}
