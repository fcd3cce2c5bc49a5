import HandlerCore
import UIKitModel

/// The six keyboard notifications by the names UIKit posts (and prints) them under.
extension KeyboardNotification.Kind {
    /// The notification's name as UIKit posts and prints it: `UIKeyboardWillShowNotification`.
    public var notificationName: String {
        switch self {
        case .willShow: "UIKeyboardWillShowNotification"
        case .didShow: "UIKeyboardDidShowNotification"
        case .willHide: "UIKeyboardWillHideNotification"
        case .didHide: "UIKeyboardDidHideNotification"
        case .willChangeFrame: "UIKeyboardWillChangeFrameNotification"
        case .didChangeFrame: "UIKeyboardDidChangeFrameNotification"
        }
    }

    /// The kind posted under `name`, or `nil` for any other notification.
    public init?(notificationName name: String) {
        guard let kind = Self.allCases.first(where: { $0.notificationName == name }) else { return nil }
        self = kind
    }
}

/// The screen, the scroll view and the composer when the recording starts: the trace's
/// `screen`, `scrollView` and `composer`.
public struct RecordingSetup: Equatable, Sendable {
    public var screenWidth: Double
    public var screenHeight: Double
    public var safeTop: Double
    public var safeBottom: Double
    /// The scroll view's height; `nil`: as high as the screen.
    public var scrollViewHeight: Double?
    /// The scroll view's adjusted top content inset.
    public var topInset: Double
    public var contentHeight: Double
    /// The scroll view's content offset `y`; `nil`: at the bottom.
    public var offset: Double?
    public var composerHeight: Double
    public var pinToTopEnabled: Bool
    /// The keyboard's frame when it was already up as the recording started (the trace's
    /// `keyboard.frame`, docked or partly off-screen, or floating on an iPad; device screen
    /// points); `nil`: it starts hidden.
    public var keyboardFrame: Rect?
    /// The kind of device (the trace's `screen.idiom`): on an iPad every keyboard end frame
    /// is recorded (floating, undocked and split ones too); on a phone a floating one is
    /// dropped.
    public var idiom: Screen.Idiom
    /// The app's window on the screen (screen points) when it is not the whole screen
    /// (Split View, Stage Manager, Slide Over); `nil`: the screen. `WindowPlacement` says
    /// how the trace describes it.
    public var window: Rect?

    public init(
        screenWidth: Double, screenHeight: Double, safeTop: Double = 0, safeBottom: Double = 34,
        scrollViewHeight: Double? = nil, topInset: Double = 0, contentHeight: Double, offset: Double? = nil,
        composerHeight: Double = 48, pinToTopEnabled: Bool = false, keyboardFrame: Rect? = nil, idiom: Screen.Idiom = .phone,
        window: Rect? = nil
    ) {
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.safeTop = safeTop
        self.safeBottom = safeBottom
        self.scrollViewHeight = scrollViewHeight
        self.topInset = topInset
        self.contentHeight = contentHeight
        self.offset = offset
        self.composerHeight = composerHeight
        self.pinToTopEnabled = pinToTopEnabled
        self.keyboardFrame = keyboardFrame
        self.idiom = idiom
        self.window = window
    }

    /// Where the window is, as the trace says it.
    public var placement: WindowPlacement {
        WindowPlacement(
            screenWidth: screenWidth, screenHeight: screenHeight, safeTop: safeTop, safeBottom: safeBottom, window: window,
            idiom: idiom)
    }
}

/// Why a call was not recorded as given. The recorder never throws: it records what the
/// format can hold, drops or adjusts the rest, and lists what it did in the trace's
/// `description`.
public struct RecorderIssue: Equatable, Sendable, CustomStringConvertible {
    /// Whether the call was dropped (`false`: recorded, adjusted).
    public var dropped: Bool
    /// What happened, with the values: `keyboard end frame (0, 400, 393, 336) is floating ...`.
    public var message: String
    /// What the trace's description counts it as: `dropped floating keyboard end frames`.
    public internal(set) var category: String

    public var description: String { message }
}

/// A recorded event, in the recorder's own terms (converted to the engine's in one place,
/// `TraceRecorder+Trace.swift`).
enum RecordedEvent: Equatable, Sendable {
    case keyboard(KeyboardNotification.Kind, begin: Rect?, end: Rect?, duration: Double, curve: Int)
    case contentSize(Double)
    case composerHeight(Double)
    case dragBegin(y: Double)
    case dragMove(y: Double)
    case dragEnd(y: Double, velocity: Double?)
    case tap(y: Double?)
    /// The screen or the window changed: the trace's screen and view after it.
    case geometry(screen: Screen, view: ViewFrame, duration: Double, curve: Int)
    /// Any other app event the handler declares (its own, custom ones included).
    case app(Event)

    /// More than the bytes the event takes in a written trace: 64 for the punctuation
    /// and names, 30 for each number (the longest shortest-form double has 24 characters),
    /// 48 for the keys of each frame.
    var byteBound: Int {
        switch self {
        case .keyboard(_, let begin, let end, _, _):
            let rects = (begin == nil ? 0 : 1) + (end == nil ? 0 : 1)
            return 64 + 30 * (3 + 4 * rects) + 48 * rects
        case .tap(nil): return 64 + 30
        case .contentSize, .composerHeight, .dragBegin, .dragMove, .tap: return 64 + 30 * 2
        case .dragEnd: return 64 + 30 * 3
        // Eight numbers, and the keys of the screen and view objects.
        case .geometry: return 64 + 30 * 8 + 96
        case .app(.app(let app)):
            // Each field's key and value: a number's 30, a frame's four and its keys, a
            // string's bytes escaped (at most 6 each, `\u00XX`) and quoted.
            return zip(app.type.fields, app.values).reduce(64 + app.name.utf8.count) { total, field in
                let value: Int =
                    switch field.1 {
                    case .number, .duration, .flag, .absent: 30
                    case .frame: 30 * 4 + 48
                    case .string(let text): 6 * text.utf8.count + 2
                    }
                return total + field.0.name.utf8.count + 8 + value
            }
        case .app: return 64 + 30 * 4
        }
    }
}
