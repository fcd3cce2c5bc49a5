import UIKitModel

/// react-native-keyboard-controller 1.22.4's `KeyboardChatScrollView` (commit af130ca4, iOS,
/// not inverted): a chat list whose bottom inset is the keyboard's height and whose offset
/// is set once per keyboard move, in `onStart`, so that UIKit animates it with the keyboard
/// (`docs/handlers/rnkc-chat-scroll-view.md`). Literal to
/// `src/components/KeyboardChatScrollView/index.tsx`, `useChatKeyboard/index.ios.ts`,
/// `helpers.ts` and `ScrollViewWithBottomPadding/index.tsx`, over the library's native
/// observer (`KeyboardControllerLink`, `Sources/Handlers/KeyboardController/`): `onStart` at a willShow / willHide, inside the
/// will; `onEnd` from its did-task; `onMove` does nothing on iOS.
///
/// - `onStart(e)`: the effective height (`getEffectiveHeight`, the `offset` prop taken off
///   proportionally), then the first match of: an interactive dismissal (the padding only),
///   a shrink under `persistent` (or `never` at the end: the offset kept in range), else
///   the shift by the old padding's relative position, per `keyboardLiftBehavior`.
/// - The animated props (`ScrollViewWithBottomPadding`) run after each handler: bottom inset
///   `min(V, max(blankSpace, padding + extraContentPadding))`, indicator `padding +
///   extraContentPadding`, `contentOffset` only when it differs from the last emitted one
///   (0 at first: the first evaluation is swallowed). Inside the will the inset jumps and the
///   offset animates with the keyboard; from `onEnd` both are at once.
///
/// Model choices: the observer's did-task delay, its copy of the keyboard's animation and
/// its center KVO are `KeyboardControllerLink`'s; `scroll`, `layout.height` and
/// `size.height` are read from the world's model values at each callback (React Native
/// sends every scroll event at `scrollEventThrottle` 16).
public struct RNKCChatScrollView: Handler {
    /// Its queued work: the observer's did-task.
    public enum Work: Equatable, Sendable {
        case didTask(generation: Int)
    }

    let behavior: LiftBehavior
    /// The `offset` prop.
    let liftOffset: Double
    let blankSpace: Double
    let extraContentPadding: Double

    /// The native observer with its view of the world.
    public private(set) var link: KeyboardControllerLink
    /// The native observer.
    public var observer: KeyboardMovementObserver { link.observer }
    /// `padding`: the keyboard's padding shared value.
    public private(set) var padding: Double = 0
    /// `targetKeyboardHeight`: the last positive `onStart` height.
    public private(set) var targetKeyboardHeight: Double = 0
    /// `prevAbsorption`: what blank space absorbed at the last `onStart`.
    public private(set) var prevAbsorption: Double = 0
    /// `isInteractiveDismissal`: set by `onInteractive`, cleared by the next `onStart`.
    public private(set) var isInteractiveDismissal = false
    /// `contentOffsetY`, none until the first `onStart` sets it.
    public private(set) var contentOffsetY: Double?
    /// The `contentOffset` the animated props last emitted (`prevContentOffsetY`, 0 at first).
    private var emittedContentOffsetY: Double = 0
    /// Whether the last will-notification observed was a willShow (the composer focused).
    private var lastWillWasShow = false

    public init(scenario: Scenario, world: inout World<Work>) {
        let config = scenario.config
        behavior = config[Settings.keyboardLiftBehavior]
        liftOffset = config[Settings.offset]
        blankSpace = config[Settings.blankSpace]
        extraContentPadding = config[Settings.extraContentPadding]
        link = KeyboardControllerLink(world: world)
        world.setKeyboardDismissMode(config[Settings.keyboardDismissMode].keyboardDismissMode)
        applyProps(&world)
        let scrollView = world.scrollView
        _ = world.setContentOffset(
            scenario.startOffset(bottom: max(0, scrollView.contentHeight - scrollView.viewportHeight)))
    }

    // MARK: The hook's arithmetic

    /// `getEffectiveHeight(e)`: `e` without an `offset` or a target, else `offset` taken off
    /// in proportion (`interpolate(e, [0, target], [0, max(target - offset, 0)])`).
    func effectiveHeight(_ e: Double) -> Double {
        guard liftOffset != 0, targetKeyboardHeight != 0 else { return e }
        return Reanimated.interpolate(e, (0, targetKeyboardHeight), (0, max(targetKeyboardHeight - liftOffset, 0)))
    }

    /// `scroll + V >= C - 20` on the world's model values.
    static func isAtEnd(_ world: World<Work>) -> Bool {
        let scrollView = world.scrollView
        return scrollView.offset.model + scrollView.viewportHeight >= scrollView.contentHeight - 20
    }

