import Testing
@testable import TraceKit

/// The scanner's fast paths give what the general ones give: short decimals the double
/// `Double(_:)` reads, duplicate keys found in small and large objects alike.
@Suite("JSON scanner fast paths")
struct JSONFastPathTests {
    /// Decimals of up to 15 digits, with and without a fraction or sign, many of them
    /// halfway-looking (`0.1`, `...5`), from a fixed seed.
    @Test func shortDecimalsReadAsDoubleReadsThem() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        var literals = ["0", "-0", "0.1", "0.3", "1.005", "123456789012345", "0.000000000000001", "999999999999999", "-2.675"]
        for _ in 0..<20_000 {
            let digits = Int(next() % 15) + 1
            let fraction = Int(next() % UInt64(digits + 1))
            var text = String(next() % 1_000_000_000_000_000).prefix(digits)
            if text.count > 1, text.hasPrefix("0") { text = "1" + text.dropFirst() }
            var literal = String(text)
            if fraction > 0, fraction < literal.count {
                literal.insert(".", at: literal.index(literal.endIndex, offsetBy: -fraction))
                if literal.hasPrefix(".") { literal = "0" + literal }
            }
            literals.append(next() % 2 == 0 ? literal : "-" + literal)
        }
        for literal in literals {
            let value = try JSONParser.parse(literal)
            let expected = try #require(Double(literal))
            #expect(value.number?.bitPattern == expected.bitPattern, "\(literal)")
            #expect(value.literal == literal)
        }
    }

    @Test func longerNumbersAndExponentsStillParse() throws {
        for literal in ["1234567890123456", "0.12345678901234567", "1e5", "-1.5E-3", "1e999"] {
            let expected = Double(literal) ?? .infinity
            #expect(try JSONParser.parse(literal).number == expected)
        }
    }

    /// A number's node packs its digits when the mantissa is below 2^29 and it has at
    /// most 7 fraction digits; the others are read from the literal. Both read as
    /// `Double(_:)` does, and keep their literal, whatever follows them.
    @Test func numbersArePackedWhenTheyFit() throws {
        let cases: [(literal: String, packed: UInt32?)] = [
            ("0", 0), ("-0", 0), ("7", 7 << 3), ("-1664.1", 16641 << 3 | 1), ("0.002333", 2333 << 3 | 6),
            ("536.870911", 536_870_911 << 3 | 6), ("536.870912", nil), ("598.942375", nil),
            ("0.1234567", 1_234_567 << 3 | 7), ("0.12345678", nil), ("1e5", nil), ("-2.5E-3", nil),
            ("1234567890123456", nil), ("1e999", nil),
        ]
        for (literal, packed) in cases {
            for text in ["[\(literal)]", "{\"k\": \(literal) }", "[\(literal),\n1]", literal] {
                let (value, read, written) = try JSONParser.withDocument(Array(text.utf8)) { document in
                    let ref = text.hasPrefix("{") ? document.root.members!.first { _ in true }!.value
                        : text.hasPrefix("[") ? document.root.array!.first { _ in true }! : document.root
                    return (ref.tape.nodes[ref.index].value, ref.number, ref.shortDescription)
                }.get()
                #expect(value == packed ?? JSONDocument.Node.unpackedNumber, "\(text)")
                #expect(read?.bitPattern == (Double(literal) ?? .infinity).bitPattern, "\(text)")
                #expect(written == literal, "\(text)")
            }
        }
    }

    @Test(arguments: [3, 15, 16, 17, 40])
    func aDuplicateKeyIsFoundInObjectsOfAnySize(members: Int) throws {
        var keys = (0..<members).map { "\"k\($0)\":\($0)" }
        keys.append("\"k\(members / 2)\":0")
        let text = "{" + keys.joined(separator: ",") + "}"
        let column = text.count - "\"k\(members / 2)\":0}".count + 1
        #expect(throws: JSONSyntaxError(position: SourcePosition(line: 1, column: column), message: "duplicate key 'k\(members / 2)'")) {
            try JSONParser.parse(text)
        }
        // Without the duplicate, every member is kept in order.
        let unique = try JSONParser.parse("{" + keys.dropLast().joined(separator: ",") + "}")
        #expect(unique.members?.map(\.key) == (0..<members).map { "k\($0)" })
    }

    /// `specialBytes` marks exactly the bytes a string's byte-by-byte loop stops at, for
    /// every byte value in every lane.
    @Test func specialBytesAreExactlyTheOnesAStringStopsAt() {
        func stops(_ byte: UInt8) -> Bool { byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x80 }
        for byte in 0...255 {
            for lane in 0..<8 {
                // The other lanes hold a plain byte, or the neighbours of `byte`.
                for filler: UInt8 in [0x61, UInt8(max(byte - 1, 0)), UInt8(min(byte + 1, 255))] {
                    var word: UInt64 = 0
                    for other in 0..<8 { word |= UInt64(other == lane ? UInt8(byte) : filler) << (8 * other) }
                    var expected: UInt64 = 0
                    for other in 0..<8 where stops(other == lane ? UInt8(byte) : filler) { expected |= 0x80 << (8 * other) }
                    #expect(JSONScanner.specialBytes(word) == expected, "byte \(byte) lane \(lane) filler \(filler)")
                }
            }
        }
    }

    @Test func keysCompareByScalarsNotByCanonicalEquivalence() throws {
        // "é" precomposed and decomposed are different keys; the Kelvin sign is not "K".
        let value = try JSONParser.parse("{\"\u{E9}\":1,\"e\u{301}\":2,\"\u{212A}\":3,\"K\":4}")
        #expect(value.members?.count == 4)
        #expect("K".hasSameBytes(as: "\u{212A}") == false)
        #expect("events".hasSameBytes(as: "events"))
    }
}
