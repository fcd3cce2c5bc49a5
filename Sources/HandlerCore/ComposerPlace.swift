import UIKitModel

/// Where a handler's composer is on screen, declared once: its bottom edge (screen y) at
/// a frame's `composerY`, in the world's geometry (the screen and the root view). The
/// composer is measured from the root view's bottom `B`, with the view's safe bottom
/// (`situations.md`), as its schema's `ComposerYOrigin` says. The checker, the plot, the
/// phone pages and `compare` all place it here; a geometry that changes during a trace
/// gives each frame its own place.
public struct ComposerPlace: Equatable, Sendable {
    /// The composer's bottom edge at `composerY` 0.
    public let rest: Double

    /// The place of a composer measured from `origin` in `geometry`.
    public init(origin: HandlerSchema.ComposerYOrigin, geometry: Geometry) {
        rest = origin.composerBottom(
            composerY: 0, screenHeight: geometry.view.bottom, safeBottom: geometry.view.safeBottom(on: geometry.screen))
    }

    /// The composer's bottom edge at `composerY` (negative: up).
    @inlinable public func bottom(composerY: Double) -> Double { rest + composerY }
}
