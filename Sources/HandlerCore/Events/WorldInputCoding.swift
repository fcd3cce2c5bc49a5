import UIKitModel

/// How one of the world's input types maps to its fields' values and back, and the few
/// rules in which it differs from an app event's: part of its `EventType` declaration.
///
/// The decoder, `TraceWriter`, the plot's text, the shrinker, `TraceSize` and the trace
/// builder read a world input through its values, on the path an app event's values take,
/// so none of them names an input: a new input is a case of `WorldInput` and one
/// declaration. Each rule left nil is an app event's (written in the declared order,
/// every field shown, the generic simplifications and digits).
///
/// A class, so that the decoder reads it for one retain.
public final class WorldInputCoding: Sendable {
    /// The input's values, one per field of its type in the type's order (`.absent` for an
    /// optional field it leaves out); no values for an input of another kind.
    public let values: @Sendable (WorldInput) -> EventValues
    /// The input that values in the type's order make; nil when they make none.
    public let input: @Sendable (EventValues) -> WorldInput?
    /// The fields in the order a trace writes them, by index; nil: the declared order.
    public let writtenOrder: [Int]?
    /// The fields the plot's text shows, by index in order; nil: all of them.
    public let shownFields: [Int]?
    /// The field holding a keyboard frame that must be docked, partly off-screen or hidden
    /// on the trace's screen (`KeyboardFrameKind`): the decoder reports a floating one there.
    public let keyboardEndFrame: Int?
    /// Simpler inputs for the shrinker to try, in order, given the screen's height; nil:
    /// those an app event's field declarations give.
    public let simplifications: (@Sendable (WorldInput, _ screenHeight: Double) -> [WorldInput])?
    /// The digits the input counts for a trace's size (`TraceSize`), given how a value
    /// counts; nil: an app event's count.
    public let digits: (@Sendable (WorldInput, _ digitsOf: (EventValue) -> Int) -> Int)?

    public init(
        values: @escaping @Sendable (WorldInput) -> EventValues, input: @escaping @Sendable (EventValues) -> WorldInput?,
        writtenOrder: [Int]? = nil, shownFields: [Int]? = nil, keyboardEndFrame: Int? = nil,
        simplifications: (@Sendable (WorldInput, _ screenHeight: Double) -> [WorldInput])? = nil,
        digits: (@Sendable (WorldInput, _ digitsOf: (EventValue) -> Int) -> Int)? = nil
    ) {
        self.values = values
        self.input = input
        self.writtenOrder = writtenOrder
        self.shownFields = shownFields
        self.keyboardEndFrame = keyboardEndFrame
        self.simplifications = simplifications
        self.digits = digits
    }
}
