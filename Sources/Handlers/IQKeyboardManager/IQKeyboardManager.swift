import UIKitModel

/// IQKeyboardManagerSwift 8.0.2 (with IQKeyboardNotification 1.0.7 and
/// IQTextInputViewNotification 1.0.9), literal to its source: the drop-in that scrolls the
/// focused field's scroll view (`container: "scrollView"`) or lifts the root view
/// controller's view (`"rootView"`) above the keyboard (`docs/handlers/iqkeyboardmanager.md`).
///
/// - It observes from launch: the six keyboard notifications (the start notifications
///   too) and the text fields' begin / end editing (`focus` / `blur`). Each notification
///   becomes the stored `KeyboardInfo` (its frame normalised by `KeyboardInfo.init`) only
///   when its kind or normalised frame differs from the stored one's; the observer then
///   does nothing unless the height changed.
/// - The root configuration (`RootConfiguration`) is made at the first focus, or at a
///   height change with a field and no configuration, and kept across focus changes: the
///   view's origin and its bottom safe area then. The field ends `keyboardDistance +
///   beginSB + sB` above the keyboard (78 at rest with a 34 pt indicator: #2011, #2027,
///   #2050; 44 once the view has moved: #1365, #1508).
/// - Every change runs in `animate(alongsideTransition:)`: a UIView animation with the
///   stored notification's duration (0 read as 0.25) and curve. Inside a will-notification
///   with a duration it is the keyboard's own context (the same values).
/// - `layoutPass` puts the root view's frame back at once (#1712, #2094), unnoticed.
/// - Where the library's sentence leaves it open: the configuration of a keyboard that goes
///   to height 0 is restored and cleared after `sendEvent` on every notification that
///   changes the height to 0 (the library does it on didHide, which only runs when no
///   willHide came before it with the same height: the same frames).
public struct IQKeyboardManager: Handler {
    /// It queues no work of its own.
    public enum Work: Equatable, Sendable {}

    /// The values of `container`, as traces spell them.
    public enum Container: String, CaseIterable, Sendable, ConfigChoice {
        /// The fields are the world's scroll view's content: the library scrolls it.
        case scrollView
        /// The fields sit in the root view: the library moves its frame.
        case rootView
    }

    /// The values of `keyboardDismissMode`: UIKit's default, which the library never changes,
    /// or an app's `.interactive`.
    public enum DismissMode: String, CaseIterable, Sendable, ConfigChoice {
        case none
        case interactive
    }

    /// `IQKeyboardInfo`: a notification as the library stores it.
    public struct KeyboardInfo: Equatable, Sendable {
        public var kind: KeyboardNotification.Kind
        /// The normalised end frame: its height is the keyboard's height over the window's
        /// bottom (0 for a floating keyboard).
        public var frame: Rect
        public var duration: Nanoseconds
        public var curve: AnimationCurve

        /// The notification normalised on a `width` x `height` window: a floating frame
        /// (narrower than the window and ending above its bottom) has height 0, any other
        /// `max(0, H - y)`; no end frame is `(0, H, W, 0)`; a duration of 0 becomes 0.25 s.
        public init(_ notification: KeyboardNotification, width: Double, height: Double) {
            kind = notification.kind
            if let end = notification.end {
                let floating = end.width < width && end.maxY < height
                frame = Rect(x: end.x, y: end.y, width: end.width, height: floating ? 0 : max(0, height - end.y))
            } else {
                frame = Rect(x: 0, y: height, width: width, height: 0)
            }
            duration = notification.duration == 0 ? 250_000_000 : notification.duration
            curve = notification.curve
        }

        /// The hidden keyboard the library starts with.
        static func hidden(width: Double, height: Double) -> KeyboardInfo {
            KeyboardInfo(KeyboardNotification(kind: .didHide, end: nil, duration: 0, curve: .easeInOut), width: width, height: height)
        }

        /// The keyboard's height.
        public var height: Double { frame.height }
        /// The "same" the library's guard compares: kind and normalised frame.
        func repeats(_ other: KeyboardInfo) -> Bool { kind == other.kind && frame == other.frame }
        /// Its `UIView.animate` (`curve << 16`, no override options).
        var animation: AnimationSpec? { AnimationSpec(curve: curve, duration: duration) }
    }

