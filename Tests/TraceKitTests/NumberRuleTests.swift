import Testing
@testable import TraceKit

/// `NumberRule.accepts`, the check of valid numbers, says yes exactly where `problem`
/// has nothing to say.
@Suite struct NumberRuleTests {
    @Test func acceptsExactlyWhatHasNoProblem() {
        let rules: [NumberRule] = [.points, .signedPoints, .positivePoints, .seconds, NumberRule(.unit)]
        let values: [Double] = [
            0, -0.0, 1, -1, 0.5, 1e-300, -1e-300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
            1e7, 1e7.nextUp, -1e7, (-1e7).nextDown, 3600, 3600.nextUp, 1.nextUp, .infinity, -.infinity, .nan,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        ]
        for rule in rules {
            for value in values {
                #expect(rule.accepts(value) == (rule.problem(with: value, literal: "x") == nil), "\(rule.limit) \(value)")
            }
        }
    }
}
