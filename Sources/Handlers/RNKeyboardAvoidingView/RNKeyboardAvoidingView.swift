import UIKitModel

/// React Native 0.86.2's `KeyboardAvoidingView` on iOS, New Architecture
/// (`docs/handlers/rn-keyboard-avoiding-view.md`): a KAV (`flex: 1`) filling the view holds
/// a FlatList (not inverted, `flex: 1`) above a composer `B` high at its bottom.
///
/// Literal to `KeyboardAvoidingView.js`, `ScrollView.js` and Fabric's `renderer/animations/`:
/// - Geometry: the KAV is `Hk = Bv - T` high, its `onLayout` frame relative to the view
///   (`_frame = {y: 0, height: Hk}`), measured at mount. The list is `V0 = Hk - B` high
///   unless the trace gives `scrollView.height`; the composer rests on the view's bottom.
/// - Observes willShow (`_keyboardEvent = event`) and willHide (`null`) only, each followed
///   by `_updateBottomIfNecessary`, handled by JS at the notification's time. A resize
///   sent only as willChangeFrame is ignored (facebook/react-native#48131).
/// - `_relativeKeyboardHeight`: `keyboardY = screenY - keyboardVerticalOffset` against the
///   frame's `y + height` in the parent's coordinates (a screen y against a view's: a view
///   below `T > 0` under-lifts by `T - offset`, #29358, #18417); a willShow's zero rect
///   gives `Hk + offset` unless the cross-fade preference answers true (then 0).
/// - A `setState` mounts in a commit at the `lagFrames`-th display frame strictly after
///   it (0: at its time, as main-queue work); a commit renders the last `setState` value
///   and bails out when that equals `state.bottom` (a pending config stays).
/// - Layout for `b = state.bottom`: "padding" and "height": the list `max(0, V0 - b)`,
///   `composerY = -min(b, Hk - B)`; "position": the inner view `viewY = -b`, the composer
///   with it (`+ max(0, B - Hk)`), the list unchanged. In "height" the KAV's own height
///   `max(0, Hk - b)` reaches its `onLayout` at the commit and, changed, runs
///   `_updateBottomIfNecessary` again (#30532: `bottom` grows by the offset once more).
/// - Fabric's LayoutAnimation (`LayoutAnimation`): the next mount with mutations takes
///   the pending config; "keyboard" easing is linear; no config on hide: a jump.
///
/// Model choices where the sources leave a question:
/// - A view counts as mutated by a commit when its value changes (the list's height, the
///   composer's or inner view's `y`, in "height" the KAV's own height), or when the
///   commit is one that mutates it whatever its value (a ScrollView state or `contentSize`
///   commit: the list; `composerLayout`: the composer).
/// - A commit due at a display frame mounts in that frame's `willDraw`, after the scroll
///   view's tick (the world calls no handler before it); the Fabric views then tick at
///   the frame's time, so what is drawn is the same.
/// - `prefersCrossFadeTransitions()`'s native round trip is taken to answer at once (no
///   delay is modelled).
/// - `_becameResponderWhileAnimating` reads the list's motion as the last frame drew it.
/// - A tap with a `y` off the list's drawn rectangle is not a touch on the list.
/// - A willShow with no end frame is read as no event (the format gives every willShow one).
/// - 0.86.2 as this model reads it, where a `KeyboardAvoidingView.js` of another commit
///   (facebook/react-native 026e3b80) differs: that one rounds the height up (`Math.ceil`)
///   and subtracts the offset only from a frame with a height; here the height is
///   unrounded and the offset always subtracted (a zero rect with offset 20: 872, then 892).
public struct RNKeyboardAvoidingView: Handler {
    /// Main-queue work: a commit due now (`lagFrames` 0).
    public enum Work: Equatable, Sendable {
        case commit
    }

    /// The keyboard event JS keeps (`_keyboardEvent`): what `_updateBottomIfNecessary` reads.
    struct KeyboardEvent: Equatable, Sendable {
        /// `endCoordinates.screenY`: the end frame's y in the screen.
        let screenY: Double
        /// The LayoutAnimation config the event's duration and easing give, if any.
        let config: LayoutAnimation.Config?
    }

    /// A commit waiting for its display frame.
    struct PendingCommit: Equatable, Sendable {
        /// When the work that made it ran.
        let time: Nanoseconds
        /// Display frames strictly after `time` still to come before it mounts (0: due).
        var framesLeft: Int
        /// A ScrollView state commit (it mutates the list) rather than the KAV's `setState`.
        let scrollState: Bool
    }

