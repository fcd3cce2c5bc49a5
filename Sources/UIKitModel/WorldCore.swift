/// The world's state and rules, without the handler's queued work: what `World` forwards to.
///
/// Not generic, so it is compiled once, fully optimised; `World<Work>` adds the one queue
/// that holds the handler's work and makes every operation a thin inlinable call here.
@usableFromInline
struct WorldCore {
    /// The screen and its safe areas (a geometry input may change them).
    @usableFromInline var screen: Screen
    /// The handler's root view, in screen coordinates.
    @usableFromInline var view: ViewFrame
    @usableFromInline var now: Nanoseconds = 0
    /// The animation context now (see `World.animation`).
    @usableFromInline var animation: RunningAnimation?
    /// The animations begun that may still run, whose progress frames share.
    @usableFromInline var animations = AnimationsInFlight()
    @usableFromInline var keyboard: SystemKeyboard
    @usableFromInline var scrollView: ScrollView
    @usableFromInline var indicatorInset: Double = 0
    /// The scroll view's `keyboardDismissMode` (set by the handler).
    @usableFromInline var keyboardDismissMode = KeyboardDismissMode.interactive
    /// How far above the keyboard an interactive dismissal starts (UIKit's
    /// `keyboardDismissPadding`, iOS 17; set by the handler, 0 by default): the keyboard's
    /// top under the finger is `clamp(fingerY + padding, restingTop, H)`.
    @usableFromInline var keyboardDismissPadding = 0.0
    /// The scroll view's frame height as an additive animated property: its model is
    /// `scrollView.viewportHeight`, its presentation what is drawn.
    @usableFromInline var viewportFrame: AnimatedValue
    /// The height of a footer the app lays out below the content (a list's footer view):
    /// the scroll view's content height is the reported content's plus this.
    @usableFromInline var contentFooter: Double = 0
    /// The content's own height, as last reported (without the footer).
    @usableFromInline var contentBody: Double
    /// A touch began on a scroll view with no height: it and its moves and end are ignored.
    @usableFromInline var ignoringTouch = false
    @usableFromInline var effects = EffectList()

    @usableFromInline
    init(screen: Screen, view: ViewFrame, viewportHeight: Double, topInset: Double, contentHeight: Double) {
        self.screen = screen
        self.view = view
        keyboard = SystemKeyboard(screen: screen)
        viewportFrame = AnimatedValue(viewportHeight)
        contentBody = contentHeight
        scrollView = ScrollView(
            offset: 0, contentHeight: contentHeight, viewportHeight: viewportHeight, topInset: topInset, inset: 0)
    }

    /// Makes `spec` the animation context, as an animation begun now.
    @usableFromInline
    mutating func setAnimation(_ spec: AnimationSpec?) {
        animation = spec.map { animations.run($0, at: now) }
    }

    @usableFromInline
    mutating func setBottomInset(_ value: Double) -> Bool {
        scrollView.setInset(value, animation: animation, at: now)
    }

    @usableFromInline
    mutating func setContentOffset(_ value: Double) -> Bool {
        scrollView.setContentOffset(value, animation: animation, at: now)
    }

    @usableFromInline
    mutating func setContentOffsetAnimated(_ value: Double) {
        scrollView.startAnimatedScroll(to: value, at: now)
    }

    @usableFromInline
    mutating func keyboardNotified(_ notification: KeyboardNotification) -> AnimationSpec? {
        guard notification.kind.isWill else {
            _ = keyboard.settle(at: notification.end, at: now)
            return nil
        }
        let running = notification.animation.map { animations.run($0, at: now) }
        keyboard.move(to: notification.end, kind: notification.kind, animation: running, at: now)
        return running?.spec
    }

