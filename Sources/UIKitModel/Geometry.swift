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

/// The device screen and its safe area, in points.
public struct Screen: Equatable, Sendable {
    public var width: Double
    public var height: Double
    public var safeTop: Double
    public var safeBottom: Double

    public init(width: Double, height: Double, safeTop: Double = 0, safeBottom: Double = 34) {
        self.width = width
        self.height = height
        self.safeTop = safeTop
        self.safeBottom = safeBottom
    }
}