    /// The active text field: its top and height in the content's (scrollView) or the root
    /// view's (rootView) coordinates.
    public struct ActiveField: Equatable, Sendable {
        public var y: Double
        public var height: Double
    }

    /// `IQRootControllerConfiguration`: the root view as it was at the first focus.
    public struct RootConfiguration: Equatable, Sendable {
        public var beginOrigin: Double
        public var beginSafeBottom: Double
    }

    /// `IQScrollViewConfiguration`: the scroll view as it was at the first adjustment.
    public struct ScrollConfiguration: Equatable, Sendable {
        public var startOffset: Double
        /// `contentInset.bottom` (the world's inset less the automatic adjustment).
        public var startInset: Double
        public var startIndicator: Double
        public var insetChanged = false
    }

    /// `IQActiveConfiguration.Event`.
    public enum Event: Equatable, Sendable { case hide, show, change }

    public let container: Container
    let keyboardDistance: Double
    let restoreContentOffset: Bool
    let inStackView: Bool
    let navigationBarMaxY: Double
    let resignOnTouchOutside: Bool

    public private(set) var info: KeyboardInfo
    public private(set) var field: ActiveField?
    public private(set) var root: RootConfiguration?
    public private(set) var scroll: ScrollConfiguration?
    public private(set) var lastEvent = Event.hide
    /// The root view controller's view (`frame.origin.y` is `viewY`).
    public private(set) var view = View()

    public init(scenario: Scenario, world: inout World<Work>) {
        let config = scenario.config
        container = config[Settings.container]
        keyboardDistance = config[Settings.keyboardDistance]
        restoreContentOffset = config[Settings.restoreContentOffset]
        inStackView = config[Settings.inStackView]
        navigationBarMaxY = config[Settings.navigationBarMaxY]
        resignOnTouchOutside = config[Settings.resignOnTouchOutside]
        world.setKeyboardDismissMode(config[Settings.keyboardDismissMode] == .interactive ? .interactive : .none)
        info = .hidden(width: world.screen.width, height: world.screen.height)
        // `.automatic` insets: the world's inset is the scroll view's safe bottom.
        let safeBottom = Self.scrollSafeBottom(world)
        _ = world.setBottomInset(safeBottom)
        let scrollView = world.scrollView
        _ = world.setContentOffset(
            scenario.startOffset(bottom: max(0, scrollView.contentHeight - scrollView.viewportHeight + safeBottom)))
    }

    // MARK: Geometry

    /// The scroll view's bottom safe area: `clamp(T + V - (H - safeBottom), 0, V)`.
    static func scrollSafeBottom(_ world: World<Work>) -> Double {
        let screen = world.screen
        let viewport = world.scrollView.viewportHeight
        return min(max(world.view.top + viewport - (screen.height - screen.safeBottom), 0), viewport)
    }

    /// The root view's bottom safe area, recomputed for its origin `viewY`:
    /// `clamp(B + viewY - (H - safeBottom), 0, B - T)`.
    func rootSafeBottom(_ world: World<Work>) -> Double {
        let screen = world.screen
        return min(max(world.view.bottom + view.originY.model - (screen.height - screen.safeBottom), 0), world.view.height)
    }

    /// The root view's top safe area: `clamp(safeTop - T - viewY, 0, safeTop)`.
    func rootSafeTop(_ world: World<Work>) -> Double {
        let safeTop = world.screen.safeTop
        return min(max(safeTop - world.view.top - view.originY.model, 0), safeTop)
    }

    /// The field's top in the root view, `L`: content minus offset in a scroll view.
    func fieldTopInRoot(_ field: ActiveField, _ world: World<Work>) -> Double {
        container == .scrollView ? field.y - world.scrollView.offset.model : field.y
    }

    // MARK: The observers

    public mutating func keyboard(_ notification: KeyboardNotification, world: inout World<Work>) {
        let new = KeyboardInfo(notification, width: world.screen.width, height: world.screen.height)
        guard !new.repeats(info) else { return }
        let old = info
        info = new
        guard new.height != old.height else { return }
        if field != nil, new.height > 0, root == nil { makeRootConfiguration(world) }
        sendEvent(&world)
        if new.height == 0, let root {
            if view.originY.model != root.beginOrigin { animate(&world) { $1.set(&$0.view.originY, to: root.beginOrigin) } }
            self.root = nil
        }
    }

