import UIKitModel

/// react-native-keyboard-controller 1.22.4's `KeyboardAwareScrollView` (commit af130ca4, iOS,
/// default `mode: "insets"`, React Native 0.86.2): a form scroll view that keeps the focused
/// input above the keyboard (`docs/handlers/rnkc-aware-scroll-view.md`).
///
/// Literal to `src/components/KeyboardAwareScrollView/{index.tsx, utils.ts}` over the native
/// observer (`KeyboardControllerLink`, `Sources/Handlers/KeyboardController/`):
/// - The form is the scroll view (`V`, its top on screen `T`, content `C`); its bottom and
///   indicator insets are `padding`. `H` is the screen's height (`useWindowDimensions`).
/// - The observer hears only willShow / willHide (onStart, a did-task for onEnd) and ticks
///   at every frame while its link runs (onMove, the keyboard's own curve two frames ahead,
///   `willDraw`); its center KVO only sets `prevKeyboardPosition` here.
/// - `focus` / `blur` are the form's (`FormScreen.Events`); a field is its `(y, height)`.
/// - Scroll events: every change of the model offset sets `position`, `layout.height = V`,
///   `size.height = C`.
/// - `scrollTo` clamps into `[lo, lo + max(C - V + I + max(topInset, 0), 0.01)]` with the inset
///   at the call, does nothing at the model offset, else scrolls (animated: the world's 0.3 s
///   scroll). onStart's and a selection's scrolls are animated, onMove's and onEnd's not.
public struct RNKCAwareScrollView: Handler {
    /// Its queued work.
    public enum Work: Equatable, Sendable {
        /// The observer's did-task of a generation (a newer will cancels it).
        case didTask(generation: Int)
        /// The main-queue turn after a focus: the layout syncs again and onSelectionChange runs.
        case selection(FormScreen.ActiveField)
        /// The main-queue turn after a blur: `input = null` if no field is focused.
        case clearInput
    }

    /// The scroll view's `keyboardDismissMode` prop.
    public typealias DismissMode = ReactNativeDismissMode

    /// The focused input as the library reads it: its target and its layout on screen.
    public struct Input: Equatable, Sendable {
        public var target: FormScreen.ActiveField
        /// `T + y - model offset` at the last sync.
        public var absoluteY: Double
        public var height: Double
    }

    // Config.
    let bottomOffset: Double
    let extraKeyboardSpace: Double
    let disableScrollOnKeyboardHide: Bool

    /// The native observer with its view of the world.
    public private(set) var link: KeyboardControllerLink
    /// The native observer.
    public var observer: KeyboardMovementObserver { link.observer }
    /// The first responder (a field), if any.
    public private(set) var focused: FormScreen.ActiveField?
    /// `input` (the focused input's layout), `null` a turn after a blur.
    public private(set) var input: Input?

    // The component's shared values, as named in index.tsx.
    public private(set) var tag: FormScreen.ActiveField?
    public private(set) var layout: Input?
    public private(set) var keyboardHeight = 0.0
    public private(set) var initialKeyboardSize = 0.0
    public private(set) var scrollPosition = 0.0
    public private(set) var scrollBeforeKeyboardMovement = 0.0
    public private(set) var position = 0.0
    public private(set) var layoutHeight = 0.0
    public private(set) var sizeHeight = 0.0
    public private(set) var keyboardWillAppear = false
    public private(set) var ghostViewSpace = 0.0
    public private(set) var pendingSelectionForFocus = false
    public private(set) var selectionUpdatedSinceHide = false
    /// The last selection's target.
    private var lastSelection: FormScreen.ActiveField?
    /// When the debounced onChangeText's window started.
    private var changeTextWindow: Nanoseconds?
    /// The keyboard padding (both insets).
    public private(set) var padding = 0.0
    /// The last `e` received (onStart, onMove, onEnd).
    public private(set) var lastHeight = 0.0

    public init(scenario: Scenario, world: inout World<Work>) {
        bottomOffset = scenario.config[Settings.bottomOffset]
        extraKeyboardSpace = scenario.config[Settings.extraKeyboardSpace]
        disableScrollOnKeyboardHide = scenario.config[Settings.disableScrollOnKeyboardHide]
        world.setKeyboardDismissMode(scenario.config[Settings.keyboardDismissMode].keyboardDismissMode)
        link = KeyboardControllerLink(world: world)
        let scrollView = world.scrollView
        let start = scenario.startOffset(bottom: max(0, scrollView.contentHeight - scrollView.viewportHeight))
        _ = world.setContentOffset(start)
        if start != 0 { scrollEvent(world) }
    }

    // MARK: The world's callbacks

    public mutating func keyboard(_ notification: KeyboardNotification, world: inout World<Work>) {
        if notification.kind == .willShow, let field = focused { input = sync(field, world) }
        guard let outcome = link.keyboard(notification, world: world) else { return }
        if case .start(let e) = outcome.event { onStart(e, target: focused, world: &world) }
        world.schedule(.didTask(generation: outcome.generation), after: AnimationSpec(timing: .linear, duration: outcome.didTaskDelay))
    }

