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
    ///   handler it does not know, an error at the header); when frame 0 has `kbMode`, the
    ///   layout with the keyboard's other edges (`KeyboardRectFields`).
    public static func parse(
        _ bytes: [UInt8], layout: (_ handler: String) -> FrameLayout?
    ) -> Result<Golden, GoldenErrors> {
        withoutActuallyEscaping(layout) { layout in parse(bytes, lines: GoldenLines(layout: layout)) }
    }

    private static func parse(_ bytes: [UInt8], lines: GoldenLines) -> Result<Golden, GoldenErrors> {
        var lines = lines
        var frames: [WrittenFrame] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            if let frame = lines.take(bytes[start..<index]) { frames.append(frame) }
            start = index + 1
        }
        if let frame = lines.takeLast(bytes[start...]) { frames.append(frame) }
        guard lines.errors.isEmpty, let header = lines.header, let frameLayout = lines.layout else {
            return .failure(GoldenErrors(errors: lines.errors))
        }
        return .success(Golden(header: header, layout: frameLayout, frames: frames))
    }
}

/// The lines of a golden, read one at a time: what `Golden.parse` and `GoldenReader`
/// (which reads a golden in pieces) both parse with, so the two report the same errors.
struct GoldenLines {
    private let layoutOf: (_ handler: String) -> FrameLayout?
    private(set) var header: FrameHeader?
    private(set) var layout: FrameLayout?
    /// The problems so far, at most one per line, up to `maximumErrors`.
    private(set) var errors: [GoldenError] = []
    /// How many lines have problems, `errors` and those past the limit.
    private(set) var errorCount = 0
    /// The most errors kept (the rest are counted): a long file of garbage costs no more.
    var maximumErrors = Int.max
    /// The lines taken so far.
    private(set) var lineCount = 0
    private var frameCount = 0
    /// The `f` of the last frame line that has a readable one, even if the line has
    /// another problem: the order is checked against it (one mistake, one error).
    private var lastIndex: Int?

    init(layout: @escaping (_ handler: String) -> FrameLayout?) {
        layoutOf = layout
    }

    /// Takes the next line (without its `\n`; a `\r` before it is JSON whitespace).
    /// - Returns: the frame it writes, or `nil` for the header or a line with a problem.
    mutating func take(_ bytes: ArraySlice<UInt8>) -> WrittenFrame? {
        lineCount += 1
        let lineNumber = lineCount
        do throws(GoldenError) {
            if bytes.isEmpty { throw GoldenError(line: lineNumber, message: "blank line") }
            let value: JSONValue
            do {
                value = try JSONParser.parse(Array(bytes))
            } catch {
                throw GoldenError(
                    line: lineNumber + error.position.line - 1, column: error.position.column,
                    message: error.message)
            }
            var line = LineReader(value: value, line: lineNumber)
            if lineNumber == 1 {
                let parsed = try line.header()
                guard let found = layoutOf(parsed.handler) else {
                    throw GoldenError(line: lineNumber, message: "handler: unknown handler \(JSONStringFormat.literal(parsed.handler))")
                }
                header = parsed
                layout = found
                return nil
            }
            guard var layout else { return nil }
            // A replay whose keyboard may float writes its other edges after `kbTop`, and
            // one with a geometry event the geometry after them (`KeyboardRectFields`):
            // frame 0, which has every field, says so.
            if frameCount == 0, lastIndex == nil, layout.schema.index(of: KeyboardRectFields.kbMode) == nil,
               value.members?.contains(where: { $0.key == KeyboardRectFields.kbMode.name }) == true {
                let geometry = value.members?.contains(where: { $0.key == KeyboardRectFields.screenW.name }) == true
                layout = FrameLayout.of(KeyboardRectFields.extending(layout.schema, geometry: geometry))
                self.layout = layout
            }
            let previous = lastIndex
            if let index = try? line.integer("f", atLeast: 0) { lastIndex = index }
            let frame = try line.frame(layout)
            try Golden.checkOrder(frame.index, after: previous, header: header, line: lineNumber)
            frameCount += 1
            return frame
        } catch {
            errorCount += 1
            if errors.count < maximumErrors { errors.append(error) }
            return nil
        }
    }

    /// Counts the next line as one with a problem, without reading it (a line too long).
    mutating func reject(message: String) {
        lineCount += 1
        errorCount += 1
        if errors.count < maximumErrors { errors.append(GoldenError(line: lineCount, message: message)) }
    }

    /// Takes what follows the last `\n` (the whole file when it has none), and checks the
    /// golden as a whole: a final line break is optional; an empty file is an error, and
    /// so is a header with frames but no frame line, or frame lines that end before the
    /// header's last frame (a truncated golden).
    /// - Parameter skipped: whether the last line was skipped (`reject(message:)` said why).
    mutating func takeLast(_ bytes: ArraySlice<UInt8>, skipped: Bool = false) -> WrittenFrame? {
        // No line, or one blank line and its line break: nothing but white space.
        if bytes.isEmpty, !skipped, lineCount == 0 || (lineCount == 1 && header == nil && errors.first?.message == "blank line") {
            errorCount = 1
            errors = [GoldenError(line: 1, message: "the golden is empty: expected a header line")]
            return nil
        }
        let frame = bytes.isEmpty ? nil : take(bytes)
        if errors.isEmpty, let header, header.frames > 0, frameCount == 0 {
            errorCount += 1
            errors.append(GoldenError(line: lineCount + 1, message: "missing frame 0: the golden has no frame lines"))
        } else if errors.isEmpty, let header, let lastIndex, lastIndex != header.frames - 1 {
            // The last frame is always written (`FrameEncoder`), so a golden that ends
            // before it lost its end: without this, the frames it lost were implied equal
            // to its last line and a cut golden passed.
            errorCount += 1
            errors.append(GoldenError(
                line: lineCount + 1,
                message: "the golden is truncated: its last frame line is frame \(lastIndex), "
                    + "but the header's \(header.frames) frames end at frame \(header.frames - 1)"))
        }
        return frame
    }
}

extension Golden {
    fileprivate static func checkOrder(_ index: Int, after previous: Int?, header: FrameHeader?, line: Int) throws(GoldenError) {
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
