import Handlers
import UIKitModel

/// A frame in its written form: what a frame line says, with every number as the
/// integer count of thousandths it is written as. The encoder writes it; the golden
/// reader reads it back.
public struct WrittenFrame: Equatable, Sendable {
    /// The frame index `f`.
    public var index: Int
    /// Every field of the line but `f`, `t` and `fx`, in the schema's order.
    public var values: WrittenValues
    /// `fx`: the effects of this frame, in order.
    public var effects: EffectList

    public init(index: Int, values: WrittenValues, effects: EffectList = EffectList()) {
        self.index = index
        self.values = values
        self.effects = effects
    }

    /// The written form of `frame`.
    @inlinable
    public init(_ frame: Frame, layout: FrameLayout) {
        self.init(index: frame.index, values: layout.written(frame.values), effects: frame.effects)
    }

    /// `fx` as it is written (`[]` for a frame without effects, whose line has no `fx`).
    public var effectsText: String {
        "[" + effects.map { JSONStringFormat.literal($0.rawValue) }.joined(separator: ",") + "]"
    }
}

/// A set of a frame's fields, by index in the schema, plus `fx`; kept in field order
/// (never in hash order).
public struct FrameFieldSet: Equatable, Sendable {
    private var bits: UInt64 = 0
    /// `fx` is the bit after the last possible field.
    private static let effectsBit = FrameSchema.capacity

    public init() {}

    public var isEmpty: Bool { bits == 0 }
    public var count: Int { bits.nonzeroBitCount }

    public func contains(_ index: Int) -> Bool { bits & (1 << index) != 0 }
    public mutating func insert(_ index: Int) { bits |= 1 << index }

    /// Whether `fx` is in the set.
    public var containsEffects: Bool { contains(Self.effectsBit) }
    public mutating func insertEffects() { insert(Self.effectsBit) }

    public mutating func formUnion(_ other: FrameFieldSet) { bits |= other.bits }

    /// The field indices in the set, in order (without `fx`).
    public var indices: [Int] { (0..<Self.effectsBit).filter { contains($0) } }

    /// The names of the fields in the set, in order, `fx` last.
    public func names(in layout: FrameLayout) -> [String] {
        indices.map { layout.field($0).name } + (containsEffects ? ["fx"] : [])
    }
}
