/// A frame's values as the handler draws them, stored inline: one value per field of the
/// handler's `FrameSchema`, in its order (numbers as they are, flags as 0 or 1, choices as
/// their index).
///
/// A fixed-size value type (a 32-lane vector), so making, copying and keeping frames never
/// allocates. Reading or writing past the last lane traps: a schema has at most 32 fields.
public typealias FrameValues = SIMD32<Double>
