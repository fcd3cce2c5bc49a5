/// A field of a frame line that goldens compare: every field but `f` and `t`, in the
/// order they are written, `fx` last.
public enum FrameField: Int, CaseIterable, Sendable, Comparable {
    case kbTop, offset, inset, indicator, contentH, viewportH, revealY, revealAlpha
    case composerY, composerH, btnAlpha, btnY, pin, runway, pinned, atBottom, scroll, fx

    /// The key the field has in a frame line.
    public var name: String {
        switch self {
        case .kbTop: "kbTop"
        case .offset: "offset"
        case .inset: "inset"
        case .indicator: "indicator"
        case .contentH: "contentH"
        case .viewportH: "viewportH"
        case .revealY: "revealY"
        case .revealAlpha: "revealAlpha"
        case .composerY: "composerY"
        case .composerH: "composerH"
        case .btnAlpha: "btnAlpha"
        case .btnY: "btnY"
        case .pin: "pin"
        case .runway: "runway"
        case .pinned: "pinned"
        case .atBottom: "atBottom"
        case .scroll: "scroll"
        case .fx: "fx"
        }
    }

    /// Whether the field is a number (compared within a tolerance).
    public var isNumber: Bool {
        switch self {
        case .pin, .atBottom, .scroll, .fx: false
        default: true
        }
    }

    /// Whether the field is an alpha, written clamped to `0...1`.
    public var isAlpha: Bool { self == .revealAlpha || self == .btnAlpha }

    public init?(name: String) {
        guard let field = FrameField.allCases.first(where: { $0.name == name }) else { return nil }
        self = field
    }

    public static func < (lhs: FrameField, rhs: FrameField) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A set of frame fields, kept in field order (never in hash order).
public struct FrameFieldSet: Equatable, Sendable, Sequence {
    private var bits: UInt32 = 0

    public init() {}

    public init(_ fields: some Sequence<FrameField>) {
        for field in fields { insert(field) }
    }

    public var isEmpty: Bool { bits == 0 }
    public var count: Int { bits.nonzeroBitCount }

    public func contains(_ field: FrameField) -> Bool { bits & (1 << field.rawValue) != 0 }

    public mutating func insert(_ field: FrameField) { bits |= 1 << field.rawValue }

    public mutating func formUnion(_ other: FrameFieldSet) { bits |= other.bits }

    /// The fields in the order they are written.
    public func makeIterator() -> some IteratorProtocol<FrameField> {
        FrameField.allCases.filter { contains($0) }.makeIterator()
    }
}
