/// The handler's root view: its top and bottom edges in screen points (`situations.md`,
/// "A view that does not reach the screen's edges"). The default is the whole screen.
public struct ViewFrame: Equatable, Sendable {
    /// The view's top edge on screen, `T`.
    public var top: Double
    /// The view's bottom edge on screen, `B`.
    public var bottom: Double

    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }

    /// The whole of `screen`: `{0, H}`.
    public init(filling screen: Screen) {
        self.init(top: 0, bottom: screen.height)
    }

    /// `B - T`.
    public var height: Double { bottom - top }

    /// The keyboard's overlap with the view for a keyboard whose top is `keyboardTop` (screen
    /// points): what code gets by converting the keyboard's frame into the view,
    /// `min(B - T, max(0, B - keyboardTop))`.
    public func keyboardOverlap(keyboardTop: Double) -> Double {
        min(height, max(0, bottom - keyboardTop))
    }

    /// The view's bottom safe area on `screen`: `max(0, safeBottom - (H - B))` (a tab bar
    /// covers the home indicator).
    public func safeBottom(on screen: Screen) -> Double {
        max(0, screen.safeBottom - (screen.height - bottom))
    }

    /// The view's top safe area on `screen`: `max(0, safeTop - T)`.
    public func safeTop(on screen: Screen) -> Double {
        max(0, screen.safeTop - top)
    }
}
