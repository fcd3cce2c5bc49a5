import Testing
import Handlers
import UIKitModel

/// A handler's frame fields declared once (`FrameFields`): the schema's list comes from the
/// enum's cases, a case's raw value is its lane, and its name finds the field's kind.
struct FrameFieldsTests {
    enum Lifted: Int, FrameFields {
        case kbTop, lift, atBottom, scroll, shown
        static let own = [FrameField("lift", .number), FrameField("shown", .flag)]
    }

    /// An own field of a shared field's name: the enum's own declaration wins.
    enum Renamed: Int, FrameFields {
        case offset, kbTop
        static let own = [FrameField("offset", .alpha)]
    }

    @Test func theSchemaListsTheCasesInOrderWithTheirKinds() {
        let schema = FrameSchema(Lifted.self)
        #expect(schema.fields.map(\.name) == ["kbTop", "lift", "atBottom", "scroll", "shown"])
        #expect(schema.fields.map(\.kind) == [
            .number, .number, .flag, .choice(["idle", "dragging", "decelerating", "bouncing", "animating"]), .flag,
        ])
    }

    @Test func aCaseRawValueIsItsFieldsLane() {
        let schema = FrameSchema(Lifted.self)
        #expect(schema.index(named: "lift") == 1 && Lifted.lift.rawValue == 1)
        #expect(schema.index(named: "shown") == 4 && Lifted.shown.rawValue == 4)
    }

    @Test func anOwnFieldOverridesASharedOneOfItsName() {
        #expect(FrameSchema(Renamed.self).fields == [FrameField("offset", .alpha), FrameField("kbTop", .number)])
    }

    @Test func aBuiltInHandlersFieldsAreItsCasesInOrder() {
        #expect(LaunchComposer.schema.frame.fields.map(\.name) == [
            "kbTop", "offset", "inset", "indicator", "contentH", "viewportH", "revealY", "revealAlpha",
            "composerY", "composerH", "btnAlpha", "btnY", "pin", "runway", "pinned", "atBottom", "scroll",
        ])
        #expect(LaunchComposer.schema.frame.fields[12] == FrameField("pin", .choice(["idle", "armed", "deferred", "animating", "pinned", "pinned-relaxed"])))
        // The keyboard-avoiding view's own field: its key is "bottom", a number.
        #expect(RNKeyboardAvoidingView.schema.frame.fields[6] == FrameField("bottom", .number))
    }
}
