import Invariants

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

extension HandlerInvariants {
    /// The built-in handlers' registrations, in `HandlerKind.builtIn`'s order.
    public static let builtIn: [HandlerInvariants] = HandlerKind.builtIn.compactMap(\.invariants)
}

extension Invariant {
    /// The built-in handlers (by name) whose frames it checks, as their registrations
    /// (`HandlerInvariants`) list it; `nil`: every handler.
    public var handlers: [String]? {
        if HandlerInvariants.everyHandler.contains(where: { $0.id == id }) { return nil }
        return HandlerInvariants.builtIn.filter { $0.checks.contains { $0.id == id } }.map(\.handler)
    }

    /// Whether it checks the frames of the handler named `handler`.
    public func applies(to handler: String) -> Bool {
        handlers?.contains(handler) ?? true
    }
}

extension InvariantID {
    /// The built-in invariants that check the frames of the built-in handler named
    /// `handler`, in catalogue order (its registration's, `HandlerInvariants`).
    public static func applying(to handler: String) -> [InvariantID] {
        allCases.filter { $0.invariant.applies(to: handler) }
    }
}

extension ChatPlaces {
    /// The table of the built-in handlers' places, as `docs/invariants.md` states it.
    public static func table() -> String { table(of: HandlerInvariants.builtIn) }
}

extension TraceGenerator {
    /// The built-in handlers it has a script of their own for, in `HandlerKind.builtIn`'s order.
    public static let handlers: [HandlerKind] = HandlerKind.builtIn.filter { script(of: $0) != nil }
}
