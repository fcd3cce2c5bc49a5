import Testing
@testable import Invariants

/// A violation's message quotes numbers as frames write them (3 decimals, half away
/// from zero on the exact value, shortest form), integers in decimal and strings as
/// they are, whatever its length.
@Test func messageTextWritesNumbersAsFramesDo() {
    let inner: MessageText = "inner \(2.5)"
    let text: MessageText = """
        \(1630.0) \(-45.8234) \(1.0005) \(0.0015) \(-0.0004) \(Double.nan) \(Double.infinity) \
        \(-Double.infinity) \(42) \(-7) \("a string") (\(inner))
        """
    #expect(text.description == "1630 -45.823 1 0.002 0 nan inf -inf 42 -7 a string (inner 2.5)")
    let long = String(repeating: "x", count: 300)
    let grown: MessageText = "\(long) \(1.5) \(long)"
    #expect(grown.description == long + " 1.5 " + long)
    let literal: MessageText = "no values"
    #expect(literal.description == "no values")
}
