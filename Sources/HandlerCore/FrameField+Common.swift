import UIKitModel

/// Frame fields that several handlers write, declared once here (handler-specific
/// fields are declared next to their handler).
extension FrameField {
    /// The keyboard's top edge on screen, as drawn.
    public static let kbTop = FrameField("kbTop", .number)
    /// `contentOffset.y`, as drawn.
    public static let offset = FrameField("offset", .number)
    /// `contentInset.bottom` (model).
    public static let inset = FrameField("inset", .number)
    /// The scroll indicator's bottom inset (model).
    public static let indicator = FrameField("indicator", .number)
    /// The content height (model).
    public static let contentH = FrameField("contentH", .number)
    /// The viewport height (model).
    public static let viewportH = FrameField("viewportH", .number)
    /// The composer's vertical translation, as drawn (negative = up).
    public static let composerY = FrameField("composerY", .number)
    /// The composer's (or input bar's) height (model).
    public static let composerH = FrameField("composerH", .number)
    /// The handler's own "at (or near) the bottom" (model).
    public static let atBottom = FrameField("atBottom", .flag)
    /// What the scroll view itself is doing.
    public static let scroll = FrameField.choice("scroll", ScrollPhase.self)
    /// The bottom padding in use (model): an input bar's, a list footer's.
    public static let padding = FrameField("padding", .number)
    /// The view's frame origin `y`, as drawn (0 where its constraints put it).
    public static let viewY = FrameField("viewY", .number)
    /// The active field's top edge on screen, as drawn (0 with no active field).
    public static let fieldTop = FrameField("fieldTop", .number)
    /// The active field's bottom edge on screen, as drawn (0 with no active field).
    public static let fieldBottom = FrameField("fieldBottom", .number)
    /// A field is active and its bottom edge is more than 0.5 pt below the keyboard's top.
    public static let covered = FrameField("covered", .flag)

    /// The fields above, which a `FrameFields` case names by their names.
    public static let shared: [FrameField] = [
        .kbTop, .offset, .inset, .indicator, .contentH, .viewportH, .composerY, .composerH, .atBottom, .scroll,
        .padding, .viewY, .fieldTop, .fieldBottom, .covered,
    ]
}

extension FrameValues {
    /// Writes an active field as drawn, its top edge on screen at `top`: `fieldTop`,
    /// `fieldBottom` and `covered` (its bottom edge more than 0.5 pt below the drawn
    /// keyboard's top), into those fields' lanes of the handler's schema. The one place
    /// the form handlers' `covered` rule is written.
    @inlinable
    public mutating func setActiveField(
        top: Double, height: Double, keyboardTop: Double, lanes: (fieldTop: Int, fieldBottom: Int, covered: Int)
    ) {
        self[lanes.fieldTop] = top
        self[lanes.fieldBottom] = top + height
        self[lanes.covered] = Self.lane(top + height > keyboardTop + 0.5)
    }

    /// Sets a flag field.
    public subscript(flag index: Int) -> Bool {
        get { self[index] != 0 }
        set { self[index] = Self.lane(newValue) }
    }

    /// Sets a choice field from a case of the enum it was declared with (`FrameField.choice`).
    public mutating func set<Choice: CaseIterable & Equatable>(_ index: Int, to choice: Choice) {
        self[index] = Self.lane(choice)
    }

    /// A flag as its lane holds it: 1 or 0.
    @inlinable
    public static func lane(_ flag: Bool) -> Double { flag ? 1 : 0 }

    /// A case of a choice field's enum as its lane holds it: its position among the cases.
    ///
    /// Inlinable: the built-in handlers call it every frame from another module, where a
    /// generic call would compare through the unspecialised path.
    @inlinable
    public static func lane<Choice: CaseIterable & Equatable>(_ choice: Choice) -> Double {
        // The cases are walked here, where they compare as the enum they are, rather than
        // by `firstIndex(of:)` (a call per frame and field that compares through the
        // generic path). `allCases` once: it is made anew at each use.
        var position = 0
        for candidate in Choice.allCases {
            if candidate == choice { return Double(position) }
            position += 1
        }
        return 0
    }

    /// Runs `body` with the lanes as memory, where a built-in handler's `draw` sets them:
    /// set one by one through the vector's subscript, between the calls that compute them,
    /// the whole vector (256 bytes) went through registers and back around each call.
    ///
    /// For this package's handlers only (a handler of your own writes through the
    /// vector's subscript). The writer (`FrameLaneWriter`) checks each lane in every
    /// build, which costs nothing for the constant lanes a `draw` writes. Inlinable, as
    /// it was when the handlers shared its module.
    @inlinable @inline(__always)
    package mutating func withLanes<Result>(_ body: (inout FrameLaneWriter) -> Result) -> Result {
        withUnsafeMutableBytes(of: &self) { bytes in
            precondition(bytes.count == FrameLaneWriter.laneCount * MemoryLayout<Double>.stride)
            var writer = FrameLaneWriter(base: bytes.baseAddress.unsafelyUnwrapped.bindMemory(to: Double.self, capacity: FrameLaneWriter.laneCount))
            return body(&writer)
        }
    }
}

/// HandlerCore's one handle on memory by pointer: a frame's lanes, written in place during
/// `FrameValues.withLanes` (valid only during that call; noncopyable, so it is not kept).
/// Every lane is checked against the frame's (`isLane`) in every build.
@usableFromInline
package struct FrameLaneWriter: ~Copyable {
    @usableFromInline let base: UnsafeMutablePointer<Double>

    @inlinable
    package init(base: UnsafeMutablePointer<Double>) {
        self.base = base
    }

    /// How many lanes a frame has.
    @inlinable
    package static var laneCount: Int { FrameValues.scalarCount }

    /// Whether `lane` is one of a frame's, `0..<laneCount`: the precondition of every
    /// read and write.
    @inlinable @inline(__always)
    package static func isLane(_ lane: Int) -> Bool {
        UInt(bitPattern: lane) < UInt(bitPattern: laneCount)
    }

    /// The lane at `lane`.
    ///
    /// - Precondition: `isLane(lane)`, in every build.
    @inlinable
    package subscript(lane: Int) -> Double {
        @inline(__always) get {
            precondition(Self.isLane(lane), "no lane \(lane) in a frame")
            return base[lane]
        }
        @inline(__always) nonmutating set {
            precondition(Self.isLane(lane), "no lane \(lane) in a frame")
            base[lane] = newValue
        }
    }
}
