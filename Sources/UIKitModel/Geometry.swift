/// A rectangle in screen points (y grows downward), as UIKit's `CGRect`.
public struct Rect: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The bottom edge, `y + height`.
    public var maxY: Double { y + height }
}

/// The device screen and its four safe areas, in points.
public struct Screen: Equatable, Sendable {
    /// The kind of device (the trace's `screen.idiom`): floating, undocked and split
    /// keyboards exist only on an iPad, so only there is a keyboard end frame above the
    /// screen's bottom valid.
    public enum Idiom: String, Equatable, Sendable, CaseIterable {
        case phone
        case pad
    }

    public var idiom: Idiom = .phone
    public var width: Double
    public var height: Double
    public var safeTop: Double
    public var safeBottom: Double
    /// The left safe area (a phone in landscape: the sensor housing's side).
    public var safeLeft: Double
    /// The right safe area.
    public var safeRight: Double

    public init(
        width: Double, height: Double, safeTop: Double = 0, safeBottom: Double = 34, safeLeft: Double = 0,
        safeRight: Double = 0, idiom: Idiom = .phone
    ) {
        self.idiom = idiom
        self.width = width
        self.height = height
        self.safeTop = safeTop
        self.safeBottom = safeBottom
        self.safeLeft = safeLeft
        self.safeRight = safeRight
    }
}
