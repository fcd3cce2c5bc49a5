/// The timestamp at the start of a console line, in nanoseconds.
///
/// - `2024-03-02 14:07:31.482913+0100 ChatApp[5121:1873402] ...` (NSLog, Xcode),
/// - `2024-03-02 14:07:31.482913+0100 0x1c9a3  Default  0x0  5121  0  ChatApp: ...` (`log stream`, `log show`),
/// - `2024-03-02 14:07:31.482 Df ChatApp[5121:1c9a3] ...` (`log stream --style compact`),
/// - `2024-03-02 13:07:31 +0000 ...` (Swift's `print(Date(), ...)`: a space before the zone),
/// - `2024-03-02 14:07:31.482: name -> Event next(...)` (RxSwift's `debug()`),
/// - `14:07:31.482913 ...` (a time alone, as Xcode's console can show it),
/// - any of these in square brackets: `[2024-03-02 14:07:31.482] ...` (loggers' prefixes).
///
/// With a date the result counts from 1970-01-01 UTC (the zone applied when given), so
/// midnight and zone changes order correctly; a time alone counts from midnight. The
/// fraction's digits are exact (no floating point), so the differences are exact. A date
/// whose nanoseconds do not fit in `Int64` (before 1677-09-21 00:12:44 or after
/// 2262-04-11 23:47:16 UTC) is `.outOfRange`, never a trap.
enum Timestamp: Equatable {
    /// No timestamp at the start of the line.
    case none
    case nanoseconds(Int64)
    /// A date kbreplay cannot represent.
    case outOfRange

    /// What `outOfRange` means, for messages.
    static let range = "1677-09-21 00:12:44 to 2262-04-11 23:47:16 UTC"

    static func read(_ line: ArraySlice<UInt8>) -> Timestamp {
        var scanner = Scanner(line)
        scanner.skipSpaces()
        let bracketed = scanner.take("[")  // `[10:42:07.118] ...`, as some loggers write it
        var days: Int64 = 0
        let save = scanner.offset
        if let year = scanner.digits(4), scanner.take("-"), let month = scanner.digits(2), scanner.take("-"),
            let day = scanner.digits(2), scanner.take(" ") || scanner.take("T")
        {
            guard (1...12).contains(month), (1...31).contains(day) else { return .none }
            days = daysFromCivil(year: year, month: month, day: day)
        } else {
            scanner.offset = save
        }
        guard let hour = scanner.digits(2), scanner.take(":"), let minute = scanner.digits(2), scanner.take(":"),
            let second = scanner.digits(2), hour < 24, minute < 60, second < 61
        else { return .none }
        var fraction: Int64 = 0
        if scanner.take(".") {
            var count = 0
            while let digit = scanner.digit() {
                if count < 9 { fraction = fraction * 10 + digit }
                count += 1
            }
            guard count > 0 else { return .none }
            for _ in min(count, 9)..<9 { fraction *= 10 }
        }
        var zone: Int64 = 0
        let beforeZone = scanner.offset
        _ = scanner.take(" ")  // print(Date()) writes `13:07:31 +0000`
        if let zoneSeconds = scanner.zone() {
            zone = zoneSeconds
        } else {
            scanner.offset = beforeZone
            _ = scanner.take("Z")
        }
        // What follows the timestamp must be a separator (RxSwift's `debug()` writes a
        // colon), not more of a word or number.
        if bracketed, !scanner.take("]") { return .none }
        if let next = scanner.peek(), ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ":")].contains(next) { return .none }
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - zone
        // Before 1970 the fraction is added to the second after, so that 1677-09-21
        // 00:12:43.145224193 (Int64.min + 1) does not overflow on the way.
        let borrow: Int64 = seconds < 0 ? 1 : 0
        let (whole, overflow) = (seconds + borrow).multipliedReportingOverflow(by: 1_000_000_000)
        let (total, overflowAgain) = whole.addingReportingOverflow(fraction - borrow * 1_000_000_000)
        return overflow || overflowAgain ? .outOfRange : .nanoseconds(total)
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
        let bytes: ArraySlice<UInt8>
        var offset: Int

        init(_ bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            offset = bytes.startIndex
        }

        func peek() -> UInt8? { offset < bytes.endIndex ? bytes[offset] : nil }

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

        /// `+HHMM`, `+HH:MM` or the same with `-`, in seconds east of UTC.
        mutating func zone() -> Int64? {
            guard let sign: Int64 = take("+") ? 1 : take("-") ? -1 : nil, let hours = digits(2) else { return nil }
            _ = take(":")
            guard let minutes = digits(2) else { return nil }
            return sign * (hours * 3600 + minutes * 60)
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
