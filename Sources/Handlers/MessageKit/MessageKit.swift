import UIKitModel

/// MessageKit 5.0.0's `MessagesViewController` with InputBarAccessoryView 7.0.6's
/// `KeyboardManager` (`docs/handlers/messagekit.md`), literal to their sources: the input
/// bar is a subview whose bottom constraint's constant `c` KeyboardManager moves, and
/// MessageKit sets the collection view's bottom inset from the bar's frame.
///
/// - KeyboardManager (its `init` observes all six notifications, so the start
///   notifications are heard): `isKeyboardHidden`, the cached notification and `c`.
///   willShow lifts the bar only when `c == 0` exactly; willChangeFrame lifts it unless
///   the keyboard is hidden, and caches; willHide puts it back and forgets the cache. The
///   lift is `min(-34, -end.height + bottomGap) - space`: the frame's height, never its
///   overlap (a hardware keyboard's frame, or a view that ends above the screen's bottom,
///   lifts the bar too far).
/// - `c` moves in a nested `UIView.animate` block that overrides nothing, so inside a
///   will-notification it runs in the keyboard's animation (`World.withInheritedAnimation`).
/// - The bar's height is `h = B + max(0, sb + c)`: it covers the home indicator at rest.
/// - MessageKit observes the bar's `center` and updates the bottom inset on the next
///   main-queue turn, outside any animation: an opening keyboard covers the last messages,
///   a hiding one clamps the offset at once while the bar still slides.
/// - The collection view's pan moves the bar on `.changed` only, from the cached frame.
/// - `bottomGap` is 0 on a phone; on an iPad (`screen.idiom` "pad") it is `H - B`, the
///   view's bottom in screen coordinates (`height - superView.frame.maxY`, since 7.0.3), from
///   the scenario: the handler takes no geometry event, so it never changes.
public struct MessageKit: Handler {
    /// Main-queue work.
    public enum Work: Equatable, Sendable {
        /// MessageKit's sink on the bar's `center` (`.receive(on: DispatchQueue.main)`):
        /// `updateMessageCollectionViewBottomInset`.
        case updateBottomInset
        /// `textDidChangeNotification`'s sink, on the next main-queue turn: it waits 50 ms.
        case textChanged
        /// 50 ms after the text changed: the inset update, then `scrollToLastItem` unless
        /// `maintainPositionOnInputBarHeightChanged`.
        case textLaidOut
        /// 200 ms after the text view began editing: one more main-queue turn.
        case beganEditing
        /// Then `scrollToLastItem(animated: true)` if `scrollsToLastItemOnKeyboardBeginsEditing`.
        case scrollAfterBeginEditing
    }

    // Config.
    let additionalBottomInset: Double
    let space: Double
    let spaceOnDismissal: Bool
    let maintainPosition: Bool
    let scrollsOnBeginEditing: Bool
    let sectionInsetBottom: Double
    /// KeyboardManager's `bottomGap`: 0 on a phone, `H - B` on an iPad.
    let bottomGap: Double

    // KeyboardManager's state.
    /// `isKeyboardHidden`.
    public private(set) var isKeyboardHidden = true
    /// The cached notification's end frame (an omitted end reads as a zero rect); `nil`
    /// when there is no cached notification.
    public private(set) var cachedEnd: Rect?
    /// The bar's bottom constraint's constant `c` (0 at rest, negative = up): model and drawn.
    public private(set) var constant = AnimatedValue(0)

    /// The bar's content height `B`.
    public private(set) var composerHeight: Double
    /// `messageCollectionViewBottomInset` as MessageKit last set it (`new`).
    public private(set) var messageInset: Double = 0

    /// The delay of MessageKit's text pipeline (`debounce`-free `delay(for: 50 ms)`).
    static let textDelay: Nanoseconds = 50_000_000
    /// How long after the text view begins editing MessageKit scrolls to the last item.
    static let beginEditingDelay: Nanoseconds = 200_000_000

