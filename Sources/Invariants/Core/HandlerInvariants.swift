import Handlers
import UIKitModel

/// The checks that apply to one handler's frames, and where its composer and content
/// rest for them: a handler's registration with the invariant checker.
///
/// The checks live in this module, which depends on the handlers' and not the reverse,
/// so a built-in handler's registration sits here, one file per handler
/// (`Invariants/Handlers/`), reading its typed settings; a handler of your own passes
/// its registration to the checker (`InvariantChecker(handler:scenario:events:invariants:)`),
/// with checks of its own. `finite-numbers` checks every handler, registered or not.
///
/// ```swift
/// let stickyBar = HandlerInvariants(handler: "sticky-bar", checks: [
///     HandlerInvariants.Check { scenario in BarAboveKeyboardCheck(lift: scenario.config[StickyBar.Settings.lift]) },
/// ])
/// let report = InvariantChecker.check(trace, invariants: [stickyBar])
/// ```
public struct HandlerInvariants: Sendable {
    /// One check: made afresh for each replay, from the trace's scenario.
    public struct Check: Sendable {
        /// The invariant it checks.
        public let id: InvariantID
        let make: @Sendable (Scenario) -> any FrameCheck

        public init<C: FrameCheck>(_ make: @escaping @Sendable (Scenario) -> C) {
            id = C.id
            self.make = make
        }
    }

    /// The handler's name, as traces give it.
    public let handler: String
    /// Its checks, besides `finite-numbers`.
    public let checks: [Check]
    /// Where its composer and content rest in a scenario.
    let roles: @Sendable (Scenario) -> SceneRoles

    /// A handler's registration; `roles` says where its composer and content rest, for
    /// the built-in checks that read them (`SceneRoles`, none by default).
    public init(
        handler: String, checks: [Check], roles: @escaping @Sendable (Scenario) -> SceneRoles = { _ in SceneRoles() }
    ) {
        self.handler = handler
        self.checks = checks
        self.roles = roles
    }

    /// The invariants that check every handler's frames.
    public static let everyHandler = [Check { _ in FiniteNumbersCheck() }]

    /// The built-in handlers' registrations.
    public static let builtIn: [HandlerInvariants] = [.launchComposer, .launchChatView, .safeAreaPadding, .form]

    /// The registration of the handler named `handler` among `registrations` (then the
    /// built-in ones); none: only `everyHandler`'s checks.
    static func of(_ handler: String, among registrations: [HandlerInvariants]) -> HandlerInvariants {
        (registrations + builtIn).first { $0.handler == handler } ?? HandlerInvariants(handler: handler, checks: [])
    }

    /// Every check for a scenario, `everyHandler`'s first, in catalogue order (then checks
    /// of your own by name): the order in which they see each frame.
    func makeChecks(for scenario: Scenario) -> [any FrameCheck] {
        (Self.everyHandler + checks).enumerated()
            .sorted { ($0.element.id, $0.offset) < ($1.element.id, $1.offset) }
            .map { $0.element.make(scenario) }
    }
}

/// Where a handler means its composer and content to rest, in points: what the built-in
/// checks of a chat screen read of the handler (its config, through its settings).
public struct SceneRoles: Equatable, Sendable {
    /// How far above a shown keyboard's top the composer's bottom rests.
    public var keyboardGap: Double
    /// How far above the screen bottom the composer's bottom rests with the keyboard hidden.
    public var closedLift: Double
    /// How far above the composer's top the content's bottom rests when anchored.
    public var contentGap: Double

    public init(keyboardGap: Double = 0, closedLift: Double = 0, contentGap: Double = 0) {
        self.keyboardGap = keyboardGap
        self.closedLift = closedLift
        self.contentGap = contentGap
    }
}
