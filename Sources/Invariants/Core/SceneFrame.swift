import Handlers
import UIKitModel

/// One frame as the invariants read it: the fields they know by name, taken from any
/// handler's frame (a field the handler does not write takes its resting value: no
/// reveal, no button, no pin, scroll view idle, bar, view and field at 0, not covered).
///
/// A handler's registration (`HandlerInvariants`) lists the checks that apply to it, so a
/// check never reads a field its handlers do not write; a check of a handler's own reads
/// its fields from the frame's values (`Observation.values`) instead.
public struct SceneFrame: Equatable, Sendable {
    public var index: Int
    public var time: Nanoseconds
    public var keyboardTop: Double
    public var offset: Double
    public var inset: Double
    public var indicator: Double
    public var contentHeight: Double
    public var viewportHeight: Double
    public var revealY: Double
    public var revealAlpha: Double
    public var composerY: Double
    public var composerHeight: Double
    public var buttonAlpha: Double
    public var buttonY: Double
    public var pin: PinPhase
    public var runway: Double
    public var pinnedOffset: Double
    public var atBottom: Bool
    public var scroll: ScrollPhase
    /// The safe area (safe-area-padding, model).
    public var safeArea: Double = 0
    /// The input bar's bottom edge (safe-area-padding, drawn).
    public var barBottom: Double = 0
    /// The form view's frame origin (form, drawn).
    public var viewY: Double = 0
    /// The active field's edges on screen (form, drawn; 0 with no active field).
    public var fieldTop: Double = 0
    public var fieldBottom: Double = 0
    /// The footer padding below the content (js-padding, model: part of `contentH`).
    public var padding: Double = 0
    public var effects: EffectList

    public init(
        index: Int, time: Nanoseconds, keyboardTop: Double, offset: Double, inset: Double,
        indicator: Double, contentHeight: Double, viewportHeight: Double, revealY: Double = 0,
        revealAlpha: Double = 1, composerY: Double, composerHeight: Double, buttonAlpha: Double = 0,
        buttonY: Double = 0, pin: PinPhase = .idle, runway: Double = 0, pinnedOffset: Double = 0, atBottom: Bool,
        scroll: ScrollPhase, effects: EffectList = EffectList()
    ) {
        self.index = index
        self.time = time
        self.keyboardTop = keyboardTop
        self.offset = offset
        self.inset = inset
        self.indicator = indicator
        self.contentHeight = contentHeight
        self.viewportHeight = viewportHeight
        self.revealY = revealY
        self.revealAlpha = revealAlpha
        self.composerY = composerY
        self.composerHeight = composerHeight
        self.buttonAlpha = buttonAlpha
        self.buttonY = buttonY
        self.pin = pin
        self.runway = runway
        self.pinnedOffset = pinnedOffset
        self.atBottom = atBottom
        self.scroll = scroll
        self.effects = effects
    }

    /// The first numeric field it holds, in frame format order, that is NaN or infinite
    /// (`Observation.nonFiniteField` adds the handler's other numeric fields).
    ///
    /// Inlined: asked of every frame, a call copied the frame (184 bytes) to pass it.
    @inline(__always)
    public var firstNonFiniteField: String? {
        mayHoldNonFinite ? firstNonFiniteFieldInList : nil
    }

    /// Whether a number it holds may be NaN or infinite (`firstNonFiniteField` then says
    /// which, if one is).
    ///
    /// Asked of every frame: a sum of finite numbers that is finite says they all are,
    /// without making the list (a NaN or an infinity makes the sum one; an overflow only
    /// sends it to the list).
    @inline(__always)
    var mayHoldNonFinite: Bool {
        let sum = keyboardTop + offset + inset + indicator + contentHeight + viewportHeight + revealY + revealAlpha
            + composerY + composerHeight + buttonAlpha + buttonY + runway + pinnedOffset
            + safeArea + barBottom + viewY + fieldTop + fieldBottom
        return !sum.isFinite
    }