    public mutating func offsetChanged(world: inout World<Work>) { scrollEvent(world) }

    /// The center KVO (its onInteractive only sets `prevKeyboardPosition`).
    public mutating func dragMoved(world: inout World<Work>) { _ = link.center(world) }

    public mutating func dragEnded(velocity: Double, world: inout World<Work>) { _ = link.center(world) }

    public mutating func tapped(y: Double?, world: inout World<Work>) {
        if focused != nil { world.endEditing() }
    }

    public mutating func handle(_ event: AppEvent, world: inout World<Work>) {
        if event.type === FormScreen.Events.focus {
            let field = FormScreen.ActiveField(y: event.values[0].number, height: event.values[1].number)
            focused = field
            input = sync(field, world)
            world.async(.selection(field))
        } else if event.type === FormScreen.Events.blur {
            focused = nil
            world.async(.clearInput)
        }
    }

    public mutating func perform(_ work: Work, world: inout World<Work>) {
        switch work {
        case .didTask(let generation):
            if case .end(let e) = link.didTask(generation: generation) { onEnd(e, world: &world) }
        case .selection(let field):
            guard focused == field else { return }
            input = sync(field, world)
            onSelectionChange(field, world: &world)
        case .clearInput:
            if focused == nil { input = nil }
        }
    }

    /// The display link's tick, after the world's.
    public mutating func willDraw(world: inout World<Work>) {
        for case .move(let e) in link.frame(world: &world) { onMove(e, world: &world) }
    }

    // MARK: The component (index.tsx)

    /// onStart(e, target), as written.
    mutating func onStart(_ e: Double, target: FormScreen.ActiveField?, world: inout World<Work>) {
        lastHeight = e
        let willChangeSize = keyboardHeight != e && e > 0
        keyboardWillAppear = e > 0 && keyboardHeight == 0
        let focusWasChanged = (tag != target && target != nil) || willChangeSize
        if willChangeSize { initialKeyboardSize = keyboardHeight }
        if e == 0 {
            initialKeyboardSize = 0
            scrollPosition = scrollBeforeKeyboardMovement
            pendingSelectionForFocus = false
        }
        if keyboardWillAppear || focusWasChanged {
            scrollPosition = position
            keyboardHeight = e
            syncKeyboardFrame(e)
        }
        if focusWasChanged {
            tag = target
            if selectionUpdatedSinceHide, lastSelection == target, target != nil {
                layout = input
            } else {
                layout = input
                pendingSelectionForFocus = true
            }
            scrollBeforeKeyboardMovement = position
            if !keyboardWillAppear, !pendingSelectionForFocus {
                position += maybeScroll(e, animated: true, world: &world)
            }
        }
        ghostViewSpace = position + layoutHeight - sizeHeight
        if ghostViewSpace > 0 { scrollPosition = position }
        applyPadding(&world)
    }

    /// onMove(e).
    mutating func onMove(_ e: Double, world: inout World<Work>) {
        lastHeight = e
        if pendingSelectionForFocus, lastSelection != tag { return }
        if !keyboardWillAppear, ghostViewSpace > 0 {
            removeGhostPadding(e, world: &world)
        } else if !(disableScrollOnKeyboardHide && !keyboardWillAppear) {
            _ = maybeScroll(e, animated: false, world: &world)
        }
    }

    /// onEnd(e).
    mutating func onEnd(_ e: Double, world: inout World<Work>) {
        lastHeight = e
        if e == 0 { removeGhostPadding(0, world: &world) }
        keyboardHeight = e
        scrollPosition = position
        if e == 0 {
            selectionUpdatedSinceHide = false
        } else if keyboardWillAppear {
            pendingSelectionForFocus = false
        }
        syncKeyboardFrame(e)
        applyPadding(&world)
    }

    /// removeGhostPadding(e): with ghost space and not appearing, scroll back by what the
    /// keyboard's move gives of it.
    mutating func removeGhostPadding(_ e: Double, world: inout World<Work>) {
        guard !keyboardWillAppear, ghostViewSpace > 0 else { return }
        let y = scrollPosition - interpolate(e, [initialKeyboardSize, keyboardHeight], [ghostViewSpace, 0])
        scrollTo(y, animated: false, world: &world)
    }

    /// onSelectionChange (caret end `y` = the field's height): a pending focus takes the
    /// layout and, keyboard up, scrolls to it; the same target again runs the debounced
    /// onChangeText (200 ms: run if its window has passed, the window restarts either way).
    mutating func onSelectionChange(_ target: FormScreen.ActiveField, world: inout World<Work>) {
        let previous = lastSelection
        lastSelection = target
        selectionUpdatedSinceHide = true
        if pendingSelectionForFocus, target == tag {
            pendingSelectionForFocus = false
            layout = input
            if keyboardHeight > 0 { position += maybeScroll(keyboardHeight, animated: true, world: &world) }
        } else if previous == target {
            let window: Nanoseconds = 200_000_000
            let due = changeTextWindow.map { world.now - $0 >= window } ?? true
            changeTextWindow = world.now
            if due { onChangeText(&world) }
        }
    }

