/// One thing on the phone's screen that a handler's frame fields position: the keyboard,
/// the message list, the composer, a button, a text field.
///
/// A handler's schema lists its parts (`HandlerSchema.drawn(as:)`), naming the frame
/// fields that place each one, so `kbreplay view` draws any handler, a user's too, from
/// its schema with no drawing code. Every position is in screen points, y down, as the
/// fields are written; a part whose optional field is `nil` takes the scenario's value
/// (the composer's height, the viewport's height).
public enum FramePart: Equatable, Sendable {
    /// The system keyboard: `top` is its top edge on screen, as drawn; it fills the width below.
    case keyboard(top: FrameField)
    /// The scroll view's content, drawn as message blocks from the viewport's top: the
    /// content's top edge is at `-offset` on screen. `contentHeight`, `inset` and
    /// `viewportHeight` are `contentSize.height`, `contentInset.bottom` and the frame's height.
    case list(offset: FrameField, contentHeight: FrameField?, inset: FrameField?, viewportHeight: FrameField?)
    /// A shift of the content alone, on top of the offset (a pin's reveal), and its alpha.
    case contentShift(y: FrameField, alpha: FrameField?)
    /// The whole view's frame origin `y`: the list moves with it (a text field's edges
    /// are already on screen).
    case viewShift(y: FrameField)
    /// The runway: that much empty inset right below the content.
    case runway(height: FrameField)
    /// The composer: a translation `y` from its rest (where `HandlerSchema.composerYOrigin`
    /// says), `height` tall; it spans the screen's width less 8 pt each side.
    case composer(y: FrameField, height: FrameField?)
    /// An input bar: its bottom edge on screen, `height` tall, as wide as a composer.
    case bar(bottom: FrameField, height: FrameField?)
    /// The active text field: its edges on screen (both 0: none is active).
    case activeField(top: FrameField, bottom: FrameField)
    /// A square button `size` pt wide at the screen's right, 16 pt in: its bottom edge
    /// `bottom` relative to the screen's bottom (negative = up), at opacity `alpha`.
    case button(bottom: FrameField, alpha: FrameField?, size: Double)

    /// The fields it reads, in the order of its payload.
    public var fields: [FrameField] {
        switch self {
        case .keyboard(let top): [top]
        case .list(let offset, let contentHeight, let inset, let viewportHeight):
            [offset] + [contentHeight, inset, viewportHeight].compactMap { $0 }
        case .contentShift(let y, let alpha): [y] + [alpha].compactMap { $0 }
        case .viewShift(let y): [y]
        case .runway(let height): [height]
        case .composer(let y, let height): [y] + [height].compactMap { $0 }
        case .bar(let bottom, let height): [bottom] + [height].compactMap { $0 }
        case .activeField(let top, let bottom): [top, bottom]
        case .button(let bottom, let alpha, _): [bottom] + [alpha].compactMap { $0 }
        }
    }
}

extension HandlerSchema {
    /// This schema with `parts` as what its frames draw (`FramePart`).
    ///
    /// - Precondition: every field a part names is one of `frame`'s (a programming error
    ///   in a handler's declaration, not input).
    public func drawn(as parts: [FramePart]) -> HandlerSchema {
        for part in parts {
            for field in part.fields {
                precondition(frame.index(of: field) != nil, "part \(part) names '\(field.name)', not a field of \(name)'s frames")
            }
        }
        var schema = self
        schema.parts = parts
        return schema
    }
}
