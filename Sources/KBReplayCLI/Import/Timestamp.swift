/// The timestamp at the start of a console line, in nanoseconds.
///
/// - `2024-03-02 14:07:31.482913+0100 ChatApp[5121:1873402] ...` (NSLog, Xcode),
/// - `2024-03-02 14:07:31.482913+0100 0x1c9a3  Default  0x0  5121  0  ChatApp: ...` (`log stream`, `log show`),
/// - `2024-03-02 14:07:31.482 Df ChatApp[5121:1c9a3] ...` (`log stream --style compact`),
/// - `14:07:31.482913 ...` (a time alone, as Xcode's console can show it).
///
/// With a date the result counts from 1970-01-01 UTC (the zone applied when given), so
/// midnight and zone changes order correctly; a time alone counts from midnight. The
/// fraction's digits are exact (no floating point), so the differences are exact.
enum Timestamp {
    static func parse(_ line: String) -> Int64? {
        var scanner = Scanner(Array(line.utf8))
        scanner.skipSpaces()
        var days: Int64 = 0
        let save = scanner.offset
        if let year = scanner.digits(4), scanner.take("-"), let month = scanner.digits(2), scanner.take("-"),
            let day = scanner.digits(2), scanner.take(" ") || scanner.take("T")
        {
            guard (1...12).contains(month), (1...31).contains(day) else { return nil }
            days = daysFromCivil(year: year, month: month, day: day)
        } else {
            scanner.offset = save
        }
        guard let hour = scanner.digits(2), scanner.take(":"), let minute = scanner.digits(2), scanner.take(":"),
            let second = scanner.digits(2), hour < 24, minute < 60, second < 61
        else { return nil }
        var fraction: Int64 = 0
        if scanner.take(".") {
            var count = 0
            while let digit = scanner.digit() {
                if count < 9 { fraction = fraction * 10 + digit }
                count += 1
            }
            guard count > 0 else { return nil }
            for _ in min(count, 9)..<9 { fraction *= 10 }
        }
        var zone: Int64 = 0
        let sign: Int64? = scanner.take("+") ? 1 : scanner.take("-") ? -1 : nil
        if let sign {
            guard let hours = scanner.digits(2) else { return nil }
            _ = scanner.take(":")
            guard let minutes = scanner.digits(2) else { return nil }
            zone = sign * (hours * 3600 + minutes * 60)
        } else {
            _ = scanner.take("Z")
        }
        // What follows the timestamp must be a separator, not more of a word or number.
        if let next = scanner.peek(), next != UInt8(ascii: " "), next != UInt8(ascii: "\t") { return nil }
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - zone
        return seconds * 1_000_000_000 + fraction
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private struct Scanner {
        let bytes: [UInt8]
        var offset = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func skipSpaces() {
            while let byte = peek(), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { offset += 1 }
        }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard peek() == UInt8(ascii: character) else { return false }
            offset += 1
            return true
        }

        mutating func digit() -> Int64? {
            guard let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            offset += 1
            return Int64(byte - UInt8(ascii: "0"))
        }

        /// Exactly `count` digits.
        mutating func digits(_ count: Int) -> Int64? {
            let start = offset
            var value: Int64 = 0
            for _ in 0..<count {
                guard let digit = digit() else {
                    offset = start
                    return nil
                }
                value = value * 10 + digit
            }
            return value
        }
    }
}
