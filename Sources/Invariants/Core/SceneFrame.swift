import HandlerCore
import UIKitModel

/// One frame's fields that every handler's frame has, as the invariants read them: the
/// world's keyboard and scroll view (a field the handler does not write takes its
/// resting value: 0, the scroll view idle).
///
/// A handler's own fields (the composer, the pin, the button, the bar, the form's view and
/// field...) are not here: a check reads them through lanes found in the handler's schema
/// when its registration is prepared (`FrameLane`, `Observation`'s subscripts), so a
/// handler with fields of its own and checks that read them adds nothing here.
public struct SceneFrame: Equatable, Sendable {
    public var index: Int
    public var time: Nanoseconds
    public var keyboardTop: Double
    public var offset: Double
    public var inset: Double
    public var indicator: Double
    public var contentHeight: Double
    public var viewportHeight: Double
    public var scroll: ScrollPhase
    public var effects: EffectList

    public init(
        index: Int, time: Nanoseconds, keyboardTop: Double, offset: Double, inset: Double, indicator: Double,
        contentHeight: Double, viewportHeight: Double, scroll: ScrollPhase, effects: EffectList = EffectList()
    ) {
        self.index = index
        self.time = time
        self.keyboardTop = keyboardTop
        self.offset = offset
        self.inset = inset
        self.indicator = indicator
        self.contentHeight = contentHeight
        self.viewportHeight = viewportHeight
        self.scroll = scroll
        self.effects = effects
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
            viewportHeight: 0, scroll: .idle)
    }

    /// Makes this the fields of `frame` (whose schema `fields` was resolved from), in place.
    ///
    /// Done for every frame checked, into the checker's frame where it is stored: it reads
    /// plain lane numbers and looks choices up in case lists made once, so it allocates
    /// nothing, copies no reference and makes no new frame to be moved.
    ///
    /// Inlined, as is the reading itself: passed to a call, the checker's `fields` were
    /// copied for every frame.
    @inline(__always)
    mutating func read(_ frame: Frame, fields: SceneFields) {
        // A field the handler does not write is read in the lane after the frame's that
        // holds its resting value (`FrameLanes.reading`), so no field is tested for being there.
        FrameLanes.reading(frame.values) { values in
            index = frame.index
            time = frame.time
            (keyboardTop, offset, inset, indicator, contentHeight, viewportHeight) = (
                values[fields.kbTop], values[fields.offset], values[fields.inset], values[fields.indicator],
                values[fields.contentH], values[fields.viewportH])
            scroll = Self.choice(values[fields.scroll], fields.scrollPhases) ?? .idle
            effects = frame.effects
        }
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
/// schema does not have, the lane after the frame's that holds 0 (`FrameLane.zero`; a
/// missing choice reads 0, the index of `idle`). Resolved once per schema, so reading a
/// frame is one load per field, with no test for a missing one.
struct SceneFields: Equatable {
    let kbTop, offset, inset, indicator, contentH, viewportH, scroll: Int
    /// The lane of `kbMode` (`KeyboardRectFields`), in the frames of a trace whose keyboard
    /// floats; nil in every other's.
    let kbMode: Int?
    /// The scroll phases by stored index: kept here, read where the lanes are, rather than
    /// read from a static constant (a lazy global, checked at every frame).
    let scrollPhases = Array(ScrollPhase.allCases)

    init(_ schema: FrameSchema) {
        func lane(_ field: FrameField) -> Int { FrameLane(field, in: schema).index }
        (kbTop, offset, inset, indicator, contentH, viewportH, scroll) = (
            lane(.kbTop), lane(.offset), lane(.inset), lane(.indicator), lane(.contentH), lane(.viewportH),
            lane(.scroll))
        kbMode = schema.index(of: KeyboardRectFields.kbMode)
    }

    /// Whether the keyboard floats in a frame with `values` (its `kbMode`).
    @inline(__always)
    func floatsKeyboard(_ values: FrameValues) -> Bool {
        guard let kbMode else { return false }
        return values[kbMode] == KeyboardRectFields.lane(.floating)
    }
}
