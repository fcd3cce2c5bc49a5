import UIKitModel

/// Something the system or the user told the app, as a trace records it.
///
/// The world takes keyboard notifications, content sizes and drags; the handler gets
/// every event, the world's through its callbacks and the others (the app's events)
/// through `Handler.handle(_:world:)`. Which types a trace may contain is its
/// handler's `HandlerSchema.eventTypes`.
public enum Event: Equatable, Sendable {
    case keyboard(KeyboardNotification)
    /// The scroll view's content height after a layout pass.
    case contentSize(height: Double)
    /// The composer (or input bar) measured at a new height.
    case composerLayout(height: Double)
    /// The JS `extraBottomInset` prop changed.
    case extraBottomInset(value: Double)
    /// The composer's send button.
    case send
    /// The JS trigger prop changed (arms a pin).
    case scrollToTopTrigger
    /// The JS `pinToTopEnabled` prop changed.
    case pinToTopEnabled(Bool)
    /// A pan on the scroll view began, with the finger at `y` (screen points).
    case dragBegin(y: Double)
    case dragMove(y: Double)
    /// The finger lifted; `velocity` is finger pt/s (+ = downward), or `nil` to derive it.
    case dragEnd(y: Double, velocity: Double?)
    /// A tap on the scroll view.
    case tap(y: Double?)
    /// A tap on the scroll-to-bottom button.
    case tapScrollToBottom
    /// The app asks the view to scroll to the bottom (a JS function call).
    case scrollToBottom(animated: Bool)
    /// A text field became active: its top `y` and `height` in the content's coordinates.
    case focus(y: Double, height: Double)
    /// The active text field ended editing.
    case blur
    /// An Auto Layout pass.
    case layoutPass
    /// An event of a handler's own (`HandlerSchema.customEvents`).
    case custom(CustomEvent)

    /// The event's type, as traces spell it.
    public var type: EventType {
        switch self {
        case .keyboard(let notification): EventType(notification.kind)
        case .contentSize: .contentSize
        case .composerLayout: .composerLayout
        case .extraBottomInset: .extraBottomInset
        case .send: .send
        case .scrollToTopTrigger: .scrollToTopTrigger
        case .pinToTopEnabled: .pinToTopEnabled
        case .dragBegin: .dragBegin
        case .dragMove: .dragMove
        case .dragEnd: .dragEnd
        case .tap: .tap
        case .tapScrollToBottom: .tapScrollToBottom
        case .scrollToBottom: .scrollToBottom
        case .focus: .focus
        case .blur: .blur
        case .layoutPass: .layoutPass
        case .custom: .custom
        }
    }
}

/// An event and the time it happened.
public struct TimedEvent: Equatable, Sendable {
    public var time: Nanoseconds
    public var event: Event

    public init(time: Nanoseconds, event: Event) {
        self.time = time
        self.event = event
    }
}

/// An event `type` of the trace format, with the keys its events may have: the one list
/// of event names (the decoder, the writer and the handlers' schemas use it).
public enum EventType: String, CaseIterable, Sendable {
    case keyboardWillShow, keyboardWillHide, keyboardWillChangeFrame
    case keyboardDidShow, keyboardDidHide, keyboardDidChangeFrame
    case contentSize, composerLayout, extraBottomInset
    case send, scrollToTopTrigger, pinToTopEnabled
    case dragBegin, dragMove, dragEnd
    case tap, tapScrollToBottom
    case scrollToBottom, focus, blur, layoutPass
    /// A handler's own event type (named by its `CustomEventType`), never written as such.
    case custom

    /// The built-in types, in the order messages list them (all but `custom`).
    public static let builtIn: [EventType] = allCases.filter { $0 != .custom }

    /// The six keyboard notification types.
    public static let keyboard: [EventType] = [
        .keyboardWillShow, .keyboardWillHide, .keyboardWillChangeFrame,
        .keyboardDidShow, .keyboardDidHide, .keyboardDidChangeFrame,
    ]

    /// The three drag types.
    public static let drags: [EventType] = [.dragBegin, .dragMove, .dragEnd]

    /// The type of a keyboard notification of `kind`.
    public init(_ kind: KeyboardNotification.Kind) {
        switch kind {
        case .willShow: self = .keyboardWillShow
        case .willHide: self = .keyboardWillHide
        case .willChangeFrame: self = .keyboardWillChangeFrame
        case .didShow: self = .keyboardDidShow
        case .didHide: self = .keyboardDidHide
        case .didChangeFrame: self = .keyboardDidChangeFrame
        }
    }

    /// The keyboard notification kind, for the six keyboard types.
    public var keyboardKind: KeyboardNotification.Kind? {
        switch self {
        case .keyboardWillShow: .willShow
        case .keyboardWillHide: .willHide
        case .keyboardWillChangeFrame: .willChangeFrame
        case .keyboardDidShow: .didShow
        case .keyboardDidHide: .didHide
        case .keyboardDidChangeFrame: .didChangeFrame
        default: nil
        }
    }

    /// The keys an event of this type may have besides `t` and `type`.
    public var fieldKeys: [String] {
        switch self {
        case .keyboardWillShow, .keyboardWillHide, .keyboardWillChangeFrame,
             .keyboardDidShow, .keyboardDidHide, .keyboardDidChangeFrame:
            ["end", "begin", "duration", "curve"]
        case .contentSize, .composerLayout: ["height"]
        case .extraBottomInset, .pinToTopEnabled: ["value"]
        case .send, .scrollToTopTrigger, .tapScrollToBottom, .blur, .layoutPass, .custom: []
        case .dragBegin, .dragMove, .tap: ["y"]
        case .dragEnd: ["y", "velocity"]
        case .scrollToBottom: ["animated"]
        case .focus: ["y", "height"]
        }
    }

    /// Every key an event of this type may have.
    public var allowedKeys: [String] { ["t", "type"] + fieldKeys }

    /// Whether this type is part of a drag sequence (one of `drags`): a switch, not a
    /// search of `drags`, as it is asked for every event a trace has.
    public var isDrag: Bool {
        switch self {
        case .dragBegin, .dragMove, .dragEnd: true
        default: false
        }
    }
}

/// An event type of a handler's own: its name and its fields.
public struct CustomEventType: Equatable, Sendable {
    /// A field of a custom event: a number in a range, or a flag; always required.
    public struct Field: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            case number(ValueRange)
            case flag
        }

        public let name: String
        public let kind: Kind

        public init(_ name: String, _ kind: Kind) {
            self.name = name
            self.kind = kind
        }
    }

    /// The `type` traces spell it with (must not be a built-in type's name).
    public let name: String
    public let fields: [Field]

    public init(_ name: String, fields: [Field] = []) {
        self.name = name
        self.fields = fields
    }
}

/// An event of a handler's own type, with its field values in the order its
/// `CustomEventType` declares them (flags as 1 or 0).
public struct CustomEvent: Equatable, Sendable {
    public let type: String
    public let names: [String]
    public let values: [Double]

    public init(type: String, names: [String], values: [Double]) {
        self.type = type
        self.names = names
        self.values = values
    }

    /// The value of the field `name` (0 if it has none).
    public func number(_ name: String) -> Double {
        names.firstIndex(of: name).map { values[$0] } ?? 0
    }

    /// The flag `name`.
    public func flag(_ name: String) -> Bool { number(name) != 0 }
}
