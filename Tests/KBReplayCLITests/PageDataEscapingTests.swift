import Testing
@testable import KBReplayCLI

/// `PageData.string`, the one escaping of strings in page data (issue 46): it compared
/// characters with `"<"`, and a `<` that is part of a larger character passed.
@Suite("page data: no < in any string")
struct PageDataEscapingTests {
    /// Every Unicode scalar, surrogates aside (1,112,064 of them).
    private static let scalars: [Unicode.Scalar] = (0...0x10FFFF).compactMap(Unicode.Scalar.init)

    @Test func theScalarsAreAllThere() {
        #expect(Self.scalars.count == 0x110000 - 0x800)
    }

    /// After U+0600 (a prepended mark) `<` was one character with it and passed.
    @Test func aPrependedMarkBeforeTheTagIsEscaped() {
        #expect(PageData.string("\u{0600}</script>") == #""\#u{0600}\u003c/script>""#)
        #expect(PageData.string("<\u{0301}/script>") == #""\u003c\#u{0301}/script>""#)
    }

    /// Each scalar before `<`, and after it: no `<` is left in the literal, and every
    /// other scalar is kept (JSON escapes aside).
    @Test func everyScalarBeforeOrAfterTheTagIsEscaped() {
        var before: [UInt8] = []
        var after: [UInt8] = []
        for scalar in Self.scalars {
            before += Array(String(scalar).utf8) + [UInt8(ascii: "<")]
            after += [UInt8(ascii: "<")] + Array(String(scalar).utf8)
        }
        for text in [String(decoding: before, as: UTF8.self), String(decoding: after, as: UTF8.self)] {
            let literal = Array(PageData.string(text).utf8)
            #expect(!literal.contains(UInt8(ascii: "<")))
            // One `<` after (or before) each scalar, and the `<` among the scalars.
            let pattern = Array(#"\u003c"#.utf8)
            var escapes = 0
            var index = 0
            while index + pattern.count <= literal.count {
                if literal[index..<index + pattern.count].elementsEqual(pattern) {
                    escapes += 1
                    index += pattern.count
                } else {
                    index += 1
                }
            }
            #expect(escapes == Self.scalars.count + 1)
        }
    }
}