    /// A touch on the list being followed for `ScrollView.js`'s `endEditing`.
    struct Touch: Equatable, Sendable {
        /// `_keyboardMetrics` was set, with a height, at the touch's begin.
        let keyboardUpAtBegin: Bool
        /// The list was idle at the begin (`!_becameResponderWhileAnimating`).
        let listIdleAtBegin: Bool
        /// The offset changed during the touch (`_observedScrollSinceBecomingResponder`).
        var observedScroll = false
        /// `endEditing` already recorded for this touch (on-drag's begin).
        var endedEditing = false
    }

    // Config.
    let behavior: Behavior
    let keyboardVerticalOffset: Double
    let enabled: Bool
    let lagFrames: Int
    let dismissMode: DismissMode
    let prefersCrossFadeTransitions: Bool
    /// `Hk`: the KAV's height at mount, `_initialFrameHeight`.
    let kavHeight: Double

    /// The composer's height `B`.
    public private(set) var composerHeight: Double
    /// The list's height with no keyboard, `V0`.
    private var baseListHeight: Double

    // JavaScript's side.
    private var keyboardEvent: KeyboardEvent?
    /// `this._bottom`.
    private var jsBottom: Double = 0
    /// `_frame.height` (its `y` is 0: the KAV is at the top of its parent).
    private var frameHeight: Double
    /// The value of the last `setState`.
    private var lastSetState: Double = 0
    /// `state.bottom`, as committed.
    public private(set) var stateBottom: Double = 0
    /// The KAV's own height as last laid out ("height" changes it).
    private var laidOutHeight: Double

    // Fabric's side.
    private var pendingConfig: LayoutAnimation.Config?
    private var pendingCommits: [PendingCommit] = []
    private var list: LayoutAnimation.View
    private var composer = LayoutAnimation.View(0)
    private var innerView = LayoutAnimation.View(0)

    // ScrollView.js.
    /// `_keyboardMetrics`: the last willShow/didShow end frame, nil after willHide/didHide.
    private var keyboardMetrics: Rect?
    private var touch: Touch?
    private var listMovingAtLastFrame = false

    public init(scenario: Scenario, world: inout World<Work>) {
        let config = scenario.config
        behavior = config[Settings.behavior]
        keyboardVerticalOffset = config[Settings.keyboardVerticalOffset]
        enabled = config[Settings.enabled]
        lagFrames = Self.lagFrames(config)
        dismissMode = config[Settings.keyboardDismissMode]
        prefersCrossFadeTransitions = config[Settings.prefersCrossFadeTransitions]
        let view = world.view
        kavHeight = view.height
        frameHeight = view.height
        laidOutHeight = view.height
        composerHeight = scenario.composerHeight
        baseListHeight = scenario.viewportHeight != view.height ? scenario.viewportHeight : view.height - composerHeight
        list = LayoutAnimation.View(max(0, baseListHeight))
        world.setKeyboardDismissMode(dismissMode == .interactive ? .interactive : .none)
        world.setViewportHeight(list.applied)
        let scrollView = world.scrollView
        _ = world.setContentOffset(
            scenario.startOffset(bottom: max(0, scrollView.contentHeight - scrollView.viewportHeight)))
    }

    // MARK: Layout

    /// The layout's values for `state.bottom` `b`.
    struct Layout: Equatable {
        var listHeight: Double
        var composerY: Double
        var innerY: Double
        var kavHeight: Double
    }

    func layout(bottom b: Double) -> Layout {
        switch behavior {
        case .padding, .height:
            Layout(
                listHeight: max(0, baseListHeight - b), composerY: -min(b, kavHeight - composerHeight), innerY: 0,
                kavHeight: behavior == .height && b > 0 ? max(0, kavHeight - b) : kavHeight)
        case .position:
            Layout(listHeight: max(0, baseListHeight), composerY: 0, innerY: -b, kavHeight: kavHeight)
        }
    }

    /// `_relativeKeyboardHeight(keyboardFrame)`, as written.
    func relativeKeyboardHeight(screenY: Double) -> Double {
        if screenY == 0 && prefersCrossFadeTransitions { return 0 }
        let keyboardY = screenY - keyboardVerticalOffset
        // frame.y is 0: the KAV's frame relative to its parent, the view.
        if behavior == .height { return max(stateBottom + frameHeight - keyboardY, 0) }
        return max(frameHeight - keyboardY, 0)
    }

