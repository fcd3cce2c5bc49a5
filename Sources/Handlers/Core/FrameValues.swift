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
            // A switch reads the element in place: `withUnsafeBytes(of: self)` would
            // copy all 32 values to read one.
            switch index {
            case 0: return storage.0
            case 1: return storage.1
            case 2: return storage.2
            case 3: return storage.3
            case 4: return storage.4
            case 5: return storage.5
            case 6: return storage.6
            case 7: return storage.7
            case 8: return storage.8
            case 9: return storage.9
            case 10: return storage.10
            case 11: return storage.11
            case 12: return storage.12
            case 13: return storage.13
            case 14: return storage.14
            case 15: return storage.15
            case 16: return storage.16
            case 17: return storage.17
            case 18: return storage.18
            case 19: return storage.19
            case 20: return storage.20
            case 21: return storage.21
            case 22: return storage.22
            case 23: return storage.23
            case 24: return storage.24
            case 25: return storage.25
            case 26: return storage.26
            case 27: return storage.27
            case 28: return storage.28
            case 29: return storage.29
            case 30: return storage.30
            case 31: return storage.31
            default: return storage.0
            }
        }
        set {
            precondition(index >= 0 && index < Self.capacity, "field index out of range")
            withUnsafeMutableBytes(of: &storage) {
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
