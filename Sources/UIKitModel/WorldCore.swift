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
    @usableFromInline var effects = EffectList()

    @usableFromInline
    init(screen: Screen, view: ViewFrame, viewportHeight: Double, topInset: Double, contentHeight: Double) {
        self.screen = screen
        self.view = view
        keyboard = SystemKeyboard(screenHeight: screen.height)
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
        guard notification.kind.isWill else { return nil }
        let running = notification.animation.map { animations.run($0, at: now) }
        keyboard.move(to: notification.end, animation: running, at: now)
        return running?.spec
    }

    /// A new geometry: the screen, its safe areas and the root view. A hidden keyboard
    /// stays hidden below the new screen (its top moves there at once); a shown one keeps
    /// its frame until the next notification. The scroll view keeps its viewport (the
    /// handler's layout sets it, `setViewportHeight`).
    @usableFromInline
    mutating func setGeometry(_ geometry: Geometry) {
        screen = geometry.screen
        view = geometry.view
        keyboard.screenChanged(height: geometry.screen.height, at: now)
    }

    @usableFromInline
    mutating func setViewportHeight(_ height: Double) { scrollView.setViewportHeight(height) }

    @usableFromInline
    mutating func setContentHeight(_ height: Double) -> Bool {
        scrollView.setContentHeight(height, animation: animation, at: now)
    }

    @usableFromInline
    mutating func beginDrag(fingerY: Double) {
        scrollView.beginDrag(fingerY: fingerY, at: now)
        keyboard.follow(fingerY: fingerY, at: now)
    }

    @usableFromInline
    mutating func moveDrag(fingerY: Double) -> Bool {
        let moved = scrollView.moveDrag(fingerY: fingerY, at: now)
        keyboard.follow(fingerY: fingerY, at: now)
        return moved
    }

    @usableFromInline
    mutating func endDrag(fingerY: Double, fingerVelocity: Double?) -> (moved: Bool, velocity: Double)? {
        guard scrollView.isDragging else { return nil }
        let release = scrollView.endDrag(fingerY: fingerY, fingerVelocity: fingerVelocity, at: now)
        keyboard.follow(fingerY: fingerY, at: now)
        return (release.changed, release.velocity)
    }

    /// Marks the keyboard's return as pending; whether there is one to queue.
    @usableFromInline
    mutating func keyboardReturnPending() -> Bool {
        guard keyboard.isDocked else { return false }
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