    /// onChangeText: `maybeScroll(keyboardHeight, true)` from the current position with the
    /// input's layout, both restored after.
    mutating func onChangeText(_ world: inout World<Work>) {
        let (savedPosition, savedLayout) = (scrollPosition, layout)
        scrollPosition = position
        layout = input
        _ = maybeScroll(keyboardHeight, animated: true, world: &world)
        (scrollPosition, layout) = (savedPosition, savedLayout)
    }

    /// maybeScroll(e, animated): returns the interpolated scroll.
    mutating func maybeScroll(_ e: Double, animated: Bool, world: inout World<Work>) -> Double {
        guard let layout else { return 0 }
        let height = world.screen.height
        let visibleRect = height - keyboardHeight
        let point = layout.absoluteY + layout.height
        if visibleRect - point <= bottomOffset {
            let relative = keyboardHeight - (height - point) + bottomOffset
            let i = interpolate(e, [initialKeyboardSize, keyboardHeight], [0, (relative + scrollPosition) - scrollPosition])
            scrollTo(max(i, 0) + scrollPosition, animated: animated, world: &world)
            return i
        }
        if point < world.view.top {
            scrollTo(scrollPosition + point - (visibleRect - bottomOffset), animated: animated, world: &world)
        }
        return 0
    }

    /// `syncKeyboardFrame(e)`: `padding = interpolate(e, [0, keyboardHeight], [0, keyboardHeight + extraKeyboardSpace])`.
    mutating func syncKeyboardFrame(_ e: Double) {
        padding = interpolate(e, [0, keyboardHeight], [0, keyboardHeight + extraKeyboardSpace])
    }

    // MARK: Effects

    /// The animated props: `padding` reaches both insets when the worklet returns.
    mutating func applyPadding(_ world: inout World<Work>) {
        world.setIndicatorInset(padding)
        if world.setBottomInset(padding) { scrollEvent(world) }
    }

    /// React Native's `scrollTo`, clamped with the inset at the call.
    mutating func scrollTo(_ y: Double, animated: Bool, world: inout World<Work>) {
        let target = Self.clampedScroll(y, scrollView: world.scrollView)
        guard target != world.scrollView.offset.model else { return }
        if animated {
            world.setContentOffsetAnimated(target)
        } else if world.setContentOffset(target) {
            scrollEvent(world)
        }
    }

    /// `scrollTo`'s clamp: `[lo, lo + max(C - V + I + max(topInset, 0), 0.01)]`, `lo = min(-topInset, 0)`.
    public static func clampedScroll(_ y: Double, scrollView: ScrollView) -> Double {
        let low = min(-scrollView.topInset, 0)
        let range = max(scrollView.contentHeight - scrollView.viewportHeight + scrollView.inset + max(scrollView.topInset, 0), 0.01)
        return min(max(y, low), low + range)
    }

    /// A scroll event: `position`, `layout.height`, `size.height`.
    mutating func scrollEvent(_ world: World<Work>) {
        position = world.scrollView.offset.model
        layoutHeight = world.scrollView.viewportHeight
        sizeHeight = world.scrollView.contentHeight
    }

    /// The focused field's layout now: `T + y - model offset`.
    func sync(_ field: FormScreen.ActiveField, _ world: World<Work>) -> Input {
        Input(target: field, absoluteY: world.view.top + field.y - world.scrollView.offset.model, height: field.height)
    }

    /// Reanimated's `interpolate` (extend).
    public static func interpolate(_ x: Double, _ input: (Double, Double), _ output: (Double, Double)) -> Double {
        Reanimated.interpolate(x, input, output)
    }

    func interpolate(_ x: Double, _ input: [Double], _ output: [Double]) -> Double {
        Self.interpolate(x, (input[0], input[1]), (output[0], output[1]))
    }

    // MARK: Frames

    public mutating func draw(_ world: inout World<Work>, into values: inout FrameValues) {
        let keyboardTop = world.drawnKeyboardTop()
        let offset = world.drawnContentOffset()
        values[Field.kbTop.rawValue] = keyboardTop
        values[Field.offset.rawValue] = offset
        values[Field.inset.rawValue] = world.scrollView.inset
        values[Field.contentH.rawValue] = world.scrollView.contentHeight
        values[Field.viewportH.rawValue] = world.scrollView.viewportHeight
        if let field = focused {
            let top = world.view.top + field.y - offset
            values.setActiveField(
                top: top, height: field.height, keyboardTop: keyboardTop,
                lanes: (Field.fieldTop.rawValue, Field.fieldBottom.rawValue, Field.covered.rawValue))
        }
        values[Field.kbHeight.rawValue] = lastHeight
        values.set(Field.scroll.rawValue, to: world.scrollView.motion.phase)
    }
}
