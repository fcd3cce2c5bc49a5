import Testing
@testable import TraceKit

/// The tape the trace decoder reads: its node bound, and the values it hands out.
@Suite("JSON document (tape)")
struct JSONDocumentTests {
    /// The densest documents, every node in about two bytes (`[1,1]`, `[[],[]]`, `{"a":1}`):
    /// the tape fits `nodeBound`, and at the root the tape's end is its node count.
    @Test func theDensestDocumentsFitTheNodeBound() throws {
        for count in 1..<40 {
            let documents = [
                ("[" + Array(repeating: "1", count: count).joined(separator: ",") + "]", count + 1),
                ("[" + Array(repeating: "[]", count: count).joined(separator: ",") + "]", count + 1),
                ("[" + Array(repeating: "{}", count: count).joined(separator: ",") + "]", count + 1),
                (String(repeating: "[", count: count) + String(repeating: "]", count: count), count),
            ]
            for (text, nodes) in documents {
                let bytes = Array(text.utf8)
                let end = try JSONParser.withDocument(bytes) { $0.tape.end(of: 0) }.get()
                #expect(end == nodes, "\(text)")
                #expect(end <= JSONScanner<NoListReader>.nodeBound(byteCount: bytes.count, maximumDepth: JSONParser.maximumDepth), "\(text)")
            }
        }
        // Objects with many one-byte keys: a key, a `:`, a value and a `,` for two nodes.
        let keys = (0..<10).map { "\"\(Character(UnicodeScalar(UInt8(97 + $0))))\":1" }.joined(separator: ",")
        let bytes = Array("{\(keys)}".utf8)
        let end = try JSONParser.withDocument(bytes) { $0.tape.end(of: 0) }.get()
        #expect(end == 21)
        #expect(end <= JSONScanner<NoListReader>.nodeBound(byteCount: bytes.count, maximumDepth: JSONParser.maximumDepth))
    }

