import Handlers
import UIKitModel

/// One frame as the invariants read it: the fields they know by name, taken from any
/// handler's frame (a field the handler does not write takes its resting value: no
/// reveal, no button, no pin, scroll view idle, bar, view and field at 0, not covered).
///
/// Invariants say which handlers they apply to (`Invariant.handlers`), so a check never
/// reads a field its handlers do not write.
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
    public var firstNonFiniteField: String? {
        // Asked of every frame: a sum of finite numbers that is finite says they all are,
        // without making the list (a NaN or an infinity makes the sum one; an overflow
        // only sends it to the list).
        let sum = keyboardTop + offset + inset + indicator + contentHeight + viewportHeight + revealY + revealAlpha
            + composerY + composerHeight + buttonAlpha + buttonY + runway + pinnedOffset
            + safeArea + barBottom + viewY + fieldTop + fieldBottom
        if sum.isFinite { return nil }
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
    ///
    /// Made for every frame checked: it reads plain lane numbers and looks choices up in
    /// case lists made once, so it allocates nothing and copies no reference.
    init(_ frame: Frame, fields: SceneFields) {
        // The lanes are read through a pointer: `SIMD32`'s subscript with an index known
        // only at run time stores the whole vector to memory for every lane it reads.
        self = withUnsafeBytes(of: frame.values) { bytes in
            SceneFrame(frame, lanes: bytes.baseAddress!.assumingMemoryBound(to: Double.self), fields: fields)
        }
    }

    /// `init(_:fields:)` with `frame`'s values at `lanes`.
    private init(_ frame: Frame, lanes: UnsafePointer<Double>, fields: SceneFields) {
        func number(_ index: Int?, _ otherwise: Double) -> Double { index.map { lanes[$0] } ?? otherwise }
        index = frame.index
        time = frame.time
        keyboardTop = number(fields.kbTop, 0)
        offset = number(fields.offset, 0)
        inset = number(fields.inset, 0)
        indicator = number(fields.indicator, 0)
        contentHeight = number(fields.contentH, 0)
        viewportHeight = number(fields.viewportH, 0)
        revealY = number(fields.revealY, 0)
        revealAlpha = number(fields.revealAlpha, 1)
        composerY = number(fields.composerY, 0)
        composerHeight = number(fields.composerH, 0)
        buttonAlpha = number(fields.btnAlpha, 0)
        buttonY = number(fields.btnY, 0)
        pin = fields.pin.flatMap { Self.choice(lanes[$0], SceneFields.pinPhases) } ?? .idle
        runway = number(fields.runway, 0)
        pinnedOffset = number(fields.pinned, 0)
        atBottom = fields.atBottom.map { lanes[$0] != 0 } ?? true
        scroll = fields.scroll.flatMap { Self.choice(lanes[$0], SceneFields.scrollPhases) } ?? .idle
        safeArea = number(fields.safeArea, 0)
        barBottom = number(fields.barBottom, 0)
        viewY = number(fields.viewY, 0)
        fieldTop = number(fields.fieldTop, 0)
        fieldBottom = number(fields.fieldBottom, 0)
        effects = frame.effects
    }

    /// The case a choice field's stored index names, if it is one.
    private static func choice<Choice>(_ stored: Double, _ cases: [Choice]) -> Choice? {
        guard stored >= 0, stored < Double(cases.count) else { return nil }
        return cases[Int(stored)]
    }
}

/// Where the fields `SceneFrame` reads are in a handler's frame schema.
struct SceneFields: Equatable {
    let kbTop, offset, inset, indicator, contentH, viewportH: Int?
    let revealY, revealAlpha, composerY, composerH, btnAlpha, btnY: Int?
    let pin, runway, pinned, atBottom, scroll: Int?
    let safeArea, barBottom, viewY, fieldTop, fieldBottom: Int?
    /// The fields of the built-in handlers' schemas, found once: `check` makes a checker
    /// per trace, and finding them takes 22 searches through the schema.
    private static let builtIn = HandlerKind.builtIn.map { (schema: $0.schema.frame, fields: SceneFields($0.schema.frame)) }

    /// Where the fields are in `schema`: found once for a built-in handler's.
    static func of(_ schema: FrameSchema) -> SceneFields {
        builtIn.first { $0.schema == schema }?.fields ?? SceneFields(schema)
    }

    /// The cases of the choice fields, by stored index (`allCases` makes a new array).
    static let pinPhases = Array(PinPhase.allCases)
    static let scrollPhases = Array(ScrollPhase.allCases)

    init(_ schema: FrameSchema) {
        kbTop = schema.index(of: .kbTop)
        offset = schema.index(of: .offset)
        inset = schema.index(of: .inset)
        indicator = schema.index(of: .indicator)
        contentH = schema.index(of: .contentH)
        viewportH = schema.index(of: .viewportH)
        revealY = schema.index(of: .revealY)
        revealAlpha = schema.index(of: .revealAlpha)
        composerY = schema.index(of: .composerY)
        composerH = schema.index(of: .composerH)
        btnAlpha = schema.index(of: .btnAlpha)
        btnY = schema.index(of: .btnY)
        pin = schema.index(of: .pin)
        runway = schema.index(of: .runway)
        pinned = schema.index(of: .pinned)
        atBottom = schema.index(of: .atBottom)
        scroll = schema.index(of: .scroll)
        safeArea = schema.index(of: .safeArea)
        barBottom = schema.index(of: .barBottom)
        viewY = schema.index(of: .viewY)
        fieldTop = schema.index(of: .fieldTop)
        fieldBottom = schema.index(of: .fieldBottom)
    }
}

/// The numeric fields of a handler's frame that `SceneFrame` does not hold, for
/// `finite-numbers` (kept apart from `SceneFields`, which holds only numbers and is
/// copied for every frame).
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

    /// The first of them that is NaN or infinite in `frame`.
    func firstNonFinite(_ frame: Frame) -> String? {
        fields.first { !frame.values[$0.index].isFinite }?.name
    }
}
