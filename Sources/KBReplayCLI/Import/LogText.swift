/// A console log as lines, read the same whatever its line ends (LF, CRLF or CR alone) and
/// its spaces (a web page's no-break and ideographic spaces are spaces),
/// with the markers of a dump pasted into a comment, a quote or a code block stripped
/// from each line's start (`//`, `/*`, `*`, `>`, backticks, spaces).
///
/// The lines keep their numbers: line `n` of the text is line `n` of the file.
struct LogText {
    /// The lines' text, markers stripped, each followed by one `\n`.
    let bytes: [UInt8]
    /// The offset in `bytes` of each line's first byte.
    let lineStarts: [Int]

    init(_ file: [UInt8]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(file.count + 1)
        var starts: [Int] = []
        var start = 0
        var offset = 0
        func addLine(_ end: Int) {
            starts.append(bytes.count)
            bytes.append(contentsOf: Self.pastedContent(Self.plainSpaces(file[start..<end])))
            bytes.append(UInt8(ascii: "\n"))
        }
        while offset < file.count {
            switch file[offset] {
            case UInt8(ascii: "\n"):
                addLine(offset)
                offset += 1
                start = offset
            case UInt8(ascii: "\r"):
                addLine(offset)
                offset += offset + 1 < file.count && file[offset + 1] == UInt8(ascii: "\n") ? 2 : 1
                start = offset
            default:
                offset += 1
            }
        }
        if start < file.count { addLine(file.count) }
        self.bytes = bytes
        lineStarts = starts
    }

    var lineCount: Int { lineStarts.count }

    /// The offset just past line `index`'s last byte (at its `\n`).
    func lineEnd(_ index: Int) -> Int {
        (index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count) - 1
    }

    /// The 1-based line of an offset.
    func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    func slice(_ start: Int, _ end: Int) -> ArraySlice<UInt8> { bytes[start..<end] }

    /// Whether line `index` holds nothing but spaces.
    func isBlank(_ index: Int) -> Bool {
        bytes[lineStarts[index]..<lineEnd(index)].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// A web page's spaces as ASCII spaces, byte for byte: U+00A0 (no-break space) as two,
    /// U+3000 (ideographic space) as three.
    static func plainSpaces(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard line.contains(0xC2) || line.contains(0xE3) else { return line }
        var plain = Array(line)
        var index = 0
        while index < plain.count {
            let width = plain[index...].starts(with: [0xC2, 0xA0]) ? 2 : plain[index...].starts(with: [0xE3, 0x80, 0x80]) ? 3 : 0
            for offset in 0..<width { plain[index + offset] = UInt8(ascii: " ") }
            index += max(width, 1)
        }
        return plain[...]
    }

    /// Whether line `index` holds nothing but brackets, separators and spaces (`}}`, `])`),
    /// what is left of a dump's end.
    func isBrackets(_ index: Int) -> Bool {
        bytes[lineStarts[index]..<lineEnd(index)].allSatisfy { "{}[]()<>;,:= \t".utf8.contains($0) }
    }

    /// A line without the markers pasting put around it: leading spaces, `//` and `///`,
    /// `/*`, `*/` and `*` (block comments), `>` (quotes), backticks (a fence line, with its
    /// language word, becomes empty); trailing spaces, backticks and `*/`.
    static func pastedContent(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var text = line
        func starts(_ prefix: String) -> Bool { text.starts(with: prefix.utf8) }
        while true {
            while let first = text.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { text = text.dropFirst() }
            if starts("```") {
                text = text.dropFirst(3)
                if text.allSatisfy({ isLetter($0) }) { return text.prefix(0) }
            } else if starts("//") || starts("/*") || starts("*/") {
                text = text.dropFirst(2)
                while text.first == UInt8(ascii: "/") || text.first == UInt8(ascii: "*") { text = text.dropFirst() }
            } else if starts("*"), text.count == 1 || [UInt8(ascii: " "), UInt8(ascii: "\t")].contains(text.dropFirst().first!) {
                text = text.dropFirst()
            } else if starts(">") || starts("`") {
                text = text.dropFirst()
            } else {
                break
            }
        }
        while true {
            if let last = text.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "`") {
                text = text.dropLast()
            } else if text.count >= 2, text.suffix(2).elementsEqual("*/".utf8) {
                text = text.dropLast(2)
            } else {
                break
            }
        }
        return text
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