    /// A key with escapes (decoded apart from the input) repeats one without, and the
    /// other way round, in small objects and in objects of many members alike.
    @Test(arguments: [0, 20])
    func aDuplicateKeyIsFoundThroughEscapes(others: Int) throws {
        let filler = (0..<others).map { "\"k\($0)\":0," }.joined()
        for (first, second) in [("a", "\\u0061"), ("\\u0061", "a"), ("\\u00e9", "\u{e9}")] {
            let text = "{\(filler)\"\(first)\":1,\"\(second)\":2}"
            let column = text.unicodeScalars.count - "\"\(second)\":2}".unicodeScalars.count + 1
            let key = first == "a" || second == "a" ? "a" : "\u{e9}"
            #expect(throws: JSONSyntaxError(position: SourcePosition(line: 1, column: column), message: "duplicate key '\(key)'")) {
                try JSONParser.parse(text)
            }
        }
    }

    /// Unclosed containers write a node per byte before the error that stops the parse
    /// (a fuzzer's find): up to the deepest nesting, every prefix fits the node bound.
    @Test(arguments: [1, 2, 100, JSONParser.maximumDepth - 1, JSONParser.maximumDepth])
    func unclosedContainersFitTheNodeBound(depth: Int) {
        for (open, after) in [("[", "x"), ("[", ""), ("{\"a\":", "x"), ("{\"\":[", "}")] {
            let text = String(repeating: open, count: depth) + after
            #expect(throws: JSONSyntaxError.self, "\(open) \(depth)") { try JSONParser.parse(text) }
        }
    }

    /// Keys the duplicate filter cannot tell apart (same length, first and last bytes)
    /// are compared in full: different ones are kept, a repeated one is found.
    @Test func keysThatShareAFilterBitAreComparedInFull() throws {
        let unique = try JSONParser.parse(#"{"abc":1,"axc":2,"a\u0062c2":3,"ab2":4,"":5}"#)
        #expect(unique.members?.map(\.key) == ["abc", "axc", "abc2", "ab2", ""])
        #expect(throws: JSONSyntaxError(position: SourcePosition(line: 1, column: 18), message: "duplicate key 'abc'")) {
            try JSONParser.parse(#"{"abc":1,"axc":2,"a\u0062c":3}"#)
        }
        #expect(throws: JSONSyntaxError(position: SourcePosition(line: 1, column: 13), message: "duplicate key ''")) {
            try JSONParser.parse(#"{"":1,"x":2,"":3}"#)
        }
    }

    /// A key set finds a key by its bytes, escapes decoded, scalars not normalised: the
    /// same answers as comparing the key's string with each name's bytes.
    @Test func aKeySetMatchesKeysByTheirBytes() throws {
        let names = ["t", "type", "y", "width", "\u{e9}", "height"]
        let set = KeySet(names)
        let text = #"{"t":1,"typ":1,"type":1,"types":1,"\u0077idth":1,"e\u0301":1,"\u00e9":1,"":1,"height":1,"x":1}"#
        let found = try JSONParser.withDocument(Array(text.utf8)) { document in
            document.root.members!.map { member in
                (set.contains(keyOf: member), names.contains { $0.hasSameBytes(as: member.key) })
            }
        }.get()
        #expect(found.map(\.0) == [true, false, true, false, true, false, true, false, true, false])
        #expect(found.map(\.0) == found.map(\.1))
    }

    /// A name table finds the first name of a string's bytes among those of its length,
    /// and nothing for a length no name has (none, or past the longest).
    @Test func aNameTableFindsNamesByLengthThenBytes() {
        let table = NameTable(["dragMove", "tap", "dragEnd", "dragBeg", "tap", "keyboardDidHide", "keyboardDidShow"])
        func index(_ text: String) -> Int? { ByteSpan.with(text) { table.index(of: $0) } }
        #expect(index("tap") == 1)
        #expect(index("dragBeg") == 3)
        #expect(index("dragEnd") == 2)
        #expect(index("dragMove") == 0)
        #expect(index("keyboardDidShow") == 6)
        #expect(index("keyboardDidHide") == 5)
        #expect(index("keyboardDidHidden") == nil)
        #expect(index("dragMovf") == nil)
        #expect(index("") == nil)
        #expect(index("ta") == nil)
        #expect(ByteSpan.with([UInt8]()) { NameTable([]).index(of: $0) } == nil)
    }

    /// Names of every length a signature holds (1 to 24 bytes) and beyond are told apart
    /// by any one byte, wherever it is: each name is found, and each copy of it with one
    /// byte changed is not.
    @Test func aNameTableTellsNamesApartByAnyByte() {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
        let names = (0...30).map { count in String(decoding: (0..<count).map { alphabet[($0 * 7 + count) % alphabet.count] }, as: UTF8.self) }
        let table = NameTable(names)
        func index(_ bytes: [UInt8]) -> Int? { ByteSpan.with(bytes) { table.index(of: $0) } }
        for (found, name) in names.enumerated() {
            let bytes = Array(name.utf8)
            #expect(index(bytes) == found)
            for offset in bytes.indices {
                var changed = bytes
                changed[offset] ^= 0x01
                #expect(index(changed) == nil, "\(name) changed at \(offset)")
            }
        }
        #expect(ByteSpan.with([UInt8]()) { NameTable(["", "a"]).index(of: $0) } == 0)
    }

    /// A member is found by a literal key (one scalar or more, ASCII or not) and by a
    /// schema's name alike, on its bytes.
    @Test func fieldKeysFindMembersByTheirBytes() throws {
        let text = "{\"t\": 1, \"type\": 2, \"\u{e9}\": 3, \"e\u{301}\": 4, \"ty\\u0070e2\": 5}"
        let found = try JSONParser.withDocument(Array(text.utf8)) { document -> [Double?] in
            let fields = ObjectFields(objectPath: "", object: document.root)
            let keys: [FieldKey] = ["t", "type", "\u{e9}", .name("e\u{301}"), .name("type2"), "typ", .name("T")]
            return keys.map { fields.value($0)?.number }
        }.get()
        #expect(found == [1, 2, 3, 4, 5, nil, nil])
        #expect(FieldKey.literal("type").text == "type" && FieldKey.name("e\u{301}").text == "e\u{301}")
    }

    /// The decoder's view reads the same keys, strings, numbers and positions as the tree.
    @Test func refsReadWhatTheTreeHolds() throws {
        let text = "{\"a\\u00e9\": [1.50, -2e3, true, null],\n \"x-b\": {\"k\": \"v\\n\"}, \"c\": \"é\"}"
        let tree = try JSONParser.parse(text)
        let result = JSONParser.withDocument(Array(text.utf8)) { document -> [String] in
            let root = document.root
            var seen: [String] = []
            for member in root.members! {
                seen.append("\(member.key)@\(member.keyPosition) x-:\(member.hasExtensionPrefix) \(member.value.shortDescription)@\(member.value.position)")
            }
            let array = root.members!.first { $0.keyEquals("a\u{e9}") }!.value.array!
            seen.append("\(array.count) " + array.map { "\($0.number.map { "\($0)" } ?? $0.shortDescription)" }.joined(separator: " "))
            return seen
        }
        let seen = try result.get()
        let members = tree.members!
        #expect(seen[0] == "a\u{e9}@\(members[0].keyPosition) x-:false an array@\(members[0].value.position)")
        #expect(seen[1] == "x-b@\(members[1].keyPosition) x-:true an object@\(members[1].value.position)")
        #expect(seen[2] == "c@\(members[2].keyPosition) x-:false \"é\"@\(members[2].value.position)")
        #expect(seen[3] == "4 1.5 -2000.0 true null")
        #expect(members[0].value.array![0].literal == "1.50")
    }
}