    /// `firstNonFiniteField` when one of them is not finite (or their sum overflows).
    private var firstNonFiniteFieldInList: String? {
        let numbers: [(FrameField, Double)] = [
            (.kbTop, keyboardTop), (.offset, offset), (.inset, inset), (.indicator, indicator),
            (.contentH, contentHeight), (.viewportH, viewportHeight), (.revealY, revealY),
            (.revealAlpha, revealAlpha), (.composerY, composerY), (.composerH, composerHeight),
            (.btnAlpha, buttonAlpha), (.btnY, buttonY), (.runway, runway), (.pinned, pinnedOffset),
            (.safeArea, safeArea), (.barBottom, barBottom), (.viewY, viewY), (.fieldTop, fieldTop),
            (.fieldBottom, fieldBottom),
        ]
        return numbers.first { !$0.1.isFinite }?.0.name
    }

    /// The fields of `frame` (whose schema `fields` was resolved from).
    init(_ frame: Frame, fields: SceneFields) {
        self = .resting
        read(frame, fields: fields)
    }

    /// Frame 0 at time 0 with every field at its resting value (and the keyboard top and
    /// the viewport at 0): where a frame is made before `read` fills it in.
    static var resting: SceneFrame {
        SceneFrame(
            index: 0, time: 0, keyboardTop: 0, offset: 0, inset: 0, indicator: 0, contentHeight: 0,
            viewportHeight: 0, composerY: 0, composerHeight: 0, atBottom: true, scroll: .idle)
    }

    /// Makes this the fields of `frame` (whose schema `fields` was resolved from), in place.
    ///
    /// Done for every frame checked, into the checker's frame where it is stored: it reads
    /// plain lane numbers and looks choices up in case lists made once, so it allocates
    /// nothing, copies no reference and makes no new frame to be moved.
    ///
    /// Inlined, as is the reading itself: passed to a call, the checker's `fields` were
    /// copied (176 bytes) for every frame.
    @inline(__always)
    mutating func read(_ frame: Frame, fields: SceneFields) {
        // The lanes are read through a pointer: `SIMD32`'s subscript with an index known
        // only at run time stores the whole vector to memory for every lane it reads. The
        // frame's lanes are followed by a 0 and a 1, where a field the handler does not
        // write is read (its resting value), so no field is tested for being there (the
        // two are a literal here: a static constant is a lazy global, checked every time).
        let padded = (frame.values, SIMD2<Double>(0, 1))
        withUnsafeBytes(of: padded) { bytes in
            read(frame, values: bytes.baseAddress!.assumingMemoryBound(to: Double.self), fields: fields)
        }
    }

    /// `read(_:fields:)` with `frame`'s values, then the resting values, at `values`.
    @inline(__always)
    private mutating func read(_ frame: Frame, values: UnsafePointer<Double>, fields: SceneFields) {
        index = frame.index
        time = frame.time
        (keyboardTop, offset, inset, indicator, contentHeight, viewportHeight) = (
            values[fields.kbTop], values[fields.offset], values[fields.inset], values[fields.indicator],
            values[fields.contentH], values[fields.viewportH])
        (revealY, revealAlpha, composerY, composerHeight, buttonAlpha, buttonY) = (
            values[fields.revealY], values[fields.revealAlpha], values[fields.composerY], values[fields.composerH],
            values[fields.btnAlpha], values[fields.btnY])
        (runway, pinnedOffset, atBottom) = (values[fields.runway], values[fields.pinned], values[fields.atBottom] != 0)
        pin = Self.choice(values[fields.pin], fields.pinPhases) ?? .idle
        scroll = Self.choice(values[fields.scroll], fields.scrollPhases) ?? .idle
        (safeArea, barBottom, viewY, fieldTop, fieldBottom) = (
            values[fields.safeArea], values[fields.barBottom], values[fields.viewY], values[fields.fieldTop],
            values[fields.fieldBottom])
        padding = values[fields.padding]
        effects = frame.effects
    }

    /// The case a choice field's stored index names, if it is one (inlined: a call per
    /// choice was a tenth of reading a frame).
    @inline(__always)
    private static func choice<Choice>(_ stored: Double, _ cases: [Choice]) -> Choice? {
        guard stored >= 0, stored < Double(cases.count) else { return nil }
        return cases[Int(stored)]
    }
}

