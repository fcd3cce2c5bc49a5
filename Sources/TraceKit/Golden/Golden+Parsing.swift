import Handlers
import UIKitModel

extension Golden {
    /// Reads a golden whose header names one of `handlers` (the built-in ones by default).
    public static func parse(_ bytes: [UInt8], handlers: [HandlerKind] = HandlerKind.builtIn) -> Result<Golden, GoldenErrors> {
        parse(bytes) { name in handlers.first { $0.name == name }.map { FrameLayout.of($0.schema.frame) } }
    }

    /// Reads a golden: a header line, then one frame line per written frame.
    ///
    /// Each line is parsed with the project's strict JSON parser. Every field of a frame
    /// line is required except `fx`; unknown keys are errors (a comparison must never
    /// skip a field it does not know). Numbers are read as the thousandths they are
    /// written as; a number with more decimals is rounded like the encoder rounds.
    /// A final line break is optional; blank lines are errors. Problems are reported one
    /// per line, for every bad line.
    ///
    /// - Parameter layout: the frame layout of the handler the header names (`nil` for a
    ///   handler it does not know, an error at the header).
    public static func parse(
        _ bytes: [UInt8], layout: (_ handler: String) -> FrameLayout?
    ) -> Result<Golden, GoldenErrors> {
        var errors: [GoldenError] = []
        var header: FrameHeader?
        var frameLayout: FrameLayout?
        var frames: [WrittenFrame] = []
        // The `f` of the last frame line that has a readable one, even if the line has
        // another problem: the order is checked against it (one mistake, one error).
        var lastIndex: Int?
        var lines = lineRanges(bytes)
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        if lines.count == 1, lines[0].isEmpty {
            return .failure(GoldenErrors(errors: [
                GoldenError(line: 1, message: "the golden is empty: expected a header line")
            ]))
        }
        for (offset, range) in lines.enumerated() {
            let lineNumber = offset + 1
            do throws(GoldenError) {
                if range.isEmpty { throw GoldenError(line: lineNumber, message: "blank line") }
                let value: JSONValue
                do {
                    value = try JSONParser.parse(Array(bytes[range]))
                } catch {
                    throw GoldenError(
                        line: lineNumber + error.position.line - 1, column: error.position.column,
                        message: error.message)
                }
                var line = LineReader(value: value, line: lineNumber)
                if lineNumber == 1 {
                    let parsed = try line.header()
                    guard let found = layout(parsed.handler) else {
                        throw GoldenError(line: lineNumber, message: "handler: unknown handler \(JSONStringFormat.literal(parsed.handler))")
                    }
                    header = parsed
                    frameLayout = found
                } else {
                    guard let frameLayout else { continue }
                    let previous = lastIndex
                    if let index = try? line.integer("f", atLeast: 0) { lastIndex = index }
                    let frame = try line.frame(frameLayout)
                    try checkOrder(frame.index, after: previous, header: header, line: lineNumber)
                    frames.append(frame)
                }
            } catch {
                errors.append(error)
            }
        }
        if errors.isEmpty, let header, header.frames > 0, frames.isEmpty {
            errors.append(GoldenError(line: lines.count + 1, message: "missing frame 0: the golden has no frame lines"))
        }
        guard errors.isEmpty, let header, let frameLayout else { return .failure(GoldenErrors(errors: errors)) }
        return .success(Golden(header: header, layout: frameLayout, frames: frames))
    }

    private static func checkOrder(_ index: Int, after previous: Int?, header: FrameHeader?, line: Int) throws(GoldenError) {
        if let previous {
            guard index > previous else {
                throw GoldenError(line: line, message: "frame \(index) comes after frame \(previous): frames must be in increasing order")
            }
        } else if index != 0 {
            throw GoldenError(line: line, message: "the first frame line must be frame 0, not frame \(index)")
        }
        if let header, index >= header.frames {
            throw GoldenError(line: line, message: "frame \(index) is past the last frame, \(header.frames - 1), of the header's \(header.frames) frames")
        }
    }

    /// The byte ranges of the lines of `bytes`, split at `\n` (a `\r` before it is
    /// JSON whitespace). The last range is what follows the last `\n`, possibly empty.
    private static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            ranges.append(start..<index)
            start = index + 1
        }
        ranges.append(start..<bytes.count)
        return ranges
    }
}

/// Reads the fields of one golden line, throwing the line's first problem.
private struct LineReader {
    let value: JSONValue
    let line: Int

    init(value: JSONValue, line: Int) {
        self.value = value
        self.line = line
    }

    func error(_ message: String) -> GoldenError {
        GoldenError(line: line, message: message)
    }

