import UIKitModel

/// Frames and points as `NSValue` prints them: `NSRect: {{0, 516}, {393, 336}}`,
/// `CGRect: ...`, `NSPoint: {196.5, 684}`, with or without the type, or as Swift prints a
/// `CGRect`/`CGPoint`: `(0.0, 516.0, 393.0, 336.0)`, `(196.5, 684.0)`.
enum PrintedValue {
    static func rect(_ entry: NotificationParser.Entry) throws(ConsoleLogError) -> Rect {
        guard let numbers = numbers(entry.value, shapes: ["{{n,n},{n,n}}", "(n,n,n,n)"]) else {
            throw ConsoleLogError(
                line: entry.line,
                message: "\(entry.key): \"\(entry.value)\" is not a frame (expected \"NSRect: {{x, y}, {width, height}}\")",
                family: "\(entry.key) not a frame")
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    static func point(_ entry: NotificationParser.Entry) throws(ConsoleLogError) -> (x: Double, y: Double) {
        guard let numbers = numbers(entry.value, shapes: ["{n,n}", "(n,n)"]) else {
            throw ConsoleLogError(
                line: entry.line, message: "\(entry.key): \"\(entry.value)\" is not a point (expected \"NSPoint: {x, y}\")",
                family: "\(entry.key) not a point")
        }
        return (numbers[0], numbers[1])
    }

    /// The finite numbers of `value` when, without its type and spaces and with each
    /// number written `n`, it is one of `shapes`.
    private static func numbers(_ value: String, shapes: [String]) -> [Double]? {
        var text = Substring(value)
        for type in ["NSRect:", "CGRect:", "NSPoint:", "CGPoint:"] where text.hasPrefix(type) {
            text = text.dropFirst(type.count)
        }
        var shape = ""
        var numbers: [Double] = []
        var number = ""
        func flush() -> Bool {
            guard !number.isEmpty else { return true }
            guard let value = Double(number), value.isFinite else { return false }
            numbers.append(value)
            shape.append("n")
            number = ""
            return true
        }
        for character in text where character != " " {
            if character.isNumber || "+-.eE".contains(character) {
                number.append(character)
            } else {
                guard flush() else { return nil }
                shape.append(character)
            }
        }
        guard flush(), shapes.contains(shape) else { return nil }
        return numbers
    }
}