/// Where `SceneFrame` reads each field: its lane in a handler's frame, or, for a field the
/// schema does not have, the lane after the frame's that holds its resting value (`zero`,
/// or `one` for `revealAlpha` and `atBottom`; a missing choice reads 0, the index of
/// `idle`). Resolved once per checker, so reading a frame is one load per field, with no
/// test for a missing one.
struct SceneFields: Equatable {
    let kbTop, offset, inset, indicator, contentH, viewportH: Int
    let revealY, revealAlpha, composerY, composerH, btnAlpha, btnY: Int
    let pin, runway, pinned, atBottom, scroll: Int
    let safeArea, barBottom, viewY, fieldTop, fieldBottom: Int
    /// Not in `OtherNumericFields`' known list: `finite-numbers` checks it there.
    let padding: Int
    /// The cases of the choice fields, by stored index: kept here, read where the lanes
    /// are, rather than read from static constants (each a lazy global, checked at every
    /// frame).
    let pinPhases = Array(PinPhase.allCases)
    let scrollPhases = Array(ScrollPhase.allCases)

    /// The lanes after a frame's (`SceneFrame.read`): 0 at `zero`, 1 at `one`.
    static let zero = FrameValues.scalarCount
    static let one = FrameValues.scalarCount + 1

    /// The fields of the built-in handlers' schemas, and their other numeric fields, found
    /// once: `check` makes a checker per trace, and finding them takes 22 searches through
    /// the schema, and hundreds of field comparisons for the other numeric fields.
    private static let builtIn = HandlerKind.builtIn.map { kind in
        (schema: kind.schema.frame, fields: SceneFields(kind.schema.frame), other: OtherNumericFields(kind.schema.frame))
    }

    /// Where the fields are in `schema`, and its other numeric fields: found once for a
    /// built-in handler's.
    static func of(_ schema: FrameSchema) -> (fields: SceneFields, other: OtherNumericFields) {
        if let known = builtIn.first(where: { $0.schema == schema }) { return (known.fields, known.other) }
        return (SceneFields(schema), OtherNumericFields(schema))
    }

    init(_ schema: FrameSchema) {
        func lane(_ field: FrameField, resting: Int = SceneFields.zero) -> Int { schema.index(of: field) ?? resting }
        (kbTop, offset, inset, indicator, contentH, viewportH) =
            (lane(.kbTop), lane(.offset), lane(.inset), lane(.indicator), lane(.contentH), lane(.viewportH))
        (revealY, revealAlpha, composerY, composerH, btnAlpha, btnY) =
            (lane(.revealY), lane(.revealAlpha, resting: Self.one), lane(.composerY), lane(.composerH),
             lane(.btnAlpha), lane(.btnY))
        (pin, runway, pinned, atBottom, scroll) =
            (lane(.pin), lane(.runway), lane(.pinned), lane(.atBottom, resting: Self.one), lane(.scroll))
        (safeArea, barBottom, viewY, fieldTop, fieldBottom) =
            (lane(.safeArea), lane(.barBottom), lane(.viewY), lane(.fieldTop), lane(.fieldBottom))
        padding = lane(.padding)
    }
}

/// The numeric fields of a handler's frame that `SceneFrame` does not hold, for
/// `finite-numbers` (kept apart from `SceneFields`, which every frame is read with).
struct OtherNumericFields {
    let fields: [(index: Int, name: String)]

    init(_ schema: FrameSchema) {
        let known: [FrameField] = [
            .kbTop, .offset, .inset, .indicator, .contentH, .viewportH, .revealY, .revealAlpha, .composerY,
            .composerH, .btnAlpha, .btnY, .runway, .pinned, .safeArea, .barBottom, .viewY, .fieldTop, .fieldBottom,
        ]
        fields = schema.fields.enumerated()
            .filter { $0.element.kind.isNumeric && !known.contains($0.element) }
            .map { ($0.offset, $0.element.name) }
    }

    /// The first of them that is NaN or infinite in `frame` (read where it is).
    ///
    /// Inlined, with no list searched when there are none (a built-in chat handler's
    /// frame has none): asked of every frame, a call copied the frame to pass it.
    @inline(__always)
    func firstNonFinite(_ frame: inout Frame) -> String? {
        guard !fields.isEmpty else { return nil }
        return fields.first { !frame.values[$0.index].isFinite }?.name
    }
}
