import Handlers
import UIKitModel

/// A handler's frame schema, prepared once for writing, reading and comparing frames:
/// what each field is, and its key as bytes.
public struct FrameLayout: Equatable, Sendable {
    /// How a field's stored value becomes its written form.
    @usableFromInline
    enum Code: UInt8, Sendable {
        case number, alpha, flag, choice
    }

    public let schema: FrameSchema
    @usableFromInline let codes: [Code]
    /// `,"name":` for each field.
    let keys: [[UInt8]]
    /// For choice fields, each name as a JSON string literal.
    let choiceLiterals: [[[UInt8]]]
    /// The bytes the encoder writes from, in one table: every key, then every choice
    /// literal, then `ByteCursor.pieceSize` zeros (the encoder copies in pieces that may
    /// read past a span). `keySpans[field]` and `choiceSpans[choiceStart[field] + index]`
    /// are ranges into it (one buffer, so writing a line retains nothing).
    let table: [UInt8]
    let keySpans: [Range<Int>]
    let choiceStart: [Int]
    let choiceSpans: [Range<Int>]
    /// An upper bound on the bytes written for a field's value: a number of at most
    /// 21 + 4 bytes and the bytes its writer may store past its end, or the field's
    /// longest choice literal.
    let maximumValueLength: Int
    /// An upper bound on a frame line's length without `fx`: `{"f":` and `,"t":` with
    /// their numbers, then each key with its longest value.
    let maximumLineLength: Int

    /// The layouts of the built-in handlers' schemas, made once: `check` and `record`
    /// make one per trace, from 1,000 traces at a time.
    private static let builtIn = HandlerKind.builtIn.map { FrameLayout($0.schema.frame) }

    /// The layout of `schema`: a built-in handler's is made once, any other's each time.
    public static func of(_ schema: FrameSchema) -> FrameLayout {
        builtIn.first { $0.schema == schema } ?? FrameLayout(schema)
    }

    public init(_ schema: FrameSchema) {
        self.schema = schema
        codes = schema.fields.map { field in
            switch field.kind {
            case .number: .number
            case .alpha: .alpha
            case .flag: .flag
            case .choice: .choice
            }
        }
        keys = schema.fields.map { Array(",\(JSONStringFormat.literal($0.name)):".utf8) }
        choiceLiterals = schema.fields.map { field in
            guard case .choice(let names) = field.kind else { return [] }
            return names.map { Array(JSONStringFormat.literal($0).utf8) }
        }
        var table: [UInt8] = []
        func append(_ bytes: [UInt8]) -> Range<Int> {
            defer { table += bytes }
            return table.count..<(table.count + bytes.count)
        }
        keySpans = keys.map(append)
        var choiceStart: [Int] = []
        var choiceSpans: [Range<Int>] = []
        for literals in choiceLiterals {
            choiceStart.append(choiceSpans.count)
            choiceSpans += literals.map(append)
        }
        self.choiceStart = choiceStart
        self.choiceSpans = choiceSpans
        self.table = table + [UInt8](repeating: 0, count: ByteCursor.pieceSize)
        let valueLengths = choiceLiterals.map { literals in max(32, literals.map(\.count).max() ?? 0) }
        maximumValueLength = valueLengths.max() ?? 0
        maximumLineLength = 64 + zip(keys, valueLengths).reduce(0) { length, field in length + field.0.count + field.1 }
    }

    public static func == (lhs: FrameLayout, rhs: FrameLayout) -> Bool { lhs.schema == rhs.schema }

    /// The number of fields (without `f`, `t` and `fx`).
    public var count: Int { codes.count }

    /// The field at `index`.
    public func field(_ index: Int) -> FrameField { schema.fields[index] }

    /// The written form of `values`: numbers as thousandths (alphas clamped to `0...1`
    /// first), flags and choices as stored.
    ///
    /// The lanes are read and written through pointers in one pass: a vector lane chosen
    /// at run time would otherwise move the whole vector through memory each time.
    @inlinable
    public func written(_ values: FrameValues) -> WrittenValues {
        var written = WrittenValues()
        var input = values
        let count = codes.count
        codes.withUnsafeBufferPointer { codes in
            withUnsafeMutableBytes(of: &written) { output in
                withUnsafeBytes(of: &input) { input in
                    let out = output.baseAddress!.assumingMemoryBound(to: Int64.self)
                    let source = input.baseAddress!.assumingMemoryBound(to: Double.self)
                    for index in 0..<count {
                        out[index] = Self.written(source[index], codes[index])
                    }
                }
            }
        }
        return written
    }

    /// The written form of one field's value.
    @inlinable @inline(__always)
    static func written(_ value: Double, _ code: Code) -> Int64 {
        switch code {
        case .number: DecimalFormat.thousandths(value)
        case .alpha: alphaThousandths(value)
        case .flag: value != 0 ? 1 : 0
        case .choice: value.isFinite && value >= 0 && value < 1e9 ? Int64(value) : 0
        }
    }

    /// An alpha clamped to `0...1` (as Core Animation draws it), in thousandths.
    /// NaN, which no handler produces, is written as 0.
    @inlinable
    static func alphaThousandths(_ alpha: Double) -> Int64 {
        guard alpha > 0 else { return 0 }
        return alpha < 1 ? DecimalFormat.thousandths(alpha) : 1000
    }

    /// Whether the field at `index` is a number (compared within the tolerance).
    public func isNumeric(_ index: Int) -> Bool {
        codes[index] == .number || codes[index] == .alpha
    }

    /// A field as it is written: `1641.823`, `"idle"`, `true`.
    public func text(of index: Int, in values: WrittenValues) -> String {
        let value = values[index]
        switch codes[index] {
        case .number, .alpha: return DecimalFormat.string(thousandths: value)
        case .flag: return value != 0 ? "true" : "false"
        case .choice:
            let literals = choiceLiterals[index]
            return literals.indices.contains(Int(value)) ? String(decoding: literals[Int(value)], as: UTF8.self) : "?"
        }
    }
}

/// A frame's values in written form: numbers as the integer thousandths they are
/// written as, flags as 1 or 0, choices as their index.
///
/// Two frames have the same text (apart from `f`, `t` and `fx`) exactly when their written
/// values are equal, so this is what sparse emission and golden comparison look at.
public typealias WrittenValues = SIMD32<Int64>
