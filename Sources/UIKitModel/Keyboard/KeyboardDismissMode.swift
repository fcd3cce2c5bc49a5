/// `UIScrollView.keyboardDismissMode`: whether a drag on the scroll view moves a docked
/// keyboard (`docs/model.md`, interactive dismissal).
public enum KeyboardDismissMode: Equatable, Sendable {
    /// UIKit's default (and React Native's): a drag never moves the keyboard.
    case none
    /// The keyboard follows a finger below its top and returns when it lifts. The world's
    /// default, as the existing handlers and a user's handler have it.
    case interactive
}