    /// `onStart(e)`, as written (not inverted).
    mutating func onStart(_ e: Double, world: inout World<Work>) {
        if e > 0 { targetKeyboardHeight = e }
        let effective = effectiveHeight(e)
        let scroll = world.scrollView.offset.model
        let V = world.scrollView.viewportHeight
        let C = world.scrollView.contentHeight
        let atEnd = Self.isAtEnd(world)
        let visibleFraction = blankSpace <= 0 ? 0 : min(max((scroll + V - C) / blankSpace, 0), 1)
        let absorbed = max(0, visibleFraction * blankSpace - extraContentPadding)
        let scrollEffective = max(0, effective - absorbed)
        let actualTotal = max(blankSpace, effective + extraContentPadding)
        let maxOffset = max(C - V + actualTotal, 0)
        defer { prevAbsorption = absorbed }
        if isInteractiveDismissal {
            isInteractiveDismissal = false
            padding = effective
            return
        }
        let shrinking = effective < padding
        if (behavior == .persistent && shrinking) || (behavior == .never && shrinking && atEnd) {
            padding = effective
            contentOffsetY = max(0, min(scroll, maxOffset))
            return
        }
        let relative = scroll - max(0, padding - prevAbsorption)
        padding = effective
        let shifts = switch behavior {
        case .always, .persistent: true
        case .never: false
        case .whenAtEnd: atEnd
        }
        if !shifts || (scrollEffective == 0 && absorbed > 0 && effective > 0) {
            contentOffsetY = scroll
        } else {
            contentOffsetY = min(max(scrollEffective + relative, 0), maxOffset)
        }
    }

    /// `ScrollViewWithBottomPadding`'s animated props, in the current animation context: the
    /// insets (not animatable: they jump; a shrink's clamp animates in the context), then the
    /// offset when it differs from the last one emitted.
    mutating func applyProps(_ world: inout World<Work>) {
        let viewport = world.scrollView.viewportHeight
        _ = world.setBottomInset(min(viewport, max(blankSpace, padding + extraContentPadding)))
        world.setIndicatorInset(padding + extraContentPadding)
        guard let target = contentOffsetY, target != emittedContentOffsetY else { return }
        emittedContentOffsetY = target
        _ = world.setContentOffset(target)
    }

    // MARK: The world's callbacks

    public mutating func keyboard(_ notification: KeyboardNotification, world: inout World<Work>) {
        guard let will = link.keyboard(notification, world: world) else { return }
        lastWillWasShow = notification.kind == .willShow
        guard case .start(let e) = will.event else { return }
        // The worklet runs inside the will: its props take the keyboard's animation context.
        onStart(e, world: &world)
        applyProps(&world)
        world.schedule(.didTask(generation: will.generation), after: AnimationSpec(timing: .linear, duration: will.didTaskDelay))
    }

    public mutating func perform(_ work: Work, world: inout World<Work>) {
        switch work {
        case .didTask(let generation):
            guard case .end(let e)? = link.didTask(generation: generation) else { return }
            padding = effectiveHeight(e)
            applyProps(&world)
        }
    }

    /// `tap`: `endEditing` while the composer's input is focused (the last will was a
    /// willShow; keyboardShouldPersistTaps "never").
    public mutating func tapped(y: Double?, world: inout World<Work>) {
        if lastWillWasShow { world.endEditing() }
    }

    public mutating func handle(_ event: AppEvent, world: inout World<Work>) {}

    /// Its layout pass after a geometry change: not taken (the schema has no `geometry`).
    public mutating func geometryChanged(world: inout World<Work>) {}

    /// The display link's frame: the observer's per-frame update (its `onMove` does nothing
    /// on iOS), and the center KVO with the keyboard's model position.
    public mutating func willDraw(world: inout World<Work>) {
        for case .interactive in link.frame(world: &world) { isInteractiveDismissal = true }
    }

    public mutating func draw(_ world: inout World<Work>, into values: inout FrameValues) {
        values[Field.kbTop.rawValue] = world.drawnKeyboardTop()
        values[Field.offset.rawValue] = world.drawnContentOffset()
        values[Field.inset.rawValue] = world.scrollView.inset
        values[Field.indicator.rawValue] = world.indicatorInset
        values[Field.contentH.rawValue] = world.scrollView.contentHeight
        values[Field.viewportH.rawValue] = world.scrollView.viewportHeight
        values[Field.padding.rawValue] = padding
        values[flag: Field.atBottom.rawValue] = Self.isAtEnd(world)
        values.set(Field.scroll.rawValue, to: world.scrollView.motion.phase)
    }
}
