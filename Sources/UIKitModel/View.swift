/// A plain `UIView` as a handler moves it: a vertical translation (its transform), its
/// frame's origin and its alpha, each an additive animated property.
///
/// Handlers own their views and change them through `World.set(_:to:)`, which animates
/// inside an animation context (the keyboard's, or an explicit block) and sets at once
/// anywhere else.
public struct View: Sendable {
    /// `transform.ty`.
    public var translationY: AnimatedValue
    /// `frame.origin.y`.
    public var originY: AnimatedValue
    /// `alpha`.
    public var alpha: AnimatedValue

    public init(translationY: Double = 0, originY: Double = 0, alpha: Double = 1) {
        self.translationY = AnimatedValue(translationY)
        self.originY = AnimatedValue(originY)
        self.alpha = AnimatedValue(alpha)
    }
}
