import Testing
@testable import TraceKit

/// Parses `text`, failing the test on a syntax error.
private func parse(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
}

/// The syntax error `bytes` produce, or nil if they parse.
private func syntaxError(_ bytes: [UInt8]) -> JSONSyntaxError? {
    do {
        _ = try JSONParser.parse(bytes)
        return nil
    } catch {
        return error
    }
}

private func syntaxError(_ text: String) -> JSONSyntaxError? {
    syntaxError(Array(text.utf8))
}

private func at(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

@Suite struct JSONParserValidDocumentTests {
    @Test(arguments: [
        ("null", JSONValue.Kind.null),
        ("true", .bool(true)),
        ("false", .bool(false)),
        ("0", .number(0)),
        ("\"\"", .string("")),
        ("[]", .array([])),
        ("{}", .object([])),
        (" \t\r\n 42 \n", .number(42)),
    ])
    func scalarsAndEmptyContainers(text: String, expected: JSONValue.Kind) throws {
        #expect(try parse(text).kind == expected)
    }

    @Test func nestedDocumentKeepsOrderAndPositions() throws {
        let text = "{\n  \"b\": [1, true, null],\n  \"a\": {\"x\": \"y\"}\n}"
        let root = try parse(text)
        let expected = JSONValue(.object([
            JSONMember(key: "b", keyPosition: at(2, 3), value: JSONValue(.array([
                JSONValue(.number(1), at: at(2, 9), literal: "1"),
                JSONValue(.bool(true), at: at(2, 12)),
                JSONValue(.null, at: at(2, 18)),
            ]), at: at(2, 8))),
            JSONMember(key: "a", keyPosition: at(3, 3), value: JSONValue(.object([
                JSONMember(key: "x", keyPosition: at(3, 9), value: JSONValue(.string("y"), at: at(3, 14))),
            ]), at: at(3, 8))),
        ]), at: at(1, 1))
        #expect(root == expected)
        #expect(root["a"]?["x"]?.string == "y")
        #expect(root["b"]?.array?.count == 3)
    }

    @Test(arguments: [
        (#""plain""#, "plain"),
        (#""\" \\ \/ \b \f \n \r \t""#, "\" \\ / \u{08} \u{0C} \n \r \t"),
        (#""\u0041\u00e9\u20AC""#, "Aé€"),
        (#""\u0000""#, "\u{0}"),
        (#""\uD83D\uDE00""#, "😀"),
        (#""\ud834\udd1e clef""#, "𝄞 clef"),
        ("\"é€😀 raw\"", "é€😀 raw"),
        (#""a\u0301""#, "a\u{301}"),
    ])
    func strings(text: String, expected: String) throws {
        let value = try parse(text)
        guard case .string(let string) = value.kind else {
            Issue.record("not a string: \(value)")
            return
        }
        #expect(Array(string.unicodeScalars) == Array(expected.unicodeScalars))
    }

    @Test(arguments: [
        ("0", 0.0),
        ("-0", -0.0),
        ("1", 1.0),
        ("-12.5", -12.5),
        ("0.1", 0.1),
        ("1e3", 1000.0),
        ("1E+3", 1000.0),
        ("25e-1", 2.5),
        ("0.30000000000000004", 0.30000000000000004),
        ("1.7976931348623157e308", 1.7976931348623157e308),
        ("5e-324", Double.leastNonzeroMagnitude),
        ("9007199254740993", 9007199254740992.0),
        ("1e-400", 0.0),
    ])
    func numbersAreCorrectlyRounded(text: String, expected: Double) throws {
        let value = try parse(text)
        #expect(value.number?.bitPattern == expected.bitPattern)
        #expect(value.literal == text)
    }

    @Test(arguments: [("1e999", Double.infinity), ("-1e999", -Double.infinity), ("123456789e400", Double.infinity)])
    func overflowingNumbersKeepTheirLiteral(text: String, expected: Double) throws {
        let value = try parse("[\(text)]")
        #expect(value.array?.first?.number == expected)
        #expect(value.array?.first?.literal == text)
    }

    @Test func byteOrderMarkIsSkippedAndIsNotAColumn() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(" [1]".utf8))
        #expect(value.position == at(1, 2))
        #expect(value.array?.first?.position == at(1, 3))
    }

    @Test func columnsCountUnicodeScalars() throws {
        let value = try parse("[\"é€😀\", 1]")
        #expect(value.array?[1].position == at(1, 9))
    }

    @Test func lineBreaksCRLFAndCR() throws {
        let value = try parse("[1,\r\n2,\r3,\n4]")
        #expect(value.array?.map(\.position) == [at(1, 2), at(2, 1), at(3, 1), at(4, 1)])
    }

    @Test func keysEqualOnlyUnderCanonicalEquivalenceAreDistinct() throws {
        let value = try parse("{\"\u{E9}\": 1, \"e\u{301}\": 2}")
        #expect(value.members?.count == 2)
    }

    @Test func depthLimit() throws {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try parse(ok) }
        let objects = String(repeating: "{\"a\":", count: 511) + "[]" + String(repeating: "}", count: 511)
        #expect(throws: Never.self) { try parse(objects) }
    }
}

@Suite struct JSONParserErrorTests {
    @Test(arguments: [
        ("", at(1, 1), "the document is empty; expected a JSON value"),
        ("   \n  ", at(2, 3), "the document is empty; expected a JSON value"),
        ("[1,]", at(1, 4), "trailing comma before ']' is not allowed"),
        ("{\"a\":1,}", at(1, 8), "trailing comma before '}' is not allowed"),
        ("{\"a\":1,\n \"a\":2}", at(2, 2), "duplicate key 'a'"),
        ("[1] x", at(1, 5), "unexpected character 'x'; expected the end of the document after the JSON value"),
        ("[1]\n[2]", at(2, 1), "unexpected character '['; expected the end of the document after the JSON value"),
        ("01", at(1, 1), "leading zeros are not allowed in numbers"),
        ("[-01]", at(1, 3), "leading zeros are not allowed in numbers"),
        ("-", at(1, 2), "unexpected end of input; expected a digit after '-'"),
        ("[-a]", at(1, 3), "unexpected character 'a'; expected a digit after '-'"),
        ("1.", at(1, 3), "unexpected end of input; expected a digit after '.'"),
        ("[1.e5]", at(1, 4), "unexpected character 'e'; expected a digit after '.'"),
        ("1e", at(1, 3), "unexpected end of input; expected a digit in the exponent"),
        ("1e+", at(1, 4), "unexpected end of input; expected a digit in the exponent"),
        ("+1", at(1, 1), "unexpected character '+'; expected a value"),
        (".5", at(1, 1), "unexpected character '.'; expected a value"),
        ("NaN", at(1, 1), "NaN is not allowed in JSON"),
        ("[Infinity]", at(1, 2), "Infinity is not allowed in JSON"),
        ("[-Infinity]", at(1, 2), "-Infinity is not allowed in JSON"),
        ("[-NaN]", at(1, 2), "-NaN is not allowed in JSON"),
        ("[-Inf]", at(1, 3), "unexpected character 'I'; expected a digit after '-'"),
        ("[True]", at(1, 2), "'True' is not a JSON literal; use 'true'"),
        ("[tru]", at(1, 5), "unexpected character ']'; expected 'true'"),
        ("[nul", at(1, 5), "unexpected end of input; expected 'null'"),
        ("[truex]", at(1, 6), "unexpected character 'x' after 'true'"),
        ("[fals3]", at(1, 6), "unexpected character '3'; expected 'false'"),
        ("[undefined]", at(1, 2), "unexpected character 'u'; expected a value"),
        ("['a']", at(1, 2), "strings must use double quotes"),
        ("// c\n1", at(1, 1), "comments are not allowed in JSON"),
        ("[1 /* c */]", at(1, 4), "comments are not allowed in JSON"),
        ("{a:1}", at(1, 2), "unexpected character 'a'; expected a string key"),
        ("{\"a\" 1}", at(1, 6), "unexpected character '1'; expected ':' after the key"),
        ("{\"a\":1 \"b\":2}", at(1, 8), "unexpected character '\"'; expected ',' or '}' after an object member"),
        ("[1 2]", at(1, 4), "unexpected character '2'; expected ',' or ']' after an array element"),
        ("[1", at(1, 3), "unexpected end of input; expected ',' or ']' after an array element"),
        ("[1,\n", at(2, 1), "unexpected end of input; expected a value"),
        ("{\"a\":", at(1, 6), "unexpected end of input; expected a value"),
        ("\"abc", at(1, 5), "unterminated string: expected '\"' before the end of input"),
        ("\"a\tb\"", at(1, 3), "control character U+0009 (tab) must be escaped in a string"),
        ("[\"a\nb\"]", at(1, 4), "control character U+000A (line feed) must be escaped in a string"),
        (#""\x""#, at(1, 2), #"invalid escape '\x' (valid escapes: \" \\ \/ \b \f \n \r \t \uXXXX)"#),
        (#""\u12G4""#, at(1, 6), "unexpected character 'G'; expected 4 hexadecimal digits after '\\u'"),
        (#""\u12"#, at(1, 6), "unterminated string: expected 4 hexadecimal digits after '\\u'"),
        (#"["ok", "\uD800"]"#, at(1, 9), #"lone high surrogate '\uD800' (it must be followed by a low surrogate escape)"#),
        (#""\uD800\u0041""#, at(1, 2), #"lone high surrogate '\uD800' (it must be followed by a low surrogate escape)"#),
        (#""\uD800\uD800""#, at(1, 2), #"lone high surrogate '\uD800' (it must be followed by a low surrogate escape)"#),
        (#""x\uDC00""#, at(1, 3), #"lone low surrogate '\uDC00' (it must follow a high surrogate escape)"#),
        ("{\"é€😀\": 1, \"é€😀\": 2}", at(1, 12), "duplicate key 'é€😀'"),
        ("[\"日本語\", x]", at(1, 9), "unexpected character 'x'; expected a value"),
        ("\n\n  [\"😀😀\" 1]", at(3, 9), "unexpected character '1'; expected ',' or ']' after an array element"),
        ("[\u{00A0}1]", at(1, 2), "unexpected character U+00A0; expected a value"),
        ("[1]\u{0}", at(1, 4), "unexpected character U+0000; expected the end of the document after the JSON value"),
    ])
    func syntaxErrorPositions(text: String, position: SourcePosition, message: String) {
        let error = syntaxError(text)
        #expect(error == JSONSyntaxError(position: position, message: message))
    }

    @Test(arguments: [
        ([0xEF, 0xBB, 0xBF], at(1, 1), "the document is empty; expected a JSON value"),
        ([0xEF, 0xBB, 0xBF] + Array("[1,]".utf8), at(1, 4), "trailing comma before ']' is not allowed"),
        ([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("1".utf8), at(1, 1), "unexpected character U+FEFF; expected a value"),
        ([0x20, 0xEF, 0xBB, 0xBF] + Array("1".utf8), at(1, 2), "unexpected character U+FEFF; expected a value"),
    ] as [([UInt8], SourcePosition, String)])
    func byteOrderMark(bytes: [UInt8], position: SourcePosition, message: String) {
        #expect(syntaxError(bytes) == JSONSyntaxError(position: position, message: message))
    }

    @Test(arguments: [
        ([0x22, 0xFF, 0x22], at(1, 2), "invalid UTF-8 (byte 0xFF)"),
        ([0x22, 0x61, 0xC3, 0x28, 0x22], at(1, 3), "invalid UTF-8 (byte 0xC3)"),
        ([0x22, 0xC0, 0xAF, 0x22], at(1, 2), "invalid UTF-8 (bytes 0xC0 0xAF)"),
        ([0x22, 0xED, 0xA0, 0x80, 0x22], at(1, 2), "invalid UTF-8 (bytes 0xED 0xA0 0x80)"),
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], at(1, 2), "invalid UTF-8 (bytes 0xF4 0x90 0x80 0x80)"),
        ([0x22, 0xE2, 0x82, 0x22], at(1, 2), "invalid UTF-8 (bytes 0xE2 0x82)"),
        ([0x22, 0xC3, 0xA9, 0xE2, 0x82], at(1, 3), "invalid UTF-8 (bytes 0xE2 0x82)"),
        ([0x22, 0x80, 0x22], at(1, 2), "invalid UTF-8 (byte 0x80)"),
        ([0x5B, 0x31, 0x5D, 0x0A, 0xFE], at(2, 1), "invalid UTF-8 (byte 0xFE)"),
        ([0x5B, 0xC3], at(1, 2), "invalid UTF-8 (byte 0xC3)"),
    ] as [([UInt8], SourcePosition, String)])
    func invalidUTF8(bytes: [UInt8], position: SourcePosition, message: String) {
        #expect(syntaxError(bytes) == JSONSyntaxError(position: position, message: message))
    }

    @Test func depth513IsAnErrorWhereItHappens() {
        let arrays = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(syntaxError(arrays) == JSONSyntaxError(position: at(1, 513), message: "nesting is deeper than 512 levels"))
        let mixed = String(repeating: "[\n", count: 3) + String(repeating: "{\"k\":", count: 510) + "[]"
        #expect(syntaxError(mixed) == JSONSyntaxError(position: at(4, 2546), message: "nesting is deeper than 512 levels"))
    }

    @Test func tenThousandOpenBracketsDoNotOverflowTheStack() {
        let text = String(repeating: "[", count: 10_000)
        #expect(syntaxError(text)?.position == at(1, 513))
        let closed = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(syntaxError(closed)?.message == "nesting is deeper than 512 levels")
    }
}
