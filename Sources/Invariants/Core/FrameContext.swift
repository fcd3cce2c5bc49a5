import HandlerCore
import UIKitModel

/// What the trace did up to one frame, derived from its events: frames do not carry it.
///
/// "Since the previous frame" means events with `previous frame time < t <= this frame's
/// time` (for frame 0: `t <= 0`), which the engine handled before drawing this frame.
struct FrameContext: Equatable {
    /// A will-notification's animation runs at this frame's time: some `t <= time <
    /// t + length`, with length 0.5 s for curve 7 and a duration > 0, else the duration.
    var inKeyboardTransition = false
    /// A will-notification was handled since the previous frame (ignored ones too: they
    /// still move the system keyboard).
    var keyboardTransitionStarted = false
    /// A will-notification with a shown end frame came after one with a hidden end frame
    /// (or none) since the previous frame: the keyboard started to open.
    var keyboardOpened = false
    /// The last will-notification so far had a shown end frame (docked or partly off-screen).
    var keyboardShown = false
    /// A text field is active at this frame's time (`EventSignal.activatesField`, then `.endsField`).
    var fieldActive = false
    /// A `dragBegin` or `tapScrollToBottom` since the previous frame.
    var userScrollStarted = false
    /// A `dragBegin` since the previous frame (the finger may move the keyboard).
    var dragStarted = false
    /// A `contentSize` with a height other than the last one, since the previous frame.
    var contentChanged = false
    /// A `contentSize` with a smaller height than the last one, since the previous frame.
    var contentShrank = false
    /// Anything but a keyboard notification or a tap since the previous frame: a content
    /// or composer change, a send, a pin prop, a drag event, a tap on the button.
    var nonKeyboardEvent = false
    /// An event that arms a pin (`EventSignal.armsPin`) while `pinToTopEnabled` was on, since the previous frame.
    var pinArmed = false
    /// Any `pinToTopEnabled` event since the previous frame.
    var pinToTopToggled = false
    /// A `pinToTopEnabled: false` since the previous frame, after the last arming event
    /// of that interval (if any).
    var pinDisabled = false

    /// Events after which the content is no longer expected to stay where it was.
    var breaksAnchor: Bool { userScrollStarted || contentChanged || pinArmed || pinToTopToggled }
}
