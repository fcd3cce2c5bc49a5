/// The world's geometry, which an input can change (`WorldInput.geometry`): the screen with
/// its safe areas, and the handler's root view in screen coordinates.
///
/// Keyboard frames stay in screen coordinates everywhere; a handler that reads them in its
/// view converts them where it reads them (`ViewFrame.keyboardOverlap(keyboardTop:)`).
public struct Geometry: Equatable, Sendable {
    public var screen: Screen
    /// The handler's root view.
    public var view: ViewFrame

    /// `screen` with a root view that fills it, unless `view` is given.
    public init(screen: Screen, view: ViewFrame? = nil) {
        self.screen = screen
        self.view = view ?? ViewFrame(filling: screen)
    }
}
