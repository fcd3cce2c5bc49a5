/// A number on the command line, as people write them: decimal digits only.
///
/// `Double(_:)` also reads `0x10` (16), `0x1p3`, `inf` and `nan`; an option that takes a
/// number takes `[+-]DIGITS[.DIGITS][e[+-]DIGITS]` (or `.DIGITS` for the first part), and anything else is a
/// usage error. The range (at least 0, greater than 0) is the option's to check.
enum DecimalNumber {
    /// `text` as a number when it is written in decimal, else `nil`.
    static func parse(_ text: String) -> Double? {
        var bytes = Array(text.utf8)[...]
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let whole = digitCount(bytes)
        bytes = bytes.dropFirst(whole)
        var fraction = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fraction = digitCount(bytes)
            guard fraction > 0 else { return nil }
            bytes = bytes.dropFirst(fraction)
        }
        guard whole + fraction > 0 else { return nil }
        if let first = bytes.first, first == UInt8(ascii: "e") || first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            let exponent = digitCount(bytes)
            guard exponent > 0 else { return nil }
            bytes = bytes.dropFirst(exponent)
        }
        guard bytes.isEmpty else { return nil }
        return Double(text)
    }

    private static func digitCount(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
    }
}
