import UIKitModel

/// The screen at the start of a replay: everything a trace says before its events.
public struct Scenario: Equatable, Sendable {
    public var screen: Screen
    /// The handler's root view in screen coordinates; nil: the whole screen (`situations.md`).
    public var view: ViewFrame?
    /// The keyboard's frame when it was already up before the trace began (screen
    /// points, docked or partly off-screen); nil: the keyboard starts hidden. The world
    /// posts its start notifications (`startNotifications`) at t = 0.
    public var keyboardFrame: Rect?
    /// The scroll view's viewport height `V`.
    public var viewportHeight: Double
    /// The scroll view's adjusted top content inset.
    public var topInset: Double
    public var contentHeight: Double
    public var initialOffset: InitialOffset
    /// The composer's (or input bar's) height.
    public var composerHeight: Double
    /// The handler's `config`.
    public var config: HandlerConfig

    public init(
        screen: Screen,
        view: ViewFrame? = nil,
        keyboardFrame: Rect? = nil,
        viewportHeight: Double? = nil,
        topInset: Double = 0,
        contentHeight: Double,
        initialOffset: InitialOffset = .bottom,
        composerHeight: Double = Scenario.defaultComposerHeight,
        config: HandlerConfig
    ) {
        self.screen = screen
        self.view = view
        self.keyboardFrame = keyboardFrame
        // A scroll view as high as the root view by default (the screen's height with the
        // default view).
        self.viewportHeight = viewportHeight ?? (view ?? ViewFrame(filling: screen)).height
        self.topInset = topInset
        self.contentHeight = contentHeight
        self.initialOffset = initialOffset
        self.composerHeight = composerHeight
        self.config = config
    }

    /// The composer's height when a trace gives none (the format's `composer.height`).
    public static let defaultComposerHeight: Double = 48

    /// The starting offset the trace asks for, given the handler's `max(0, C - V + I)`
    /// with its starting inset (`"bottom"`).
    public func startOffset(bottom: Double) -> Double {
        switch initialOffset {
        case .bottom: bottom
        case .top: -topInset
        case .value(let value): value
        }
    }

    /// The world's geometry at the start: the screen, and the root view (the whole screen
    /// unless the trace says otherwise).
    public var geometry: Geometry { Geometry(screen: screen, view: view) }

    /// The notifications the system posts at t = 0 for a keyboard already up
    /// (`KeyboardNotification.keyboardAlreadyUp`); none when it starts hidden.
    public var startNotifications: [KeyboardNotification] {
        guard let keyboardFrame else { return [] }
        return KeyboardNotification.keyboardAlreadyUp(frame: keyboardFrame, screenHeight: screen.height, screenWidth: screen.width)
    }

    /// A world for this scenario: the keyboard hidden, the scroll view at offset 0 with
    /// no insets (the handler's start-up sets them).
    public func makeWorld<Work>(of: Work.Type = Work.self) -> World<Work> {
        World(screen: screen, view: view, viewportHeight: viewportHeight, topInset: topInset, contentHeight: contentHeight)
    }
}

/// Where the scroll view starts.
public enum InitialOffset: Equatable, Sendable {
    case top
    case bottom
    /// Used as given, not clamped.
    case value(Double)
}
