/// The scanner's side of a `JSONListReader`: opening the list, handing its elements over.
extension JSONScanner {
    /// Whether the array node `list`, just opened in the root container `root`, is the
    /// list the `listReader` reads and it takes its elements (`JSONListReader`). The
    /// root's node records the end of its members so far while the reader looks at them.
    @inline(never)
    mutating func opensReadList(_ list: Int, in root: OpenContainer) -> Bool {
        guard let key = listReader.key, root.isObject else { return false }
        let tape = document.tape
        // The list's key is the node before it.
        guard tape.bytes(at: list - 1, equal: key) else { return false }
        nodes[root.node].value = UInt32(truncatingIfNeeded: list - 1)
        return listReader.open(root: JSONRef(tape: tape, index: root.node), list: JSONRef(tape: tape, index: list))
    }

    /// Hands the element just closed in the read list `list` (its only one on the tape)
    /// to the `listReader`, and drops its nodes.
    @inline(never)
    mutating func handOverElement(of list: Int) {
        listReader.read(JSONRef(tape: document.tape, index: list + 1))
        nodeCount = list + 1
        if decodedSinceHandOver {
            document.decoded = document.decoded.filter { $0.key <= list }
            decodedSinceHandOver = false
        }
    }
}
