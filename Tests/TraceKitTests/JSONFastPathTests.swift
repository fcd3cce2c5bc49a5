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
                    #expect(JSONScanner<NoListReader>.specialBytes(word) == expected, "byte \(byte) lane \(lane) filler \(filler)")
                }
            }
        }
    }

    /// `numberLimit` is the last byte that is no character of a number: the numbers
    /// that start before it are read without end checks.
    @Test(arguments: [
        ("[1,2]", 4), ("12", 0), ("", 0), ("-", 0), ("x1", 0), ("[1, 2.5e3", 3), ("{\"t\":-1E+5}\n", 11),
    ])
    func numberLimitIsTheLastByteThatIsNoPartOfANumber(text: String, limit: Int) {
        #expect(JSONScanner<NoListReader>.numberLimit(of: Array(text.utf8)) == limit, "\(text)")
    }

    /// A number reads the same before the number limit (no end checks) and in the
    /// input's last run of number characters (with them), and a document cut short
    /// after it is an error just past it.
    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("7", 7.0), ("12.5", 12.5), ("-1664.1", -1664.1), ("1e3", 1000.0), ("2.5E-1", 0.25),
        ("123456789012345678", 123_456_789_012_345_678.0),
    ])
    func aNumberReadsTheSameWithAndWithoutEndChecks(literal: String, value: Double) throws {
        let both = try JSONParser.parse("[\(literal),\(literal)]")
        #expect(both.array?.map { $0.number?.bitPattern } == [value.bitPattern, value.bitPattern])
        #expect(try JSONParser.parse(literal).number?.bitPattern == value.bitPattern)
        // `[L,L`: the end of input comes at column 2 + 2 * count + 1.
        #expect(throws: JSONSyntaxError(
            position: SourcePosition(line: 1, column: 2 * literal.utf8.count + 3),
            message: "unexpected end of input; expected ',' or ']' after an array element")) {
            try JSONParser.parse("[\(literal),\(literal)")
        }
    }

    /// The number errors, where a number is followed by a bracket (read without end
    /// checks) and where the input ends in it (with them).
    @Test(arguments: [
        ("[1.]", 4, "unexpected character ']'; expected a digit after '.'"),
        ("[1.", 4, "unexpected end of input; expected a digit after '.'"),
        ("[1e+]", 5, "unexpected character ']'; expected a digit in the exponent"),
        ("[1e+", 5, "unexpected end of input; expected a digit in the exponent"),
        ("[00]", 2, "leading zeros are not allowed in numbers"),
        ("[00", 2, "leading zeros are not allowed in numbers"),
        ("[-]", 3, "unexpected character ']'; expected a digit after '-'"),
        ("[-", 3, "unexpected end of input; expected a digit after '-'"),
    ])
    func numberErrorsWithAndWithoutEndChecks(text: String, column: Int, message: String) {
        #expect(throws: JSONSyntaxError(position: SourcePosition(line: 1, column: column), message: message)) {
            try JSONParser.parse(text)
        }
    }

    /// A key's filter bit is the same whether the short-string path read it (from the
    /// bytes just scanned), the general path (near the end of the input) or the escape
    /// decoder: a repeated key is found across the paths, at its quote.
    @Test(arguments: [
        // The second key is within 8 bytes of the end: the general path reads it.
        (#"{"ab":1,"ab":2}"#, 1, 9, "ab"),
        (#"{"ab":1,"ab":2}"# + String(repeating: " ", count: 20), 1, 9, "ab"),
        (#"{"ab":1,"a\u0062":2}"#, 1, 9, "ab"),
        (#"{"":1,"":2}"# + String(repeating: " ", count: 20), 1, 7, ""),
        (#"{"ab" : 1, "ab"\#r\#n:2}"# + String(repeating: " ", count: 20), 1, 12, "ab"),
        (#"{"abcdefghijklmnopq":1,"abcdefghijklmnopq":2}"#, 1, 24, "abcdefghijklmnopq"),
    ])
    func aRepeatedKeyIsFoundWhicheverPathReadIt(text: String, line: Int, column: Int, key: String) {
        #expect(throws: JSONSyntaxError(position: SourcePosition(line: line, column: column), message: "duplicate key '\(key)'")) {
            try JSONParser.parse(text)
        }
    }

    /// Keys of the same length, first and last bytes share a filter bit but are
    /// different keys: the tape tells them apart, and still finds a repeat among them.
    @Test func keysThatShareAFilterBitAreStillDifferent() throws {
        let padding = String(repeating: " ", count: 20)
        let value = try JSONParser.parse(#"{"axb":1,"ayb":2}"# + padding)
        #expect(value.members?.map(\.key) == ["axb", "ayb"])
        #expect(throws: JSONSyntaxError(position: SourcePosition(line: 1, column: 18), message: "duplicate key 'axb'")) {
            try JSONParser.parse(#"{"axb":1,"ayb":2,"a\u0078b":3}"# + padding)
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
