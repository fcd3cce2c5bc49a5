import Handlers

extension HandlerInvariants {
    /// Seed 003's input bar.
    static let safeAreaPadding = HandlerInvariants(
        handler: SafeAreaPadding.schema.name, checks: [Check { _ in BarMovesWithKeyboardCheck() }])
}
