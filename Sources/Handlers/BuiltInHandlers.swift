extension HandlerKind {
    /// The built-in handlers, by the name traces give them, the default first: the one
    /// list that registers a built-in handler. The CLI, the parser, the schema, the
    /// invariant checker, the explorer and the generated docs read it; each handler's
    /// kind, and all else about it, is declared in its folder (`docs/contributing.md`).
    public static let builtIn: [HandlerKind] = [
        .launchComposer, .launchChatView, .safeAreaPadding, .form, .constraintResize, .jsPadding,
        .rnKeyboardAvoidingView, .keyboardLayoutGuide, .messageKit, .iqkeyboardmanager,
        .rnkcAwareScrollView, .rnkcChatScrollView,
    ]
}
