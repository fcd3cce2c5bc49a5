import Handlers
import UIKitModel

extension HandlerInvariants {
    /// Seed 003's input bar.
    static let safeAreaPadding = HandlerInvariants(
        handler: SafeAreaPadding.schema,
        checks: [
            Check(reading: BarMovesWithKeyboardCheck.init) { _, check in check },
            Check(reading: { $0 }) { scenario, schema in
                let view = scenario.view ?? ViewFrame(filling: scenario.screen)
                let closed = view.bottom - scenario.viewSafeBottom - scenario.config[SafeAreaPadding.Settings.hiddenPadding]
                return RidesFloatingKeyboardCheck(schema, part: .bar(barBottom: FrameLane(.barBottom, in: schema), closedBottom: closed))
            },
        ],
        rest: RestFields(model: [.composerH, .safeArea], drawn: [.barBottom]))
}
