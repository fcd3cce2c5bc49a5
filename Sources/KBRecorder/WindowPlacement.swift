import UIKitModel

/// Where the app's window is on the device's screen, as a trace says it: the trace's
/// `screen` and `view`, and the origin every screen coordinate the recorder gets (keyboard
/// frames, finger positions) is measured from. One rule, for the start and for every
/// geometry change:
///
/// - a window that is the screen (within 1 pt on every side), or none given: the screen,
///   no view;
/// - a window whose bottom edge is at the screen's bottom (within 1 pt) but that does not
///   cover the screen (Split View, a Stage Manager window down to the dock): the screen,
///   and the window's top and bottom as the trace's `view` (none when they are the
///   screen's); keyboard frames stay in the screen's coordinates, as UIKit posts them
///   (the keyboard reaches the screen's bottom: docked);
/// - a window that ends above the screen's bottom (Slide Over; a Stage Manager window
///   above the dock): the window is the trace's screen (`platform.md`: "an app in Slide
///   Over is described by giving its window as the screen"), and every coordinate is
///   moved into the window's (Slide Over's keyboard frame ends at the app's bottom, so it
///   is docked there).
///
/// A model choice where the spec is silent: a Stage Manager window above the dock is
/// described like Slide Over; a keyboard at the screen's bottom is then below the window's
/// screen (hidden, or a bar where it reaches into the window), which is its overlap with
/// the window. The window's horizontal position only moves `x`: widths are not checked.
/// The safe areas are the window's, as given.
public struct WindowPlacement: Equatable, Sendable {
    /// The trace's screen.
    public var screen: Screen
    /// The trace's root view, `nil`: the whole screen.
    public var view: ViewFrame?
    /// The window's origin on the device's screen when the window is the trace's screen;
    /// `(0, 0)` otherwise. Subtracted from every coordinate recorded.
    public var originX: Double
    public var originY: Double
    /// Whether the window is the trace's screen (the third case above).
    public var windowIsTheScreen: Bool

    /// The placement of `window` (screen points, `nil`: the whole screen) on a device screen
    /// `screenWidth` x `screenHeight` with the window's safe areas.
    public init(
        screenWidth: Double, screenHeight: Double, safeTop: Double, safeBottom: Double, window: Rect?, idiom: Screen.Idiom
    ) {
        let device = Screen(width: screenWidth, height: screenHeight, safeTop: safeTop, safeBottom: safeBottom, idiom: idiom)
        (screen, view, originX, originY, windowIsTheScreen) = (device, nil, 0, 0, false)
        guard let window else { return }
        let tolerance = KeyboardFrameKind.dockingTolerance
        let reachesBottom = abs(window.maxY - screenHeight) <= tolerance
        let isScreen = reachesBottom && abs(window.y) <= tolerance && abs(window.x) <= tolerance
            && abs(window.width - screenWidth) <= tolerance
        if isScreen { return }
        if reachesBottom {
            // Split View keeps the whole height: no view then (nor for a window reaching
            // above the screen's top).
            if window.y > tolerance { view = ViewFrame(top: window.y, bottom: screenHeight) }
            return
        }
        screen = Screen(width: window.width, height: window.height, safeTop: safeTop, safeBottom: safeBottom, idiom: idiom)
        (originX, originY, windowIsTheScreen) = (window.x, window.y, true)
    }

    /// `rect` (device screen points) in the trace's coordinates.
    func converted(_ rect: Rect) -> Rect {
        Rect(x: rect.x - originX, y: rect.y - originY, width: rect.width, height: rect.height)
    }

    /// A finger's `y` (device screen points) in the trace's coordinates.
    func converted(y: Double) -> Double { y - originY }

    /// The window as messages and descriptions write it.
    var sentence: String? {
        if windowIsTheScreen {
            return "The app's window at (\(TraceRecorder.text(originX)), \(TraceRecorder.text(originY))) is the trace's screen "
                + "(\(TraceRecorder.text(screen.width)) x \(TraceRecorder.text(screen.height))): keyboard frames and fingers "
                + "moved into it."
        }
        guard let view else { return nil }
        return "The app's window is the trace's view (\(TraceRecorder.text(view.top)) to \(TraceRecorder.text(view.bottom)))."
    }
}
