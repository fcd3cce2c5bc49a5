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

    let screenHeight: Double
    /// The view's bottom edge `B` on screen (`H` with the default view).
    let viewBottom: Double
    /// The view's bottom safe area (`World.viewSafeBottom`).
    let safeBottom: Double
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
        screenHeight = scenario.screen.height
        viewBottom = world.view.bottom
        safeBottom = world.viewSafeBottom
        hiddenPadding = config[Settings.hiddenPadding]
        visiblePadding = config[Settings.visiblePadding]
        visibleThreshold = config[Settings.visibleThreshold]
        detection = .initial(notificationMode: config[Settings.detection] == .notification)
        safeArea = max(safeBottom, world.keyboardOverlap)
        barHeight = scenario.composerHeight
        barBottom = AnimatedValue(0)
        barBottom = AnimatedValue(barBottomModel)
        // The content behind the bar: no insets, the offset as the trace asks.
        let scrollView = world.scrollView
        _ = world.setContentOffset(
            scenario.startOffset(bottom: max(0, scrollView.contentHeight - scrollView.viewportHeight)))
    }

    /// The padding in use.
    public var padding: Double { detection.paddingVisible ? visiblePadding : hiddenPadding }

    /// `B - S - padding` with the padding in use.
    var barBottomModel: Double { barBottomModel(paddingVisible: detection.paddingVisible) }

    /// `B - S - padding` with the visible or the hidden padding.
    func barBottomModel(paddingVisible: Bool) -> Double {
        viewBottom - safeArea - (paddingVisible ? visiblePadding : hiddenPadding)
    }

    /// The safe area's rule: `S > baseline + visibleThreshold`.
    var safeAreaVisible: Bool { safeArea > safeBottom + visibleThreshold }

    public mutating func keyboard(_ notification: KeyboardNotification, world: inout World<Work>) {
        guard notification.kind.isWill else { return }
        // SwiftUI's layout pass: the safe area follows the keyboard's model top.
        safeArea = max(safeBottom, world.keyboardOverlap)
        // The `notification` detection compares with the screen's height, also in a view.
        let notificationVisible: Bool =
            switch notification.kind {
            case .willShow: true
            case .willHide: false
            default: (notification.end?.y ?? screenHeight) < screenHeight
            }
        let action = detection.handle(
            .willNotification(safeAreaVisible: safeAreaVisible, notificationVisible: notificationVisible, at: world.now))
        perform(action, world: &world)
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
            world.set(&barBottom, to: barBottomModel(paddingVisible: paddingVisible))
        case .renderPadding(let visible):
            world.setWithoutAnimation(&barBottom, to: barBottomModel(paddingVisible: visible))
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