    /// A new geometry: the screen, its safe areas and the root view (`docs/model.md`, "A
    /// screen that changes"), then, inside the change's animation context
    /// (`animation`): the keyboard moves with the screen's bottom edge
    /// (`SystemKeyboard.screenChanged`), and the scroll view's frame height changes by the
    /// change of the view's height (a frame change that moves nothing by itself: no clamp,
    /// no re-anchor; never below 0).
    ///
    /// - Returns: the animation context for the handler's layout pass (`nil` at once).
    @usableFromInline
    mutating func setGeometry(_ geometry: Geometry, animation spec: AnimationSpec?) -> AnimationSpec? {
        let viewHeightChange = geometry.view.height - view.height
        screen = geometry.screen
        view = geometry.view
        let running = spec.map { animations.run($0, at: now) }
        keyboard.screenChanged(to: geometry.screen, animation: running, at: now)
        if viewHeightChange != 0 {
            let height = max(0, scrollView.viewportHeight + viewHeightChange)
            scrollView.setViewportHeight(height)
            viewportFrame.set(height, in: running, at: now)
        }
        return running?.spec
    }

    @usableFromInline
    mutating func setViewportHeight(_ height: Double) {
        scrollView.setViewportHeight(height)
        viewportFrame.set(height, in: animation, at: now)
    }

    @usableFromInline
    mutating func drawnViewportHeight() -> Double { viewportFrame.presentation(at: now, sharing: &animations) }

    @usableFromInline
    mutating func setContentHeight(_ height: Double) -> Bool {
        scrollView.setContentHeight(height, animation: animation, at: now)
    }

    /// A touch down: anchors a drag, unless the scroll view has no height (no touch lands
    /// on it: UIKit's hit test), in which case the touch is ignored until it lifts.
    ///
    /// - Returns: whether the touch landed on the scroll view.
    @usableFromInline
    mutating func beginDrag(fingerY: Double) -> Bool {
        ignoringTouch = scrollView.viewportHeight <= 0
        guard !ignoringTouch else { return false }
        scrollView.beginDrag(fingerY: fingerY, at: now)
        followFinger(fingerY)
        return true
    }

    @usableFromInline
    mutating func moveDrag(fingerY: Double) -> Bool {
        let moved = scrollView.moveDrag(fingerY: fingerY, at: now)
        followFinger(fingerY)
        return moved
    }

    @usableFromInline
    mutating func endDrag(fingerY: Double, fingerVelocity: Double?) -> (moved: Bool, velocity: Double)? {
        guard scrollView.isDragging else { return nil }
        let release = scrollView.endDrag(fingerY: fingerY, fingerVelocity: fingerVelocity, at: now)
        followFinger(fingerY)
        return (release.changed, release.velocity)
    }

    /// Interactive dismissal: a docked keyboard follows the finger, only with
    /// `keyboardDismissMode` `.interactive`.
    @usableFromInline
    mutating func followFinger(_ fingerY: Double) {
        guard keyboardDismissMode == .interactive else { return }
        keyboard.follow(fingerY: fingerY + keyboardDismissPadding, at: now)
    }

    /// Marks the keyboard's return as pending; whether there is one to queue.
    @usableFromInline
    mutating func keyboardReturnPending() -> Bool {
        guard keyboardDismissMode == .interactive, keyboard.isDocked else { return false }
        keyboard.returnPending = true
        return true
    }

    @usableFromInline
    mutating func returnKeyboardAfterDrag() {
        keyboard.returnAfterDrag(at: now, fingerDown: scrollView.isDragging, animations: &animations)
    }

    @usableFromInline
    mutating func tick() -> (moved: Bool, stoppedDecelerating: Bool) {
        let wasDecelerating = scrollView.isDecelerating
        let moved = scrollView.tick(at: now)
        return (moved, wasDecelerating && scrollView.motion == .idle)
    }

    @usableFromInline
    mutating func drawnKeyboardTop() -> Double { keyboard.top.presentation(at: now, sharing: &animations) }

    @usableFromInline
    mutating func drawnKeyboardFrame() -> Rect {
        Rect(
            x: keyboard.x.presentation(at: now, sharing: &animations), y: drawnKeyboardTop(),
            width: keyboard.width.presentation(at: now, sharing: &animations),
            height: keyboard.height.presentation(at: now, sharing: &animations))
    }

    @usableFromInline
    mutating func drawnContentOffset() -> Double { scrollView.offset.presentation(at: now, sharing: &animations) }

    @usableFromInline
    mutating func takeEffects() -> EffectList {
        defer { effects.removeAll() }
        return effects
    }

    /// Whether a scroll view motion moves at every frame.
    @usableFromInline
    var isMovingByItself: Bool { scrollView.motion != .idle && !scrollView.isDragging }
}
