import UIKitModel

/// The screen as drawn at one frame, in the handler's `FrameSchema`: presentation values
/// for animated properties, model values for the rest, and the effects since the
/// previous frame.
public struct Frame: Equatable, Sendable {
    /// The frame index `k`.
    public var index: Int
    /// `k * 1e9 / fps`, rounded to the nearest nanosecond.
    public var time: Nanoseconds
    /// One value per field of the schema, in its order.
    public var values: FrameValues
    /// Effects that happened since the previous frame, in order.
    public var effects: EffectList

    public init(index: Int, time: Nanoseconds, values: FrameValues, effects: EffectList = EffectList()) {
        self.index = index
        self.time = time
        self.values = values
        self.effects = effects
    }
}
