import Handlers

extension HandlerInvariants {
    /// Seed 003's input bar.
    static let safeAreaPadding = HandlerInvariants(
        handler: SafeAreaPadding.schema,
        checks: [Check(reading: BarMovesWithKeyboardCheck.init) { _, check in check }],
        rest: RestFields(model: [.composerH, .safeArea], drawn: [.barBottom]))
}
