import InsetEngine

/// An event `type` of the trace format, with the keys its events may have.
enum EventType: String, CaseIterable {
    case keyboardWillShow, keyboardWillHide, keyboardWillChangeFrame
    case keyboardDidShow, keyboardDidHide, keyboardDidChangeFrame
    case contentSize, composerLayout, extraBottomInset
    case send, scrollToTopTrigger, pinToTopEnabled
    case dragBegin, dragMove, dragEnd
    case tap, tapScrollToBottom

    /// The keyboard notification kind, for the six keyboard types.
    var keyboardKind: KeyboardNotification.Kind? {
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
    var fieldKeys: [String] {
        switch self {
        case .keyboardWillShow, .keyboardWillHide, .keyboardWillChangeFrame,
             .keyboardDidShow, .keyboardDidHide, .keyboardDidChangeFrame:
            ["end", "begin", "duration", "curve"]
        case .contentSize, .composerLayout: ["height"]
        case .extraBottomInset, .pinToTopEnabled: ["value"]
        case .send, .scrollToTopTrigger, .tapScrollToBottom: []
        case .dragBegin, .dragMove, .tap: ["y"]
        case .dragEnd: ["y", "velocity"]
        }
    }

    /// Every key an event of this type may have.
    var allowedKeys: [String] { ["t", "type"] + fieldKeys }

    /// Whether this type is part of a drag sequence.
    var isDrag: Bool { self == .dragBegin || self == .dragMove || self == .dragEnd }
}
