import UIKitModel

/// A handler's frame fields, declared once: the cases of an `Int` enum, in the order they
/// are written.
///
/// - A case's raw value is its lane in `FrameValues`: `draw` writes
///   `values[Field.kbTop.rawValue] = ...`, a constant, with no lookup per frame.
/// - A case's name is the field's key in frame lines; the field (its kind) is the
///   `FrameField` of that name in the enum's `own`, or else in `FrameField.shared`.
/// - `FrameSchema(Field.self)` is the schema's field list, made once with the handler's
///   `schema`.
///
/// ```swift
/// enum Field: Int, FrameFields {
///     case kbTop, offset, buttonY
///     static let own = [FrameField("buttonY", .number)]
/// }
/// ```
///
/// The name is the case's `stringValue` as `CodingKey` synthesizes it for an `Int` enum:
/// the case's name, from a switch the compiler writes (no reflection, which cost every
/// process about 16M instructions at start, 1.8 ms, when the names came from
/// `"\(Field.kbTop)"`). An enum that writes its own `stringValue` breaks the link, and
/// `FrameSchema(_:)` stops there with the case it could not find.
public protocol FrameFields: CaseIterable, RawRepresentable<Int>, CodingKey, Sendable {
    /// The fields its cases name that `FrameField.shared` lacks (or declares otherwise),
    /// each named by one case. None by default.
    static var own: [FrameField] { get }
}

extension FrameFields {
    public static var own: [FrameField] { [] }
}

extension FrameSchema {
    /// The fields `Fields`'s cases name, in case order.
    ///
    /// - Precondition: the raw values are `0, 1, 2...` in case order, every case names a
    ///   field of `Fields.own` or `FrameField.shared`, and every field of `own` is named by
    ///   a case (a programming error in a handler's declaration, not input); and
    ///   `init(_: [FrameField])`'s.
    public init<Fields: FrameFields>(_ type: Fields.Type) {
        let own = Fields.own
        var fields: [FrameField] = []
        for (lane, field) in Fields.allCases.enumerated() {
            let name = field.stringValue
            precondition(field.rawValue == lane, "\(Fields.self).\(name) has raw value \(field.rawValue), not its lane \(lane)")
            guard let declared = own.first(where: { $0.name == name }) ?? FrameField.shared.first(where: { $0.name == name }) else {
                preconditionFailure("\(Fields.self).\(name) names no field of its `own` or of `FrameField.shared`")
            }
            fields.append(declared)
        }
        for field in own {
            precondition(fields.contains(field), "\(Fields.self).own declares '\(field.name)', which no case names")
        }
        self.init(fields)
    }
}
