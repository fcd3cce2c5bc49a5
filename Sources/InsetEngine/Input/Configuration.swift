/// What happens to the offset when the keyboard opens and the user is not near the bottom.
public enum KeyboardPolicy: String, Equatable, Sendable, CaseIterable {
    /// The keyboard covers content; the offset is kept (LINE).
    case overlay
    /// The content moves with the keyboard (WhatsApp).
    case push
}

/// The constants of `engine.md` section 2 and the trace's policies.
///
/// Every number is overridable per trace under its own name in the trace's `config`.
/// Seconds-valued constants are kept as seconds here; the engine converts them.
public struct Configuration: Equatable, Sendable {
    public var composerKeyboardGap: Double = 10
    public var minBottomPadding: Double = 16
    public var indicatorGap: Double = 1
    public var keyboardNearBottomThreshold: Double = 80
    public var nearBottomThreshold: Double = 100
    public var pinnedNearBottomSlack: Double = 60
    public var pinTopPadding: Double = 16
    /// Points per second.
    public var pinVelocity: Double = 1800
    /// Seconds.
    public var pinMinDuration: Double = 0.16
    /// Seconds.
    public var pinMaxDuration: Double = 0.26
    public var pinnedDriftThreshold: Double = 3
    /// Seconds.
    public var pinnedCorrectionInterval: Double = 1.0 / 30.0
    /// Points per millisecond (negative = finger moving down).
    public var dismissVelocity: Double = -1.2
    public var buttonGap: Double = 8
    public var buttonSize: Double = 32
    public var buttonRise: Double = 12
    public var revealAlpha: Double = 0.96
    public var revealShift: Double = 6
    public var defaultSafeBottom: Double = 34

    public var pinToTopEnabled: Bool = false
    public var deferPinWhileKeyboardHides: Bool = false
    public var keyboardPolicy: KeyboardPolicy = .overlay

    public init() {}

    /// The names of the numeric constants, in `engine.md` order, with a key path to each.
    ///
    /// The parser uses this table to read `config`; it is the one list of them.
    public static var numericConstants: [(name: String, keyPath: WritableKeyPath<Configuration, Double>, isSeconds: Bool)] {
        [
        ("composerKeyboardGap", \.composerKeyboardGap, false),
        ("minBottomPadding", \.minBottomPadding, false),
        ("indicatorGap", \.indicatorGap, false),
        ("keyboardNearBottomThreshold", \.keyboardNearBottomThreshold, false),
        ("nearBottomThreshold", \.nearBottomThreshold, false),
        ("pinnedNearBottomSlack", \.pinnedNearBottomSlack, false),
        ("pinTopPadding", \.pinTopPadding, false),
        ("pinVelocity", \.pinVelocity, false),
        ("pinMinDuration", \.pinMinDuration, true),
        ("pinMaxDuration", \.pinMaxDuration, true),
        ("pinnedDriftThreshold", \.pinnedDriftThreshold, false),
        ("pinnedCorrectionInterval", \.pinnedCorrectionInterval, true),
        ("dismissVelocity", \.dismissVelocity, false),
        ("buttonGap", \.buttonGap, false),
        ("buttonSize", \.buttonSize, false),
        ("buttonRise", \.buttonRise, false),
        ("revealAlpha", \.revealAlpha, false),
        ("revealShift", \.revealShift, false),
        ("defaultSafeBottom", \.defaultSafeBottom, false),
        ]
    }
}

/// Where the scroll view starts.
public enum InitialOffset: Equatable, Sendable {
    case top
    case bottom
    /// Used as given, not clamped.
    case value(Double)
}

/// The chat screen at the start of a replay: everything a trace says before its events.
public struct Scenario: Equatable, Sendable {
    public var screen: Screen
    /// The scroll view's viewport height `V`.
    public var viewportHeight: Double
    /// The scroll view's adjusted top content inset.
    public var topInset: Double
    public var contentHeight: Double
    public var initialOffset: InitialOffset
    public var composerHeight: Double
    public var configuration: Configuration

    public init(
        screen: Screen,
        viewportHeight: Double? = nil,
        topInset: Double = 0,
        contentHeight: Double,
        initialOffset: InitialOffset = .bottom,
        composerHeight: Double = 48,
        configuration: Configuration = Configuration()
    ) {
        self.screen = screen
        self.viewportHeight = viewportHeight ?? screen.height
        self.topInset = topInset
        self.contentHeight = contentHeight
        self.initialOffset = initialOffset
        self.composerHeight = composerHeight
        self.configuration = configuration
    }
}
