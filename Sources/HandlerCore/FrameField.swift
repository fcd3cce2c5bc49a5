import UIKitModel

/// One field of a handler's frame lines: its key and how its value is written and compared.
///
/// Declared once per field (shared fields in `FrameField+Common.swift`, the others next
/// to their handler); the encoder, the golden reader, the comparison, the invariants and
/// every other output read the declaration.
public struct FrameField: Equatable, Sendable {
    /// How a field's value is stored in `FrameValues`, written and compared.
    public enum Kind: Equatable, Sendable {
        /// A number in points (or the handler's own unit): 3 decimals, compared within a tolerance.
        case number
        /// An opacity: a number drawn clamped to `0...1` (Core Animation renders it so).
        case alpha
        /// `true` or `false`, stored as 1 or 0; compared exactly.
        case flag
        /// One of these names, stored as its index; compared exactly.
        case choice([String])

        /// Whether values of this kind are numbers (compared within the tolerance).
        public var isNumeric: Bool {
            switch self {
            case .number, .alpha: true
            case .flag, .choice: false
            }
        }
    }

    /// The key in a frame line.
    public let name: String
    public let kind: Kind

    public init(_ name: String, _ kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// A choice field whose names are the raw values of `type`'s cases, in case order:
    /// the stored index of a case is its position in `allCases`.
    public static func choice<Choice: RawRepresentable & CaseIterable>(
        _ name: String, _ type: Choice.Type
    ) -> FrameField where Choice.RawValue == String {
        FrameField(name, .choice(type.allCases.map(\.rawValue)))
    }
}

/// The fields of a handler's frame lines, in the order they are written (after `f` and
/// `t`; `fx`, the effects, comes last when a frame has any).
public struct FrameSchema: Equatable, Sendable {
    /// The most fields a frame may have (`FrameValues` holds them inline).
    public static let capacity = FrameValues.scalarCount

    public let fields: [FrameField]

    /// - Precondition: at most `capacity` fields, with distinct names other than `f`, `t`
    ///   and `fx`, and no empty choice list (a programming error in a handler's
    ///   declaration, not input).
    public init(_ fields: [FrameField]) {
        precondition(fields.count <= Self.capacity, "a frame has at most \(Self.capacity) fields")
        for (index, field) in fields.enumerated() {
            precondition(!["f", "t", "fx"].contains(field.name), "'\(field.name)' is reserved in frame lines")
            precondition(!fields[..<index].contains { $0.name == field.name }, "duplicate frame field '\(field.name)'")
            if case .choice(let names) = field.kind {
                precondition(!names.isEmpty, "choice field '\(field.name)' has no choices")
            }
        }
        self.fields = fields
    }

    /// The position of the field with `field`'s name and kind, if this schema has it.
    public func index(of field: FrameField) -> Int? {
        fields.firstIndex(of: field)
    }

    /// The position of the field named `name`, if any.
    public func index(named name: String) -> Int? {
        fields.firstIndex { $0.name == name }
    }
}
