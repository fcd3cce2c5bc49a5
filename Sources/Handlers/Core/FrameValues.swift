import UIKitModel

/// A frame's values, stored inline: one scalar per field of the handler's `FrameSchema`,
/// in its order (numbers as they are, flags as 0 or 1, choices as their index).
///
/// A fixed-size value type, so making, copying and keeping frames never allocates.
public struct FieldValues<Scalar: Numeric & BitwiseCopyable & Sendable>: Equatable, Sendable {
    /// The number of fields a frame can hold.
    @inlinable
    public static var capacity: Int { 32 }

    @usableFromInline
    var storage: (Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar, Scalar)

    /// Every field 0. Inlinable, like the subscript and `==`: a frame's values are
    /// made and compared per frame in other modules, which must not go through the
    /// generic (unspecialized) code.
    @inlinable
    public init() {
        let zero: Scalar = 0
        storage = (zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero, zero)
    }

    /// The value of the field at `index` (its position in the schema).
    ///
    /// - Precondition: `0 <= index < capacity`.
    @inlinable
    public subscript(index: Int) -> Scalar {
        get {
            precondition(index >= 0 && index < Self.capacity, "field index out of range")
            return withUnsafeBytes(of: self) { $0.load(fromByteOffset: index * MemoryLayout<Scalar>.stride, as: Scalar.self) }
        }
        set {
            precondition(index >= 0 && index < Self.capacity, "field index out of range")
            withUnsafeMutableBytes(of: &self) {
                $0.storeBytes(of: newValue, toByteOffset: index * MemoryLayout<Scalar>.stride, as: Scalar.self)
            }
        }
    }

    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        for index in 0..<capacity where lhs[index] != rhs[index] { return false }
        return true
    }
}

/// A frame's values as the handler draws them.
public typealias FrameValues = FieldValues<Double>