    func members(what: String, allowed: [String], optional: [String]) throws(GoldenError) -> [JSONMember] {
        guard let members = value.members else {
            throw error("expected \(what) object, got \(value.kindDescription)")
        }
        if let unknown = members.first(where: { !allowed.contains($0.key) }) {
            throw error("unknown field \(JSONStringFormat.literal(unknown.key)) in \(what)")
        }
        let missing = allowed.filter { key in !optional.contains(key) && !members.contains { $0.key == key } }
        if !missing.isEmpty {
            let names = missing.map { JSONStringFormat.literal($0) }.joined(separator: ", ")
            throw error("\(what) is missing \(missing.count == 1 ? "field" : "fields") \(names)")
        }
        return members
    }

    func integer(_ key: String, atLeast minimum: Int) throws(GoldenError) -> Int {
        let member = value[key]
        guard let number = member?.number, number.rounded(.towardZero) == number,
            number >= Double(minimum), number < 1e15
        else {
            throw error("\(key): expected a whole number of at least \(minimum), got \(member?.shortDescription ?? "nothing")")
        }
        return Int(number)
    }

    func thousandths(_ key: String) throws(GoldenError) -> Int64 {
        let member = value[key]
        guard let number = member?.number, number.magnitude < DecimalFormat.maximumMagnitude else {
            if let member, member.number != nil {
                throw error("\(key): \(member.shortDescription) is out of range")
            }
            throw error("\(key): expected a number, got \(member?.shortDescription ?? "nothing")")
        }
        return DecimalFormat.thousandths(number)
    }

    func string(_ key: String) throws(GoldenError) -> String {
        let member = value[key]
        guard let string = member?.string else {
            throw error("\(key): expected a string, got \(member?.shortDescription ?? "nothing")")
        }
        return string
    }

    /// The index of the choice `key` names among `names`.
    func choice(_ key: String, among names: [String]) throws(GoldenError) -> Int64 {
        let text = try string(key)
        guard let index = names.firstIndex(of: text) else {
            throw error("\(key): expected one of \(names.joined(separator: ", ")), got \(JSONStringFormat.literal(text))")
        }
        return Int64(index)
    }

    func flag(_ key: String) throws(GoldenError) -> Int64 {
        guard let value = value[key]?.bool else {
            throw error("\(key): expected true or false, got \(value[key]?.shortDescription ?? "nothing")")
        }
        return value ? 1 : 0
    }

    mutating func header() throws(GoldenError) -> FrameHeader {
        if value["f"] != nil {
            throw error(#"expected the header, {"kbframes":1,"trace":...,"fps":...,"frames":...}, got a frame line"#)
        }
        // `keyboard` and `view` are the trace's, like the rest of its scenario: accepted,
        // not read and not compared (`situations.md`, "Header").
        _ = try members(
            what: "a header", allowed: ["kbframes", "trace", "fps", "frames"] + FrameHeader.optionalKeys,
            optional: FrameHeader.optionalKeys)
        let version = try integer("kbframes", atLeast: 1)
        guard version == FrameHeader.formatVersion else {
            throw error("kbframes: this is frames format version \(version); kbreplay reads version \(FrameHeader.formatVersion)")
        }
        let trace = try string("trace")
        let handler = value["handler"] == nil ? HandlerSchema.defaultName : try string("handler")
        let fps = try integer("fps", atLeast: 1)
        let frames = try integer("frames", atLeast: 1)
        return FrameHeader(trace: trace, handler: handler, fps: fps, frames: frames)
    }

    mutating func frame(_ layout: FrameLayout) throws(GoldenError) -> WrittenFrame {
        let names = layout.schema.fields.map(\.name)
        _ = try members(what: "a frame line", allowed: ["f", "t"] + names + ["fx"], optional: ["fx"])
        let index = try integer("f", atLeast: 0)
        guard value["t"]?.number != nil else {
            throw error("t: expected a number, got \(value["t"]?.shortDescription ?? "nothing")")
        }
        var values = WrittenValues()
        for (position, field) in layout.schema.fields.enumerated() {
            switch field.kind {
            case .number, .alpha: values[position] = try thousandths(field.name)
            case .flag: values[position] = try flag(field.name)
            case .choice(let choices): values[position] = try choice(field.name, among: choices)
            }
        }
        var effects = EffectList()
        if let fx = value["fx"] {
            guard let elements = fx.array else {
                throw error("fx: expected an array of effects, got \(fx.shortDescription)")
            }
            for element in elements {
                guard let name = element.string, let effect = Effect(rawValue: name) else {
                    let names = Effect.allCases.map(\.rawValue).joined(separator: ", ")
                    throw error("fx: expected effects (\(names)), got \(element.shortDescription)")
                }
                effects.append(effect)
            }
        }
        return WrittenFrame(index: index, values: values, effects: effects)
    }
}
