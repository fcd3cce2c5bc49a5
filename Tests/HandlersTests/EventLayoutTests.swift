import Testing
import UIKitModel
import Handlers

/// A decoded trace holds one `TimedEvent` per event (118,000 in the benchmark's dense
/// trace), so their size is most of a trace's memory after its bytes and tape.
@Suite("Event layout")
struct EventLayoutTests {
    /// A keyboard notification is its duration (8 bytes), two optional rectangles (4
    /// doubles and a tag: 33 bytes each, the second starting at 40, 8-aligned) and two
    /// one-byte enums packed after the second tag: 8 + 33 + 7 + 33 + 1 + 1 = 83 bytes.
    @Test func aKeyboardNotificationPacksItsOneByteFields() {
        #expect(MemoryLayout<KeyboardNotification>.size == 83)
    }

    /// The event's case fits in bits its payloads leave unused (83 bytes); with its
    /// 8-byte time a timed event is 91 bytes, 96 in an array (112 before the packing).
    @Test func aTimedEventIsNinetySixBytesInAnArray() {
        #expect(MemoryLayout<Event>.size == 83)
        #expect(MemoryLayout<TimedEvent>.stride == 96)
    }
}
