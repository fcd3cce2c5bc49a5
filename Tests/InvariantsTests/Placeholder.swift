import Testing
@testable import Invariants

@Test func placeholderInvariants() { #expect(Bool(true)) }
