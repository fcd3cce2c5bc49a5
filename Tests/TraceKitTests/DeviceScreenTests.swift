import Testing
@testable import TraceKit
import UIKitModel

/// `"screen": {"device": ..., "orientation": ...}`: a model of the device catalogue
/// instead of a width, height and safe areas.
struct DeviceScreenTests {
    /// An iPhone 15 Pro is 393x852 with 59 top and 34 bottom; an iPhone 8 in landscape
    /// 667x375 with no safe area; its keyboard frames are checked against that screen.
    @Test func aDeviceIsItsScreen() throws {
        let pro = try parseTrace(makeTrace(screen: #"{"device": "iPhone 15 Pro"}"#, events: [keyboardEvent()])).get()
        #expect(pro.scenario.screen == Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34))
        let eight = try parseTrace(makeTrace(screen: #"{"device": "iPhone 8", "orientation": "landscape"}"#)).get()
        #expect(eight.scenario.screen == Screen(width: 667, height: 375, safeTop: 0, safeBottom: 0))
        // Frames are checked against the device's screen: a keyboard whose bottom edge is at
        // 375 is docked in landscape and floats in portrait (667 high).
        let wide = keyboardEvent(end: #"{"x": 0, "y": 275, "width": 667, "height": 100}"#)
        #expect(diagnostics(makeTrace(screen: #"{"device": "iPhone 8", "orientation": "landscape"}"#, events: [wide])).isEmpty)
        #expect(!diagnostics(makeTrace(screen: #"{"device": "iPhone 8"}"#, events: [wide])).isEmpty)
    }

    /// The device's values are defaults: a key given beside it wins (a status bar hidden).
    @Test func givenKeysWinOverTheDevice() throws {
        let trace = try parseTrace(makeTrace(screen: #"{"device": "iPhone 15 Pro", "safeTop": 0}"#)).get()
        #expect(trace.scenario.screen == Screen(width: 393, height: 852, safeTop: 0, safeBottom: 34))
    }

    /// An unknown name lists the nearest ones; a bad orientation, or one that disagrees
    /// with the width and height, is an error at its path.
    @Test func mistakesAreErrors() {
        let typo = diagnostics(makeTrace(screen: #"{"device": "iPhone 15 Pro Maxx"}"#)).map(describe)
        #expect(typo.count == 1)
        #expect(typo.first?.hasPrefix("screen.device: unknown device \"iPhone 15 Pro Maxx\" (nearest: 'iPhone 15 Pro Max', ") == true, "\(typo)")
        #expect(diagnostics(makeTrace(screen: #"{"device": "iPhone 8", "orientation": "sideways"}"#)).map(describe)
            == ["screen.orientation: screen.orientation is \"sideways\": \"portrait\" or \"landscape\""])
        #expect(diagnostics(makeTrace(screen: #"{"width": 393, "height": 852, "orientation": "landscape"}"#)).map(describe)
            == ["screen.orientation: screen.orientation is \"landscape\" but the screen is not wider than it is high"])
        #expect(diagnostics(makeTrace(screen: #"{"width": 393, "height": 852, "orientation": "portrait"}"#)).isEmpty)
        // Without a device, width and height are still required.
        #expect(diagnostics(makeTrace(screen: #"{"height": 852}"#)).map(describe).count == 1)
    }
}
