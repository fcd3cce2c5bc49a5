import Testing
@testable import TraceKit

@Test func placeholderTraceKit() { #expect(Bool(true)) }