    public init(scenario: Scenario, world: inout World<Work>) {
        let config = scenario.config
        additionalBottomInset = config[Settings.additionalBottomInset]
        space = config[Settings.inputBarAdditionalBottomSpace]
        spaceOnDismissal = config[Settings.shouldApplyAdditionBottomSpaceToInteractiveDismissal]
        maintainPosition = config[Settings.maintainPositionOnInputBarHeightChanged]
        scrollsOnBeginEditing = config[Settings.scrollsToLastItemOnKeyboardBeginsEditing]
        sectionInsetBottom = config[Settings.sectionInsetBottom]
        let geometry = scenario.geometry
        bottomGap = geometry.screen.idiom == .pad ? geometry.screen.height - geometry.view.bottom : 0
        composerHeight = scenario.composerHeight
        // setupDefaults, and bind(to:) again.
        world.setKeyboardDismissMode(.interactive)
        // The first layout: the inset computed once, at once (contentInset.bottom was 0,
        // so any `new` but 0 is a change), then the offset the trace asks for.
        updateBottomInset(&world)
        _ = world.setContentOffset(scenario.startOffset(bottom: world.scrollView.maxOffset))
    }

    /// The bar's frame height `h = B + max(0, sb + c)` (model values).
    func barHeight(_ world: World<Work>) -> Double {
        composerHeight + max(0, world.viewSafeBottom + constant.model)
    }

    /// KeyboardManager's lift for a keyboard frame: `min(-34, -end.height + bottomGap) - space`.
    func lift(_ end: Rect) -> Double {
        min(-34, -end.height + bottomGap) - space
    }

    // MARK: KeyboardManager

    public mutating func keyboard(_ notification: KeyboardNotification, world: inout World<Work>) {
        let end = notification.end ?? Rect(x: 0, y: 0, width: 0, height: 0)
        switch notification.kind {
        case .willShow:
            isKeyboardHidden = false
            if constant.model == 0 { animateConstant(to: lift(end), notification, &world) }
        case .willChangeFrame:
            if !isKeyboardHidden { animateConstant(to: lift(end), notification, &world) }
            cachedEnd = end
        case .willHide:
            animateConstant(to: 0, notification, &world)
            cachedEnd = nil
        case .didChangeFrame:
            cachedEnd = end
        case .didHide:
            isKeyboardHidden = true
            cachedEnd = nil
        case .didShow:
            break
        }
    }

    /// `animateAlongside`: `UIView.animate(withDuration:, options: [curve, ...])` with the
    /// notification's duration and its curve (7 maps to `.curveLinear`), overriding
    /// nothing: inside the keyboard's context it inherits that context.
    private mutating func animateConstant(to value: Double, _ notification: KeyboardNotification, _ world: inout World<Work>) {
        let curve = notification.curve == .keyboard ? AnimationCurve.linear : notification.curve
        let spec = AnimationSpec(curve: curve, duration: notification.duration)
        world.withInheritedAnimation(spec) { world in
            setConstant(value, &world)
        }
    }

    /// Sets `c` in the current context; a change moves the bar's `center`, whose observer
    /// queues the inset update on the main queue.
    private mutating func setConstant(_ value: Double, _ world: inout World<Work>) {
        guard value != constant.model else { return }
        world.set(&constant, to: value)
        world.async(.updateBottomInset)
    }

    /// `handlePanGestureRecognizer` on `.changed` (each drag move, after the world's):
    /// needs a cached frame as wide as the collection view (narrower is a floating
    /// keyboard), then `c = min(0, y' - H + bottomGap - space?)` with
    /// `y' = max(fingerY, H - cached.height)`, at once (`layoutIfNeeded`).
    public mutating func dragMoved(world: inout World<Work>) {
        guard let cached = cachedEnd, cached.width >= world.screen.width,
            let fingerY = world.scrollView.fingerY
        else { return }
        let screenHeight = world.screen.height
        let y = max(fingerY, screenHeight - cached.height)
        let extra = spaceOnDismissal ? space : 0
        let value = min(0, y - screenHeight + bottomGap - extra)
        world.withAnimation(nil) { world in setConstant(value, &world) }
    }