    public mutating func handle(_ event: AppEvent, world: inout World<Work>) {
        if event.type === EventType.focus {
            let focused = ActiveField(y: event.values[0].number, height: event.values[1].number)
            guard focused != field else { return }
            field = focused
            if root == nil { makeRootConfiguration(world) }
            sendEvent(&world)
        } else if event.type === EventType.blur {
            field = nil
        } else if event.type === EventType.layoutPass {
            world.setWithoutAnimation(&view.originY, to: 0)
        }
    }

    public mutating func tapped(y: Double?, world: inout World<Work>) {
        if resignOnTouchOutside, field != nil { world.endEditing() }
    }

    public mutating func perform(_ work: Work, world: inout World<Work>) {}

    mutating func makeRootConfiguration(_ world: World<Work>) {
        root = RootConfiguration(beginOrigin: view.originY.model, beginSafeBottom: rootSafeBottom(world))
    }

    /// `IQActiveConfiguration.sendEvent`.
    mutating func sendEvent(_ world: inout World<Work>) {
        guard root != nil else { return }
        if info.height > 0 {
            lastEvent = lastEvent == .hide ? .show : .change
            adjustPosition(&world)
        } else if lastEvent != .hide {
            lastEvent = .hide
            restorePosition(&world)
            root = nil
            scroll = nil
        }
    }

    /// Runs `body` in `animate(alongsideTransition:)`: the stored notification's animation.
    mutating func animate(_ world: inout World<Work>, _ body: (inout IQKeyboardManager, inout World<Work>) -> Void) {
        let outer = world.beginAnimation(info.animation)
        body(&self, &world)
        world.endAnimation(restoring: outer)
    }

    // MARK: +Position

    /// The keyboard's height with `keyboardDistance` and the bottom safe area at the first
    /// focus: `(x, y - d - beginSB, w, h + d + beginSB) ∩ (0, 0, W, H)`, 0 if disjoint.
    func keyboardSize(_ root: RootConfiguration, _ world: World<Work>) -> Double {
        let extra = keyboardDistance + root.beginSafeBottom
        let frame = info.frame
        let top = max(frame.y - extra, 0)
        let bottom = min(frame.y + frame.height, world.screen.height)
        let overlapsX = frame.x < world.screen.width && frame.x + frame.width > 0
        return overlapsX && bottom > top ? bottom - top : 0
    }

    /// `adjustPosition`: the truncated move-up, the scroll view's part, the root view's rest.
    mutating func adjustPosition(_ world: inout World<Work>) {
        guard let field, let root else { return }
        let screen = world.screen
        let top = world.view.top
        let viewY = view.originY.model
        let keyboardSize = keyboardSize(root, world)
        let navigation = navigationBarMaxY > 0 ? navigationBarMaxY : screen.safeTop
        let topLimit = max(navigation, rootSafeTop(world))
        let bottomLimit = rootSafeBottom(world)
        let inRoot = fieldTopInRoot(field, world)
        let inSuperview = viewY + inRoot
        let fieldBottomInWindow = top + viewY + inRoot + field.height
        var moveUp = min(inSuperview - topLimit, fieldBottomInWindow - (screen.height - keyboardSize) + bottomLimit).rounded(.towardZero)
        if container == .scrollView {
            moveUp = adjustScrollView(field, moveUp: moveUp, inSuperview: inSuperview, topLimit: topLimit, keyboardSize: keyboardSize, &world)
        }
        adjustRootController(moveUp: moveUp, beginOrigin: root.beginOrigin, &world)
    }

