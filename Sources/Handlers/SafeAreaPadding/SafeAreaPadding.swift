import UIKitModel

/// Seed 003: a SwiftUI input bar with a bottom padding of `hiddenPadding` with the
/// keyboard hidden and `visiblePadding` above it, lifted by SwiftUI's keyboard avoidance
/// (the bottom safe area follows the keyboard inside the keyboard's own animation).
///
/// - Safe area (model): `S = max(viewSafeBottom, overlap)`, SwiftUI's keyboard safe area:
///   the keyboard's overlap with the view, `min(B - T, max(0, B - keyboardTop))`, with the
///   keyboard's model top (`situations.md`; `H - keyboardTop` with the default view; a
///   hardware keyboard's shortcut bar counts by its overlap). Baseline: `viewSafeBottom`;
///   visible when `S > baseline + visibleThreshold`.
/// - The bar's bottom edge (model, screen points) is `barBottom = B - S - padding` (`B` the
///   view's bottom, `H` by default), so it is right in any container; an additive animated
///   property: set while a will-notification is handled it animates with the keyboard;
///   set anywhere else it moves at once (records in flight keep decaying).
/// - `detection` decides the padding (`PaddingDetection`): `layout` in the same handling
///   as the safe area; `notification` from the notification's kind, rendered at the next
///   frame (`willDraw`), outside the keyboard's transaction: the seed's visible jump.
/// - The scroll view is the content behind the bar: no insets, the offset as the trace
///   asks (`"bottom"` is `max(0, C - V)`), never moved by the handler.
/// - `composerLayout` reports the bar's height (`composerH`); heights not > 0 are ignored,
///   as every handler does (a model choice: the seed reports the height only).
public struct SafeAreaPadding: Handler {
    /// It queues no work of its own.
    public enum Work: Equatable, Sendable {}

    // The screen's height, the view's bottom edge `B` (`H` with the default view) and its
    // bottom safe area (`World.viewSafeBottom`, the baseline) are read from the world where
    // they are used: a geometry change changes them (`geometryChanged`).
    let hiddenPadding: Double
    let visiblePadding: Double
    let visibleThreshold: Double
    /// How the padding is decided, and the padding in use.
    public private(set) var detection: PaddingDetection
    /// The safe area `S` (model).
    public private(set) var safeArea: Double
    /// The bar's bottom edge: model and drawn value.
    public private(set) var barBottom: AnimatedValue
    /// The bar's height as last reported.
    public private(set) var barHeight: Double

    public init(scenario: Scenario, world: inout World<Work>) {
        let config = scenario.config
        hiddenPadding = config[Settings.hiddenPadding]
        visiblePadding = config[Settings.visiblePadding]
        visibleThreshold = config[Settings.visibleThreshold]
        detection = .initial(notificationMode: config[Settings.detection] == .notification)
        safeArea = max(world.viewSafeBottom, world.keyboardOverlap)
        barHeight = scenario.composerHeight
        barBottom = AnimatedValue(0)
        barBottom = AnimatedValue(barBottomModel(paddingVisible: detection.paddingVisible, world))
        // The content behind the bar: no insets, the offset as the trace asks.
        let scrollView = world.scrollView
        _ = world.setContentOffset(
            scenario.startOffset(bottom: max(0, scrollView.contentHeight - scrollView.viewportHeight)))
    }

    /// The padding in use.
    public var padding: Double { detection.paddingVisible ? visiblePadding : hiddenPadding }

    /// `B - S - padding` with the visible or the hidden padding, `B` the view's bottom now.
    func barBottomModel(paddingVisible: Bool, _ world: World<Work>) -> Double {
        world.view.bottom - safeArea - (paddingVisible ? visiblePadding : hiddenPadding)
    }

    /// The safe area's rule: `S > baseline + visibleThreshold`, the baseline the view's
    /// bottom safe area now.
    func safeAreaVisible(_ world: World<Work>) -> Bool { safeArea > world.viewSafeBottom + visibleThreshold }

    public mutating func keyboard(_ notification: KeyboardNotification, world: inout World<Work>) {
        guard notification.kind.isWill else { return }
        // SwiftUI's layout pass: the safe area follows the keyboard's model top.
        safeArea = max(world.viewSafeBottom, world.keyboardOverlap)
        // The `notification` detection compares with the screen's height, also in a view.
        let screenHeight = world.screen.height
        let notificationVisible: Bool =
            switch notification.kind {
            case .willShow: true
            case .willHide: false
            default: (notification.end?.y ?? screenHeight) < screenHeight
            }
        let action = detection.handle(
            .willNotification(
                safeAreaVisible: safeAreaVisible(world), notificationVisible: notificationVisible, at: world.now))
        perform(action, world: &world)
    }

    /// Its layout pass after a geometry change (inside the change's animation): SwiftUI
    /// lays out again with the new baseline: `S = max(viewSafeBottom, overlap)`, the padding
    /// decided from `S` (with `layout` detection; `notification` keeps the rendered state)
    /// and the bar animated to `B - S - padding`.
    public mutating func geometryChanged(world: inout World<Work>) {
        safeArea = max(world.viewSafeBottom, world.keyboardOverlap)
        perform(detection.handle(.layoutPass(safeAreaVisible: safeAreaVisible(world))), world: &world)
    }

    public mutating func willDraw(world: inout World<Work>) {
        perform(detection.handle(.frame(at: world.now)), world: &world)
    }

    /// Performs what the detection decided: the bar moves to `B - S - padding`, in the
    /// current context (the keyboard's, for a will-notification) or at once.
    private mutating func perform(_ action: PaddingDetection.Action, world: inout World<Work>) {
        switch action {
        case .none:
            break
        case .followSafeArea(let paddingVisible):
            world.set(&barBottom, to: barBottomModel(paddingVisible: paddingVisible, world))
        case .renderPadding(let visible):
            world.setWithoutAnimation(&barBottom, to: barBottomModel(paddingVisible: visible, world))
        }
    }

    public mutating func handle(_ event: AppEvent, world: inout World<Work>) {
        guard event.type === EventType.composerLayout else { return }
        let height = event.values[0].number
        guard height > 0 else { return }
        barHeight = height
    }

    public mutating func perform(_ work: Work, world: inout World<Work>) {}

    public mutating func draw(_ world: inout World<Work>, into values: inout FrameValues) {
        let keyboardTop = world.drawnKeyboardTop()
        let bottom = world.presentation(of: &barBottom)
        values[Field.kbTop.rawValue] = keyboardTop
        values[Field.safeArea.rawValue] = safeArea
        values[Field.padding.rawValue] = padding
        values[Field.barBottom.rawValue] = bottom
        values[Field.barGap.rawValue] = keyboardTop - bottom
        values[Field.composerH.rawValue] = barHeight
    }
}