    // MARK: MessageKit

    /// `updateMessageCollectionViewBottomInset`, without animation:
    /// `new = V - (barTop - additionalBottomInset) - sb` with `barTop = viewHeight + c - h`;
    /// a change sets contentInset.bottom `max(0, new)` and the indicator `new` (the world's
    /// insets add `sb`, `.automatic`).
    mutating func updateBottomInset(_ world: inout World<Work>) {
        let safeBottom = world.viewSafeBottom
        let barTop = world.view.height + constant.model - barHeight(world)
        let new = world.scrollView.viewportHeight - (barTop - additionalBottomInset) - safeBottom
        guard new != messageInset else { return }
        messageInset = new
        world.withAnimation(nil) { world in
            _ = world.setBottomInset(max(0, new) + safeBottom)
            world.setIndicatorInset(new + safeBottom)
        }
    }

    /// `messagesCollectionView.scrollToLastItem(animated:)`: nothing without content; else
    /// the last item's bottom at the visible bottom, `C - sectionInsetBottom - V + I`,
    /// clamped to the range. An animated scroll to where the view already is does nothing.
    mutating func scrollToLastItem(animated: Bool, _ world: inout World<Work>) {
        let scrollView = world.scrollView
        guard scrollView.contentHeight > 0 else { return }
        let target = min(
            max(scrollView.contentHeight - sectionInsetBottom - scrollView.viewportHeight + scrollView.inset, scrollView.minOffset),
            scrollView.maxOffset)
        if animated {
            guard target != scrollView.offset.model else { return }
            world.setContentOffsetAnimated(target)
        } else {
            _ = world.setContentOffset(target)
        }
    }

    public mutating func handle(_ event: AppEvent, world: inout World<Work>) {
        if event.type === EventType.composerLayout {
            let height = event.values[0].number
            guard height > 0 else { return }
            if height != composerHeight {
                composerHeight = height
                world.async(.updateBottomInset)
            }
            world.async(.textChanged)
        } else if event.type === FormScreen.Events.focus {
            world.async(after: Self.beginEditingDelay, .beganEditing)
        } else if event.type === LaunchChatView.Events.scrollToBottom {
            scrollToLastItem(animated: event.values[0].flag, &world)
        }
    }

    public mutating func perform(_ work: Work, world: inout World<Work>) {
        switch work {
        case .updateBottomInset:
            updateBottomInset(&world)
        case .textChanged:
            world.async(after: Self.textDelay, .textLaidOut)
        case .textLaidOut:
            updateBottomInset(&world)
            if !maintainPosition { scrollToLastItem(animated: true, &world) }
        case .beganEditing:
            world.async(.scrollAfterBeginEditing)
        case .scrollAfterBeginEditing:
            if scrollsOnBeginEditing { scrollToLastItem(animated: true, &world) }
        }
    }

    public mutating func draw(_ world: inout World<Work>, into values: inout FrameValues) {
        values[Field.kbTop.rawValue] = world.drawnKeyboardTop()
        values[Field.offset.rawValue] = world.drawnContentOffset()
        values[Field.inset.rawValue] = world.scrollView.inset
        values[Field.indicator.rawValue] = world.indicatorInset
        values[Field.contentH.rawValue] = world.scrollView.contentHeight
        values[Field.viewportH.rawValue] = world.scrollView.viewportHeight
        values[Field.composerY.rawValue] = world.presentation(of: &constant)
        values[Field.composerH.rawValue] = barHeight(world)
        values.set(Field.scroll.rawValue, to: world.scrollView.motion.phase)
    }
}
