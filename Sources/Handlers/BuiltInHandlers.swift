import UIKitModel

extension HandlerKind {
    /// Seed 001's chat screen (`docs/handlers/launch-composer.md`): the default.
    public static let launchComposer = HandlerKind(LaunchComposer.self)
    /// Seed 000's `LaunchChatView`.
    public static let launchChatView = HandlerKind(LaunchChatView.self)

    /// Seed 003's SwiftUI input bar with safe-area padding.
    public static let safeAreaPadding = HandlerKind(SafeAreaPadding.self)
    /// Seed 004's form screen.
    public static let form = HandlerKind(FormScreen.self)

    /// Seed 002's chat screen: a bottom constraint resizes the message table.
    public static let constraintResize = HandlerKind(ConstraintResize.self)
    /// Seed 000's JS-only alternative: a list footer padded by the keyboard's height.
    public static let jsPadding = HandlerKind(JSPadding.self)
    /// UIKit's keyboard layout guide (iOS 15+): the platform's own answer.
    public static let keyboardLayoutGuide = HandlerKind(KeyboardLayoutGuide.self)

    /// The handlers the CLI runs, by the name traces give them, the default first.
    public static let builtIn: [HandlerKind] = [
        .launchComposer, .launchChatView, .safeAreaPadding, .form, .constraintResize, .jsPadding, .keyboardLayoutGuide,
    ]
}
