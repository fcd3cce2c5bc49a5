import UIKitModel

/// How seed 003's input bar decides between its hidden and visible padding: a state
/// machine whose transition function returns what the handler does, so tests assert
/// the transitions directly.
///
/// - `layout` (the seed's solution): the padding follows the safe area in the same layout
///   pass, so every will-notification sets padding and safe area in one transaction.
/// - `notification` (what the seed warns against): a notification only changes state;
///   SwiftUI renders that state at the next frame, outside the keyboard's transaction.
///
/// Model choice (the spec says "the first frame strictly after the notification's time"
/// and "the state of the last notification handled before that frame"): a frame renders
/// when some notification not yet rendered came strictly before it, and it renders the
/// state of the last notification handled before it, even one at the frame's own time
/// (SwiftUI renders the current state, not a queue of states). A lone notification at a
/// frame's exact time is rendered by the next frame.
public enum PaddingDetection: Equatable, Sendable {
    /// Padding decided from the safe area in the same layout pass; `visible` is the padding in use.
    case layout(visible: Bool)
    /// Padding decided from notifications: `rendered` is the padding in use; `pending` the
    /// state the last notification set and when the first unrendered one came.
    case notification(rendered: Bool, pending: Pending?)

    /// State set by notifications that no frame has rendered yet.
    public struct Pending: Equatable, Sendable {
        /// The state of the last notification handled.
        public var visible: Bool
        /// The time of the first notification not yet rendered.
        public var since: Nanoseconds

        public init(visible: Bool, since: Nanoseconds) {
            self.visible = visible
            self.since = since
        }
    }

    /// What happened.
    public enum Input: Equatable, Sendable {
        /// A will-notification was handled at `time` (inside the keyboard's transaction):
        /// `safeAreaVisible` is the safe area's rule (`S > baseline + visibleThreshold`),
        /// `notificationVisible` the notification's (willShow, willHide, `end.y < H`).
        case willNotification(safeAreaVisible: Bool, notificationVisible: Bool, at: Nanoseconds)
        /// A frame is about to be drawn at `time`.
        case frame(at: Nanoseconds)
        /// SwiftUI laid out again after a geometry change (inside its animation):
        /// `safeAreaVisible` is the safe area's rule with the new baseline.
        case layoutPass(safeAreaVisible: Bool)
    }

    /// What the handler does.
    public enum Action: Equatable, Sendable {
        case none
        /// Set the bar to the new safe area with this padding, in the current transaction
        /// (the keyboard's: animated with it).
        case followSafeArea(paddingVisible: Bool)
        /// Render this padding at once, outside any transaction.
        case renderPadding(visible: Bool)
    }

    /// The detection a handler starts with: the keyboard hidden, hidden padding.
    public static func initial(notificationMode: Bool) -> PaddingDetection {
        notificationMode ? .notification(rendered: false, pending: nil) : .layout(visible: false)
    }

    /// The padding in use: whether it is the visible one.
    public var paddingVisible: Bool {
        switch self {
        case .layout(let visible): visible
        case .notification(let rendered, _): rendered
        }
    }

    /// The transition function: takes `input`, moves to the next state, returns the action.
    public mutating func handle(_ input: Input) -> Action {
        switch (self, input) {
        case (.layout, .willNotification(let safeAreaVisible, _, _)):
            self = .layout(visible: safeAreaVisible)
            return .followSafeArea(paddingVisible: safeAreaVisible)
        case (.layout, .frame):
            return .none
        case (.layout, .layoutPass(let safeAreaVisible)):
            self = .layout(visible: safeAreaVisible)
            return .followSafeArea(paddingVisible: safeAreaVisible)
        case (.notification(let rendered, _), .layoutPass):
            // The rendered state stays: only notifications change it.
            return .followSafeArea(paddingVisible: rendered)
        case (.notification(let rendered, let pending), .willNotification(_, let notificationVisible, let time)):
            self = .notification(
                rendered: rendered, pending: Pending(visible: notificationVisible, since: pending?.since ?? time))
            return .followSafeArea(paddingVisible: rendered)
        case (.notification(let rendered, let pending), .frame(let time)):
            guard let pending, time > pending.since else { return .none }
            self = .notification(rendered: pending.visible, pending: nil)
            return pending.visible == rendered ? .none : .renderPadding(visible: pending.visible)
        }
    }
}