    /// The scroll view's part of `adjustPosition`: the offset and the bottom inset. Returns
    /// the move-up left for the root view.
    mutating func adjustScrollView(
        _ field: ActiveField, moveUp: Double, inSuperview: Double, topLimit: Double, keyboardSize: Double,
        _ world: inout World<Work>
    ) -> Double {
        let safeBottom = Self.scrollSafeBottom(world)
        if scroll == nil {
            scroll = ScrollConfiguration(
                startOffset: world.scrollView.offset.model, startInset: world.scrollView.inset - safeBottom,
                startIndicator: world.indicatorInset)
        }
        let offset = world.scrollView.offset.model
        var moveUp = moveUp
        let proceeds: Bool
        if moveUp > 0 {
            proceeds = moveUp > -offset  // contentInset.top is 0: the top adjustment is automatic
        } else {
            proceeds = inSuperview < topLimit
            moveUp = min(0, inSuperview - topLimit)
        }
        if proceeds {
            let target = min(offset - min(offset, -moveUp), field.y)
            moveUp -= target - offset
            if target != offset {
                if inStackView {
                    world.setContentOffsetAnimated(target)
                } else {
                    animate(&world) { _, world in _ = world.setContentOffset(target) }
                }
            }
        } else {
            moveUp = 0
        }
        guard let start = scroll else { return moveUp }
        let screen = world.screen
        let overlap = keyboardSize - (screen.height - (world.view.top + view.originY.model + world.scrollView.viewportHeight))
        let indicator = max(start.startIndicator, overlap - keyboardDistance - (root?.beginSafeBottom ?? 0)) - safeBottom
        let inset = max(start.startInset, overlap) - safeBottom
        if inset != world.scrollView.inset - safeBottom {
            scroll?.insetChanged = true
            animate(&world) { _, world in
                _ = world.setBottomInset(inset + safeBottom)
                world.setIndicatorInset(indicator)
            }
        }
        return moveUp
    }

    /// `adjustRootController`: the root view's origin, clamped at `min(0, -h)` going up.
    mutating func adjustRootController(moveUp: Double, beginOrigin: Double, _ world: inout World<Work>) {
        let origin = view.originY.model
        var target = origin
        if moveUp >= 0 {
            target = max(origin - moveUp, min(0, -info.height))
        } else if origin - beginOrigin <= 0 {
            target = origin - max(moveUp, origin - beginOrigin)
        }
        guard target != origin else { return }
        animate(&world) { handler, world in world.set(&handler.view.originY, to: target) }
    }

    /// `restorePosition`: the root view back to its first origin, the scroll view's inset
    /// (and with `restoreContentOffset` its offset) back, then the offset no further than
    /// `max(C, V) - V`, which ignores the safe area (the form stays scrolled by default).
    mutating func restorePosition(_ world: inout World<Work>) {
        guard let root else { return }
        let beginOrigin = root.beginOrigin
        animate(&world) { handler, world in world.set(&handler.view.originY, to: beginOrigin) }
        guard let scroll else { return }
        let safeBottom = Self.scrollSafeBottom(world)
        if scroll.insetChanged || (restoreContentOffset && world.scrollView.offset.model != scroll.startOffset) {
            animate(&world) { [restoreContentOffset] _, world in
                _ = world.setBottomInset(scroll.startInset + safeBottom)
                world.setIndicatorInset(scroll.startIndicator)
                if restoreContentOffset { _ = world.setContentOffset(scroll.startOffset) }
            }
        }
        let scrollView = world.scrollView
        let limit = max(scrollView.contentHeight, scrollView.viewportHeight) - scrollView.viewportHeight
        guard limit < scrollView.offset.model else { return }
        if inStackView, field != nil {
            world.setContentOffsetAnimated(limit)
        } else {
            animate(&world) { _, world in _ = world.setContentOffset(limit) }
        }
    }

    // MARK: Drawing

    public mutating func draw(_ world: inout World<Work>, into values: inout FrameValues) {
        let keyboardTop = world.drawnKeyboardTop()
        let viewY = world.presentation(of: &view.originY)
        let offset = world.drawnContentOffset()
        values[Field.kbTop.rawValue] = keyboardTop
        values[Field.viewY.rawValue] = viewY
        values[Field.offset.rawValue] = offset
        values[Field.inset.rawValue] = world.scrollView.inset
        values[Field.contentH.rawValue] = world.scrollView.contentHeight
        values[Field.viewportH.rawValue] = world.scrollView.viewportHeight
        if let field {
            let top = world.view.top + viewY + (container == .scrollView ? field.y - offset : field.y)
            values.setActiveField(
                top: top, height: field.height, keyboardTop: keyboardTop,
                lanes: (Field.fieldTop.rawValue, Field.fieldBottom.rawValue, Field.covered.rawValue))
        }
        values.set(Field.scroll.rawValue, to: world.scrollView.motion.phase)
    }
}
