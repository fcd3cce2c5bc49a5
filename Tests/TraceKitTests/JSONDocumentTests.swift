import Testing
@testable import TraceKit

/// The tape the trace decoder reads: its node bound, and the values it hands out.
@Suite("JSON document (tape)")
struct JSONDocumentTests {
    /// `nodeBound` counts `,` `:` `[` `{` eight bytes at a time; it agrees with a byte
    /// by byte count on every length and on bytes with the high bit set.
    @Test func nodeBoundCountsEveryStructuralByte() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        let alphabet: [UInt8] = Array(",:[{]}\" a0\u{7B}".utf8) + [0x80, 0xAC, 0xBA, 0xDB, 0xFB, 0xFF, 0x00]
        for length in 0..<70 {
            var bytes: [UInt8] = []
            for _ in 0..<length {
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
                bytes.append(alphabet[Int(state % UInt64(alphabet.count))])
            }
            let expected = 1 + bytes.filter { [0x2C, 0x3A, 0x5B, 0x7B].contains($0) }.count
            #expect(JSONScanner.nodeBound(bytes) == expected, "\(bytes)")
        }
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
