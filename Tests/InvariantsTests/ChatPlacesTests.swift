import Testing
@testable import Handlers
@testable import Invariants
import UIKitModel

/// A chat screen's places, declared once as terms (`ChatPlaces`): the checks read their
/// values, the rules' table their words. A 393 x 852 phone, safe bottom 34, composer 48.
struct ChatPlacesTests {
    static let screen = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34)

    static func scenario(_ handler: HandlerKind, _ edit: (inout HandlerConfig) -> Void = { _ in }) -> Scenario {
        var config = handler.schema.defaultConfig
        edit(&config)
        return Scenario(screen: screen, contentHeight: 2400, config: config)
    }

    static func roles(_ handler: HandlerKind, _ edit: (inout HandlerConfig) -> Void = { _ in }) -> SceneRoles {
        HandlerInvariants.builtIn.first { $0.handler == handler.name }!.roles(scenario(handler, edit))
    }

    @Test func theChecksReadEachHandlersDeclaredValues() {
        // launch-composer: its gap 10 (composerKeyboardGap), closed max(34, 16), no pin by default.
        #expect(Self.roles(.launchComposer) == SceneRoles(keyboardGap: 10, closedLift: 34))
        #expect(Self.roles(.launchComposer) { $0[LaunchComposer.Settings.minBottomPadding] = 50 }.closedLift == 50)
        #expect(Self.roles(.launchComposer) { $0[LaunchComposer.Settings.pinToTopEnabled] = true }.pinToTopEnabled)
        // js-padding: chatGap 8 below the composer, a footer in contentH, the scenario's composer.
        #expect(Self.roles(.jsPadding) == SceneRoles(
            closedLift: 34, contentGap: 8, footerInContent: true, composerHeight: 48))
        #expect(Self.roles(.constraintResize).closedLift == 0)
        #expect(Self.roles(.constraintResize) { $0[ConstraintResize.Settings.pinnedTo] = .safeArea }.closedLift == 34)
        #expect(Self.roles(.keyboardLayoutGuide) { $0[KeyboardLayoutGuide.Settings.usesBottomSafeArea] = false }.closedLift == 0)
        #expect(Self.roles(.messageKit) { $0[MessageKit.Settings.additionalBottomInset] = -6 } == SceneRoles(contentGap: -6))
    }

    /// `composerBase`, which only the table reads, is where the handler's `composerYOrigin`
    /// puts the composer's rest: 852 - rest.
    @Test func composerBaseIsWhereTheHandlersOriginPutsItsRest() {
        let configs: [(HandlerConfig) -> HandlerConfig] = [
            { $0 },
            { var config = $0; config[ConstraintResize.Settings.pinnedTo] = .safeArea; return config },
            { var config = $0; config[KeyboardLayoutGuide.Settings.usesBottomSafeArea] = false; return config },
        ]
        var checked = 0
        for registration in HandlerInvariants.builtIn {
            guard let places = registration.places else { continue }
            let kind = HandlerKind.builtIn.first { $0.name == registration.handler }!
            for edit in configs {
                var scenario = Self.scenario(kind)
                scenario.config = edit(scenario.config)
                let rest = ComposerPlace(origin: kind.composerYOrigin(config: scenario.config), geometry: scenario.geometry).rest
                #expect(852 - places.composerBase.value(scenario) == rest, "\(kind.name)")
                checked += 1
            }
        }
        #expect(checked == 7 * 3, "the seven chat screens")
    }

    @Test func theTableWritesEachTerm() {
        let schema = HandlerSchema(
            name: "bar", summary: "", configKeys: [], eventTypes: [], frame: FrameSchema([.kbTop]), composerYOrigin: .aboveSafeArea)
        let raised = Setting("raised", default: true, summary: "")
        let registration = HandlerInvariants(
            handler: schema, checks: [],
            places: ChatPlaces(schema, keyboardGap: RoleTerm("4") { _ in 4 }, closedLift: .safeBottom(if: raised), footerInContent: true))
        #expect(ChatPlaces.table(of: [registration]) == """
            | handler | composerBase | gap | closed place | content gap | footer in contentH |
            |---|---|---|---|---|---|
            | bar | safeBottom | 4 | H - (safeBottom if raised, else 0) | 0 | yes |

            """)
    }
}
