import Testing
@testable import KBReplayCLI

@Test func placeholderKBReplayCLI() { #expect(Bool(true)) }
