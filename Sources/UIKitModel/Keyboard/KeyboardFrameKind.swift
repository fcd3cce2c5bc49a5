/// What a keyboard end frame says about the keyboard, on a screen of a given height.
///
/// This is the one place the rule is written; the trace validation, the world and the
/// invariants all ask it.
public enum KeyboardFrameKind: Equatable, Sendable {
    /// At or below the screen bottom (`y >= H`), or of zero size (width and height both 0).
    case hidden
    /// Its bottom edge at the screen bottom, within 1 pt (`isWithinDockingTolerance`):
    /// the software keyboard.
    case docked
    /// Its top above the screen bottom and its bottom edge more than 1 pt below it: the
    /// shortcut bar iOS shows with a hardware keyboard attached, reported as the full
    /// software keyboard's frame shifted down.
    case partlyOffScreen
    /// Its bottom edge more than 1 pt above the screen bottom and some of it on the screen
    /// (width and height above 0, its bottom edge below the screen's top, some of its
    /// width inside `0...W`): a floating, undocked or split keyboard, valid on an iPad
    /// only (`Screen.Idiom`). A frame above the bottom with none of it on the screen is
    /// hidden.
    case floating

    /// How far a docked keyboard's bottom edge may be from the screen bottom.
    public static let dockingTolerance = 1.0

    /// What the comparison with `dockingTolerance` allows beyond it: the binary rounding
    /// of decimals as written (`892.92 + 223.48` is `1116.3999999999999`, so a keyboard
    /// exactly 1 pt above the bottom of a 1117.4 pt screen is 1.0000000000002274 pt
    /// above it in doubles), and nothing more: an edge 1.000001 pt away is past it.
    public static let binaryRoundingSlack = 1e-9

    /// The 1 pt rule, `|H - (y + height)| <= 1 + 1e-9` on the doubles: whether `frame`'s
    /// bottom edge is within `dockingTolerance` of the bottom of a screen `screenHeight`
    /// points high. The one place it is computed; every classification asks `init`.
    public static func isWithinDockingTolerance(_ frame: Rect, screenHeight: Double) -> Bool {
        abs(screenHeight - frame.maxY) <= dockingTolerance + binaryRoundingSlack
    }

    /// The kind of `frame` on a screen `screenHeight` points high and `screenWidth` wide
    /// (the one rule: Flutter's engine rule, restricted so that every frame version 1
    /// accepts keeps its class). Without a width, every frame above the bottom with a
    /// size and a bottom edge below the screen's top counts as on the screen.
    public init(_ frame: Rect, screenHeight: Double, screenWidth: Double = .infinity) {
        if Self.isHiddenAsInVersion1(frame, screenHeight: screenHeight) {
            self = .hidden
        } else if Self.isWithinDockingTolerance(frame, screenHeight: screenHeight) {
            self = .docked
        } else if frame.maxY > screenHeight {
            self = .partlyOffScreen
        } else if frame.width > 0, frame.height > 0, frame.maxY > 0, frame.x < screenWidth, frame.x + frame.width > 0 {
            self = .floating
        } else {
            self = .hidden
        }
    }

    /// Whether `frame` is hidden by version 1's rule: at or below the screen bottom, or of
    /// zero size (width and height both 0).
    private static func isHiddenAsInVersion1(_ frame: Rect, screenHeight: Double) -> Bool {
        frame.y >= screenHeight || (frame.width == 0 && frame.height == 0)
    }

    /// Whether `frame` is valid on a phone's screen `screenHeight` high: not hidden by
    /// version 1's rule and its bottom edge more than 1 pt above the screen's bottom is
    /// an error there (version 1's rule: a frame the iPad's rule calls floating, or hidden
    /// for being off the screen's top or side, or of one zero dimension).
    public static func isValidOnPhone(_ frame: Rect, screenHeight: Double) -> Bool {
        isHiddenAsInVersion1(frame, screenHeight: screenHeight)
            || frame.maxY > screenHeight || isWithinDockingTolerance(frame, screenHeight: screenHeight)
    }

    /// A frame's bottom edge (`y + height`) for messages: the sum without the binary
    /// noise of the addition (rounded to 9 decimals, more than a trace writes), so that
    /// it reads as the numbers it is made of were written: `1261.541167`, not
    /// `1261.5411669999999`.
    public static func bottomEdgeForMessages(of frame: Rect) -> Double {
        let sum = frame.maxY
        guard sum.isFinite, abs(sum) < 1e6 else { return sum }
        return (sum * 1e9).rounded() / 1e9
    }

    /// The kind of an optional end frame: a missing one (`keyboardWillHide`) is hidden.
    public init(_ frame: Rect?, screenHeight: Double, screenWidth: Double = .infinity) {
        guard let frame else {
            self = .hidden
            return
        }
        self.init(frame, screenHeight: screenHeight, screenWidth: screenWidth)
    }

    /// The kind of `frame` on `screen`.
    public init(_ frame: Rect?, on screen: Screen) {
        self.init(frame, screenHeight: screen.height, screenWidth: screen.width)
    }

    /// Whether the keyboard is on screen with this end frame (docked or partly off-screen).
    public var isShown: Bool { self == .docked || self == .partlyOffScreen }

    /// How messages name the kind.
    public var description: String {
        switch self {
        case .hidden: "hidden"
        case .docked: "docked"
        case .partlyOffScreen: "partly off-screen"
        case .floating: "floating"
        }
    }
}