    // MARK: JavaScript

    /// `_updateBottomIfNecessary`.
    private mutating func updateBottomIfNecessary(_ world: inout World<Work>) {
        guard let event = keyboardEvent else {
            setBottom(0, &world)
            return
        }
        let height = relativeKeyboardHeight(screenY: event.screenY)
        guard height != jsBottom else { return }
        setBottom(height, &world)
        if enabled, let config = event.config { pendingConfig = config }
    }

    /// `_setBottom(v)`: `_bottom = v`; if enabled, `setState({bottom: v})`.
    private mutating func setBottom(_ value: Double, _ world: inout World<Work>) {
        jsBottom = value
        guard enabled else { return }
        lastSetState = value
        queueCommit(scrollState: false, &world)
    }

    /// A commit mounted at the `lagFrames`-th display frame strictly after now (0: now,
    /// as main-queue work).
    private mutating func queueCommit(scrollState: Bool, _ world: inout World<Work>) {
        pendingCommits.append(PendingCommit(time: world.now, framesLeft: lagFrames, scrollState: scrollState))
        if lagFrames == 0 { world.async(.commit) }
    }

    public mutating func keyboard(_ notification: KeyboardNotification, world: inout World<Work>) {
        switch notification.kind {
        case .willShow:
            keyboardMetrics = notification.end
            keyboardEvent = notification.end.map {
                KeyboardEvent(
                    screenY: $0.y,
                    config: LayoutAnimation.Config(notificationDuration: notification.duration, curve: notification.curve))
            }
            updateBottomIfNecessary(&world)
        case .willHide:
            keyboardMetrics = nil
            keyboardEvent = nil
            updateBottomIfNecessary(&world)
        case .didShow:
            keyboardMetrics = notification.end
        case .didHide:
            keyboardMetrics = nil
        case .willChangeFrame, .didChangeFrame:
            break
        }
    }

    // MARK: Mounting

    /// Mounts the commits that are due (`framesLeft` 0) together.
    private mutating func mountDueCommits(_ world: inout World<Work>) {
        guard pendingCommits.contains(where: { $0.framesLeft == 0 }) else { return }
        let scrollState = pendingCommits.contains { $0.framesLeft == 0 && $0.scrollState }
        let kav = pendingCommits.contains { $0.framesLeft == 0 && !$0.scrollState }
        pendingCommits.removeAll { $0.framesLeft == 0 }
        // React renders the last setState; the same value as state.bottom bails out.
        if kav && lastSetState != stateBottom { stateBottom = lastSetState }
        mount(listMutated: scrollState, composerMutated: false, &world)
    }

    /// A mount at now: the views whose layout value changed, and those `listMutated` and
    /// `composerMutated` name, take the pending config (or jump without one); every view
    /// then ticks. Nothing mutated: nothing mounts and the config stays pending. In
    /// "height", a changed KAV height reaches its `onLayout`.
    private mutating func mount(listMutated: Bool, composerMutated: Bool, _ world: inout World<Work>) {
        let target = layout(bottom: stateBottom)
        let listChanged = listMutated || target.listHeight != list.target
        let composerChanged = composerMutated || target.composerY != composer.target
        let innerChanged = target.innerY != innerView.target
        let heightChanged = target.kavHeight != laidOutHeight
        guard listChanged || composerChanged || innerChanged || heightChanged else { return }
        let config = pendingConfig
        pendingConfig = nil
        let now = world.now
        if listChanged { list.mount(target.listHeight, config: config, at: now) }
        if composerChanged { composer.mount(target.composerY, config: config, at: now) }
        if innerChanged { innerView.mount(target.innerY, config: config, at: now) }
        laidOutHeight = target.kavHeight
        tickViews(&world)
        // onLayout, delivered at the commit: `_frame` takes the new height and, changed,
        // `_updateBottomIfNecessary` runs again.
        if heightChanged && frameHeight != target.kavHeight {
            frameHeight = target.kavHeight
            updateBottomIfNecessary(&world)
        }
    }

    /// The views advance to now; the world's list height is the drawn one (it moves
    /// nothing by itself: no clamp).
    private mutating func tickViews(_ world: inout World<Work>) {
        let now = world.now
        list.tick(at: now)
        composer.tick(at: now)
        innerView.tick(at: now)
        let height = list.applied
        if height != world.scrollView.viewportHeight {
            world.withAnimation(nil) { $0.setViewportHeight(height) }
        }
    }

