/// How a file name is shown: in a terminal, a CI log, a JUnit, JSON or HTML report.
///
/// A file name is whatever bytes a folder holds, and printed raw it can talk to the
/// terminal (ESC, OSC and BEL sequences), reverse the text after it (U+202E), or forge
/// lines of output (`\nok  all-good.trace.json`, `\n::error::forged` in a CI log). Every
/// path in kbreplay's output goes through `shown(_:)`; values inside traces go through
/// `JSONValue.quotedString`, which escapes the same scalars (`isEscaped(_:)`).
public enum FileName {
    /// `path` with `\` written `\\`, a line break, tab or carriage return `\n`, `\t`,
    /// `\r`, and every other control, format, bidirectional or invisible scalar
    /// (`isEscaped(_:)`) `\u{XXXX}`; a name without them is as it is. A name shown is
    /// never a path for reading: the reports show names, the commands read the real ones.
    public static func shown(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: { $0 == "\\" || isEscaped($0) }) else { return path }
        var result = String.UnicodeScalarView()
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\\": result.append(contentsOf: #"\\"#.unicodeScalars)
            case "\n": result.append(contentsOf: #"\n"#.unicodeScalars)
            case "\t": result.append(contentsOf: #"\t"#.unicodeScalars)
            case "\r": result.append(contentsOf: #"\r"#.unicodeScalars)
            default:
                if isEscaped(scalar) {
                    result.append(contentsOf: "\\u{\(hex(scalar.value, digits: 1))}".unicodeScalars)
                } else {
                    result.append(scalar)
                }
            }
        }
        return String(result)
    }

    /// `value` in upper-case hexadecimal, of at least `digits` digits.
    public static func hex<T: BinaryInteger>(_ value: T, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// Whether a scalar is escaped when shown: controls (C0, DEL, C1), spaces other than
    /// the ASCII space, format characters (the bidirectional marks, embeddings,
    /// overrides and isolates among them, U+061C, U+200B...U+200F, U+202A...U+202E,
    /// U+2066...U+2069), line and paragraph separators, the byte order mark and the tags
    /// (U+E0000...U+E007F).
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0xA0, 0xAD, 0x061C, 0x180E, 0x2000...0x200F, 0x2028...0x202F, 0x205F...0x206F, 0xFEFF,
            0xFFF9...0xFFFB, 0xE0000...0xE007F:
            true
        default: false
        }
    }
}
