import Testing
@testable import InsetEngine

@Test func placeholderInsetEngine() { #expect(Bool(true)) }
