import HandlerCore
import UIKitModel

/// The checks that apply to one handler's frames, and where its composer and content
/// rest for them: a handler's registration with the invariant checker.
///
/// A handler registers by conforming to `CheckedHandler`: the checker finds the
/// registration through the handler's kind. The checks live in this module, which names
/// no built-in handler: a built-in handler's conformance sits in its folder
/// (`Handlers/<Name>/<Name>+Invariants.swift`, with its explorer script), reading its
/// typed settings and listing the built-in checks by name (`BuiltInChecks.swift`). A
/// handler of your own conforms the same way, or passes its registration to the checker
/// (`InvariantChecker(handler:scenario:events:invariants:)`), with checks of its own. `finite-numbers` checks every handler, registered or not, and
/// a handler with no registration is checked by those its declared parts allow
/// (`declared(by:)`).
///
/// ```swift
/// extension StickyBar: CheckedHandler {
///     static let invariants = HandlerInvariants(handler: StickyBar.schema, checks: [
///         HandlerInvariants.Check { scenario in BarAboveKeyboardCheck(lift: scenario.config[StickyBar.Settings.lift]) },
///     ])
/// }
/// ```
public struct HandlerInvariants: Sendable {
    /// One check: made afresh for each replay, from the trace's scenario.
    public struct Check: Sendable {
        /// Puts a check made for a scenario into the checker's set.
        typealias Install = @Sendable (inout CheckSet, Scenario) -> Void

        /// The invariant it checks.
        public let id: InvariantID
        /// Finds the fields the check reads in a handler's frame schema (once per
        /// registration and schema) and returns what makes it for a scenario.
        let prepare: @Sendable (FrameSchema) -> Install

        /// A check that reads no field of the handler's own (or reads them from
        /// `Observation.values`), made by `make`.
        public init<C: FrameCheck>(_ make: @escaping @Sendable (Scenario) -> C) {
            id = C.id
            prepare = { _ in { checks, scenario in checks.install(make(scenario)) } }
        }

        /// A check that reads fields of the handler's frame: `lanes` finds them in its
        /// schema (`FrameLane`) once, and `make` makes the check with them for a scenario.
        public init<C: FrameCheck, Lanes: Sendable>(
            reading lanes: @escaping @Sendable (FrameSchema) -> Lanes,
            _ make: @escaping @Sendable (Scenario, Lanes) -> C
        ) {
            id = C.id
            prepare = { schema in
                let found = lanes(schema)
                return { checks, scenario in checks.install(make(scenario, found)) }
            }
        }
    }

    /// The handler's name, as traces give it.
    public let handler: String
    /// Its checks, besides `finite-numbers`.
    public let checks: [Check]
    /// Its own fields that say whether a frame is at rest, besides the world's (`Rest`).
    let rest: RestFields
    /// Where its composer and content rest in a scenario.
    let roles: @Sendable (Scenario) -> SceneRoles
    /// Where its composer and content rest, as terms the rules' table names (`ChatPlaces`),
    /// when it declared them so (`init(handler:checks:rest:places:)`).
    public let places: ChatPlaces?
    /// Whether a check of its own is among its checks (found once: asked for every replay).
    let hasOwnChecks: Bool
    /// Its checks prepared for its handler's frame schema, when the registration names the
    /// handler's schema (a built-in handler's does): prepared once, not for every replay.
    private let prepared: PreparedChecks?

    /// A handler's registration; `rest` names its own fields that say whether a frame is
    /// at rest, and `roles` says where its composer and content rest, for the built-in
    /// checks that read them (`SceneRoles`, none by default).
    public init(
        handler: String, checks: [Check], rest: RestFields = RestFields(),
        roles: @escaping @Sendable (Scenario) -> SceneRoles = { _ in SceneRoles() }
    ) {
        self.init(handler: handler, schema: nil, checks: checks, rest: rest, roles: roles)
    }

    /// A handler's registration, its checks prepared for the frames of `handler`'s schema.
    public init(
        handler: HandlerSchema, checks: [Check], rest: RestFields = RestFields(),
        roles: @escaping @Sendable (Scenario) -> SceneRoles = { _ in SceneRoles() }
    ) {
        self.init(handler: handler.name, schema: handler.frame, checks: checks, rest: rest, roles: roles)
    }

    /// A chat screen's registration, its checks prepared for the frames of `handler`'s
    /// schema, with its composer's and content's rests declared as `places`: the checks
    /// read their values in each scenario, the rules' table their terms.
    public init(handler: HandlerSchema, checks: [Check], rest: RestFields = RestFields(), places: ChatPlaces) {
        self.init(
            handler: handler.name, schema: handler.frame, checks: checks, rest: rest,
            roles: { places.roles(in: $0) }, places: places)
    }