    public mutating func perform(_ work: Work, world: inout World<Work>) {
        switch work {
        case .commit: mountDueCommits(&world)
        }
    }

    /// A display frame: the commits waiting for it count it, those due mount, and the
    /// animations advance.
    public mutating func willDraw(world: inout World<Work>) {
        let now = world.now
        for index in pendingCommits.indices where pendingCommits[index].time < now && pendingCommits[index].framesLeft > 0 {
            pendingCommits[index].framesLeft -= 1
        }
        mountDueCommits(&world)
        tickViews(&world)
        listMovingAtLastFrame = world.scrollView.motion.phase != .idle
    }

    // MARK: App events

    /// `composerLayout`: a new `B` (> 0; `V0 = Hk - B` changes by the difference), a commit
    /// mounted now: the composer and the list.
    public mutating func handle(_ event: AppEvent, world: inout World<Work>) {
        guard event.type === EventType.composerLayout else { return }
        let height = event.values[0].number
        guard height > 0 else { return }
        baseListHeight -= height - composerHeight
        composerHeight = height
        mount(listMutated: false, composerMutated: true, &world)
    }

    /// A `contentSize` event: a commit mounted now that mutates the list.
    public mutating func contentSizeChanged(from old: Double, world: inout World<Work>) {
        mount(listMutated: true, composerMutated: false, &world)
    }

    /// Each change of the list's offset commits a new ScrollView state, mounted as a
    /// `setState`'s commit is.
    public mutating func offsetChanged(world: inout World<Work>) {
        touch?.observedScroll = true
        queueCommit(scrollState: true, &world)
    }

    // MARK: Touches (ScrollView.js)

    /// Whether a touch lands on the list: it has a height (and, with a `y`, the `y` is on it).
    private mutating func touchesList(y: Double?, _ world: inout World<Work>) -> Bool {
        guard world.scrollView.viewportHeight > 0 else { return false }
        guard let y else { return true }
        let top = world.view.top + innerView.applied
        return y >= top && y <= top + list.applied
    }

    private func newTouch() -> Touch {
        Touch(keyboardUpAtBegin: (keyboardMetrics?.height ?? 0) != 0, listIdleAtBegin: !listMovingAtLastFrame)
    }

    /// The touch's end: `endEditing` once if `_handleResponderRelease` or `_handleTouchEnd` asks.
    private func endsEditing(_ touch: Touch) -> Bool {
        guard !touch.endedEditing, let metrics = keyboardMetrics else { return false }
        let release = touch.keyboardUpAtBegin && touch.listIdleAtBegin && !touch.observedScroll
        return release || metrics.height == 0
    }

    public mutating func dragBegan(world: inout World<Work>) {
        guard touchesList(y: nil, &world) else { return }
        var touch = newTouch()
        // UIKit's .onDrag: the drag's begin ends editing while the keyboard is up.
        if dismissMode == .onDrag && world.keyboard.top.model < world.screen.height {
            world.endEditing()
            touch.endedEditing = true
        }
        self.touch = touch
    }

    public mutating func dragEnded(velocity: Double, world: inout World<Work>) {
        guard let touch else { return }
        self.touch = nil
        if endsEditing(touch) { world.endEditing() }
    }

    public mutating func tapped(y: Double?, world: inout World<Work>) {
        guard touchesList(y: y, &world) else { return }
        if endsEditing(newTouch()) { world.endEditing() }
    }

    // MARK: Frames

    public mutating func draw(_ world: inout World<Work>, into values: inout FrameValues) {
        values[Field.kbTop.rawValue] = world.drawnKeyboardTop()
        values[Field.offset.rawValue] = world.drawnContentOffset()
        values[Field.viewportH.rawValue] = list.applied
        values[Field.contentH.rawValue] = world.scrollView.contentHeight
        values[Field.composerY.rawValue] =
            behavior == .position ? innerView.applied + max(0, composerHeight - kavHeight) : composer.applied
        values[Field.composerH.rawValue] = composerHeight
        values[Field.bottom.rawValue] = stateBottom
        values[Field.viewY.rawValue] = innerView.applied
        values.set(Field.scroll.rawValue, to: world.scrollView.motion.phase)
    }
}
