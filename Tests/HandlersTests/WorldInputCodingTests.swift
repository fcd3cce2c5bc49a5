import Handlers
import Testing
import UIKitModel

/// Each of the world's input types maps its input to its fields' values and back
/// (`WorldInputCoding`): what the decoder, the writer, the plot's text, the shrinker and a
/// trace's size read instead of a switch over the inputs.
struct WorldInputCodingTests {
    /// Every kind of input has its declaration, found from the kind.
    @Test func everyKindHasItsDeclaration() {
        for kind in WorldInput.Kind.allCases {
            #expect(EventType.of(kind).input == kind, "\(kind)")
        }
        #expect(Set(EventType.worldInputs.compactMap(\.input)).count == WorldInput.Kind.allCases.count)
    }

    static let docked = Rect(x: 0, y: 516, width: 393, height: 336)
    static let hidden = Rect(x: 0, y: 852, width: 393, height: 336)

    /// Inputs and their values in their type's field order, written out by hand from the
    /// declarations: a keyboard's end, begin, duration and curve; a finger's y, then the velocity.
    static let cases: [(WorldInput, EventValues)] = [
        (.keyboard(KeyboardNotification(kind: .willShow, begin: hidden, end: docked, duration: 250_000_000, curve: .keyboard)),
         [.frame(docked), .frame(hidden), .duration(250_000_000), .number(7)]),
        (.keyboard(KeyboardNotification(kind: .willHide, end: nil, duration: 0, curve: .linear)),
         [.absent, .absent, .duration(0), .number(3)]),
        (.contentSize(height: 2400), [.number(2400)]),
        (.dragBegin(y: 300), [.number(300)]),
        (.dragMove(y: 280.5), [.number(280.5)]),
        (.dragEnd(y: 250, velocity: -1200), [.number(250), .number(-1200)]),
        (.dragEnd(y: 250, velocity: nil), [.number(250), .absent]),
        (.tap(y: 400), [.number(400)]),
        (.tap(y: nil), [.absent]),
    ]

    @Test(arguments: cases.indices)
    func anInputMapsToItsValuesAndBack(index: Int) {
        let (input, values) = Self.cases[index]
        let type = EventType.of(input.kind)
        #expect(type.values(of: input) == values)
        #expect(type.input(from: values) == input)
    }

    /// Values that make no input: a required frame left out, a curve UIKit does not have,
    /// a flag for a number.
    @Test func valuesOfTheWrongKindMakeNoInput() {
        #expect(EventType.keyboardWillShow.input(from: [.absent, .absent, .duration(0), .number(7)]) == nil)
        #expect(EventType.keyboardWillShow.input(from: [.frame(Self.docked), .absent, .duration(0), .number(5)]) == nil)
        #expect(EventType.contentSize.input(from: [.flag(true)]) == nil)
        #expect(EventType.geometry.input(from: []) == nil, "traces do not hold geometry yet")
    }

    /// More values than are held inline (four), and strings, keep their order.
    @Test func valuesPastTheFourthAndStringsKeepTheirOrder() {
        var values = EventValues()
        for number in 1...6 { values.append(.number(Double(number))) }
        #expect(values.count == 6)
        #expect(values.array == [1, 2, 3, 4, 5, 6])
        #expect(values[5] == .number(6) && values[6] == .absent)
        let mixed: EventValues = [.flag(true), .string("Send"), .duration(5), .absent]
        #expect(mixed.count == 4 && mixed[1] == .string("Send") && mixed[2] == .duration(5))
        #expect(mixed.array == [.flag(true), .string("Send"), .duration(5), .absent])
    }
}
