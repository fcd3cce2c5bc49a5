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
        /// Makes the check for a scenario and puts it into the checker's set.
        let install: @Sendable (inout CheckSet, Scenario) -> Void

        public init<C: FrameCheck>(_ make: @escaping @Sendable (Scenario) -> C) {
            id = C.id
            install = { checks, scenario in checks.install(make(scenario)) }
        }
    }

    /// The handler's name, as traces give it.
    public let handler: String
    /// Its checks, besides `finite-numbers`.
    public let checks: [Check]
    /// Where its composer and content rest in a scenario.
    let roles: @Sendable (Scenario) -> SceneRoles
    /// Whether a check of its own is among its checks (found once: asked for every replay).
    let hasOwnChecks: Bool

    /// A handler's registration; `roles` says where its composer and content rest, for
    /// the built-in checks that read them (`SceneRoles`, none by default).
    public init(
        handler: String, checks: [Check], roles: @escaping @Sendable (Scenario) -> SceneRoles = { _ in SceneRoles() }
    ) {
        self.handler = handler
        self.checks = checks
        self.roles = roles
        hasOwnChecks = !checks.allSatisfy(\.id.isBuiltIn)
    }

    /// The invariants that check every handler's frames.
    public static let everyHandler = [Check { _ in FiniteNumbersCheck() }]

    /// The built-in handlers' registrations.
    public static let builtIn: [HandlerInvariants] = [
        .launchComposer, .launchChatView, .safeAreaPadding, .form, .constraintResize, .jsPadding,
    ]

    /// The registration of the handler named `handler` among `registrations` (then the
    /// built-in ones); none: only `everyHandler`'s checks.
    static func of(_ handler: String, among registrations: [HandlerInvariants]) -> HandlerInvariants {
        registrations.first { $0.handler == handler } ?? builtIn.first { $0.handler == handler }
            ?? HandlerInvariants(handler: handler, checks: [])
    }

    /// Every check for a scenario, `everyHandler`'s and the registration's: the built-in
    /// ones see each frame in catalogue order, then the handler's own in its order (so
    /// violations that end on the same frame are listed in that order).
    func makeChecks(for scenario: Scenario) -> CheckSet {
        var set = CheckSet()
        for check in Self.everyHandler { check.install(&set, scenario) }
        for check in checks { check.install(&set, scenario) }
        return set
    }
}

extension Scenario {
    /// The bottom safe area of the handler's root view (`ViewFrame.safeBottom(on:)`; the
    /// screen's with the default view), which the registrations' rests are measured with.
    var viewSafeBottom: Double { (view ?? ViewFrame(filling: screen)).safeBottom(on: screen) }
}

/// Where a handler means its composer and content to rest, in points: what the built-in
/// checks of a chat screen read of the handler (its config, through its settings).
public struct SceneRoles: Equatable, Sendable {
    /// How far above a shown keyboard's top the composer's bottom rests.
    public var keyboardGap: Double
    /// How far above the view's bottom the composer's bottom rests with the keyboard hidden.
    public var closedLift: Double
    /// How far above the composer's top the content's bottom rests when anchored.
    public var contentGap: Double
    /// Whether the frames' `contentH` includes a footer of `padding` below the messages,
    /// which is not content (js-padding's list footer).
    public var footerInContent: Bool
    /// The composer's height when the frames carry no `composerH`: the scenario's
    /// `composer.height` (a later `composerLayout` is not followed); `nil`: the frames'.
    public var composerHeight: Double?

    public init(
        keyboardGap: Double = 0, closedLift: Double = 0, contentGap: Double = 0, footerInContent: Bool = false,
        composerHeight: Double? = nil
    ) {
        self.keyboardGap = keyboardGap
        self.closedLift = closedLift
        self.contentGap = contentGap
        self.footerInContent = footerInContent
        self.composerHeight = composerHeight
    }
}
