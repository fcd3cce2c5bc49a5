import InsetEngine

/// The trace format's names for event types the engine's enums do not spell.
enum EventNames {
    static func keyboard(_ kind: KeyboardNotification.Kind) -> String {
        switch kind {
        case .willShow: "keyboardWillShow"
        case .willHide: "keyboardWillHide"
        case .willChangeFrame: "keyboardWillChangeFrame"
        case .didShow: "keyboardDidShow"
        case .didHide: "keyboardDidHide"
        case .didChangeFrame: "keyboardDidChangeFrame"
        }
    }

    /// The `type` of an event as a trace spells it.
    static func type(_ event: Event) -> String {
        switch event {
        case .keyboard(let notification): keyboard(notification.kind)
        case .contentSize: "contentSize"
        case .composerLayout: "composerLayout"
        case .extraBottomInset: "extraBottomInset"
        case .send: "send"
        case .scrollToTopTrigger: "scrollToTopTrigger"
        case .pinToTopEnabled: "pinToTopEnabled"
        case .dragBegin: "dragBegin"
        case .dragMove: "dragMove"
        case .dragEnd: "dragEnd"
        case .tap: "tap"
        case .tapScrollToBottom: "tapScrollToBottom"
        }
    }
}