    private init(
        handler: String, schema: FrameSchema?, checks: [Check], rest: RestFields,
        roles: @escaping @Sendable (Scenario) -> SceneRoles, places: ChatPlaces? = nil
    ) {
        self.handler = handler
        self.checks = checks
        self.rest = rest
        self.roles = roles
        self.places = places
        hasOwnChecks = !checks.allSatisfy(\.id.isBuiltIn)
        prepared = schema.map { PreparedChecks(checks: checks, rest: rest, schema: $0) }
    }

    /// The invariants that check every handler's frames.
    public static let everyHandler = [Check(reading: FiniteNumbersCheck.Lanes.init) { _, lanes in FiniteNumbersCheck(lanes) }]

    /// The registration of `handler`: the one of its name among `registrations`, else its
    /// own (`CheckedHandler`), else the one its declared parts allow (`declared(by:)`).
    static func of(_ handler: HandlerKind, among registrations: [HandlerInvariants]) -> HandlerInvariants {
        registrations.first { $0.handler == handler.name } ?? handler.invariants ?? declared(by: handler.schema)
    }

    /// Its checks prepared for frames of `schema`: those made with the registration when
    /// the schema is the one it names, else found now.
    func prepared(for schema: FrameSchema) -> PreparedChecks {
        if let prepared, prepared.schema == schema { return prepared }
        return PreparedChecks(checks: checks, rest: rest, schema: schema)
    }
}

/// A handler with a registration with the invariant checker, found through its kind
/// (`HandlerKind.type`): each built-in handler's is declared in its folder
/// (`Handlers/<Name>/<Name>+Invariants.swift`), and no list names it.
public protocol CheckedHandler: Handler {
    /// Its checks, its fields that say whether a frame is at rest, and its rests.
    static var invariants: HandlerInvariants { get }
}

extension HandlerKind {
    /// The handler's own registration (`CheckedHandler`), if it has one.
    package var invariants: HandlerInvariants? { (type as? any CheckedHandler.Type)?.invariants }
}

/// A registration's checks with the fields they read found in one frame schema: what a
/// checker needs besides the scenario.
struct PreparedChecks: Sendable {
    let schema: FrameSchema
    /// `everyHandler`'s checks, then the registration's, ready to be made for a scenario.
    let installs: [HandlerInvariants.Check.Install]
    /// Where the world's fields are (`SceneFrame`).
    let fields: SceneFields
    /// The handler's fields that say whether a frame is at rest.
    let rest: RestLanes
    /// The lanes of the schema's alphas (`FrameField.Kind.alpha`), drawn clamped to 0...1.
    let alphas: [Int]
    /// Where the scene's geometry reads the composer, the content and the button.
    let geometry: SceneGeometry.Lanes

    /// A registration's `checks` and `rest` fields, prepared for `schema`.
    init(checks: [HandlerInvariants.Check], rest restFields: RestFields, schema: FrameSchema) {
        self.schema = schema
        installs = (HandlerInvariants.everyHandler + checks).map { $0.prepare(schema) }
        fields = SceneFields(schema)
        rest = RestLanes(restFields, in: schema)
        alphas = schema.fields.indices.filter { schema.fields[$0].kind == .alpha }
        geometry = SceneGeometry.Lanes(schema)
    }

    /// Every check for a scenario, `everyHandler`'s and the registration's: the built-in
    /// ones see each frame in catalogue order, then the handler's own in its order (so
    /// violations that end on the same frame are listed in that order).
    func makeChecks(for scenario: Scenario) -> CheckSet {
        var set = CheckSet()
        for install in installs { install(&set, scenario) }
        return set
    }
}

extension Scenario {
    /// The bottom safe area of the handler's root view (`ViewFrame.safeBottom(on:)`; the
    /// screen's with the default view), which the registrations' rests are measured with.
    public var viewSafeBottom: Double { (view ?? ViewFrame(filling: screen)).safeBottom(on: screen) }
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
    /// Whether a send arms a pin to the top at the start (launch-composer's
    /// `pinToTopEnabled`; a `pinToTopEnabled` event changes it): what tells the checks
    /// that the content may leave its anchor after a send.
    public var pinToTopEnabled: Bool

    public init(
        keyboardGap: Double = 0, closedLift: Double = 0, contentGap: Double = 0, footerInContent: Bool = false,
        composerHeight: Double? = nil, pinToTopEnabled: Bool = false
    ) {
        self.keyboardGap = keyboardGap
        self.closedLift = closedLift
        self.contentGap = contentGap
        self.footerInContent = footerInContent
        self.composerHeight = composerHeight
        self.pinToTopEnabled = pinToTopEnabled
    }
}
