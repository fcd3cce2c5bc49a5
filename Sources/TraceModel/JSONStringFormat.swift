/// How strings are written in frames: UTF-8 with minimal escaping.
public enum JSONStringFormat {
    /// Appends `string` as a JSON string literal: `"` and `\` are escaped, control
    /// characters become `\n`, `\t`, `\r`, `\b`, `\f` or `\u00XX`; everything else,
    /// non-ASCII included, is copied as UTF-8.
    public static func append(_ string: String, to buffer: inout [UInt8]) {
        buffer.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x09: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x0D: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x08: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x00..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                buffer.append(contentsOf: Array("\\u00".utf8))
                buffer.append(hex[Int(byte >> 4)])
                buffer.append(hex[Int(byte & 0xF)])
            default: buffer.append(byte)
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// `string` as a JSON string literal.
    public static func literal(_ string: String) -> String {
        var buffer: [UInt8] = []
        append(string, to: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }
}
