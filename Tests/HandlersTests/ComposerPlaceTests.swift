import Handlers
import Testing
import UIKitModel

/// Where a composer is, the one rule the checker, the plot, the pages and compare read:
/// values worked out by hand on a 393 x 852 phone with a 34 pt home indicator.
@Suite struct ComposerPlaceTests {
    static let phone = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34)

    @Test func onTheWholeScreen() {
        let geometry = Geometry(screen: Self.phone)
        // From the screen's bottom: 852; above the safe area: 852 - 34 = 818.
        #expect(ComposerPlace(origin: .screenBottom, geometry: geometry).rest == 852)
        #expect(ComposerPlace(origin: .aboveSafeArea, geometry: geometry).rest == 818)
        #expect(ComposerPlace(origin: .aboveSafeArea, geometry: geometry).bottom(composerY: -300) == 518)
    }

    /// Above a 49 pt tab bar the view ends at 803, below it only 34 - 49 < 0 of safe area:
    /// both origins rest at 803. In a view ending 20 pt above the bottom, 14 pt remain.
    @Test func inAView() {
        let tabBar = Geometry(screen: Self.phone, view: ViewFrame(top: 0, bottom: 803))
        #expect(ComposerPlace(origin: .screenBottom, geometry: tabBar).rest == 803)
        #expect(ComposerPlace(origin: .aboveSafeArea, geometry: tabBar).rest == 803)
        let sheet = Geometry(screen: Self.phone, view: ViewFrame(top: 100, bottom: 832))
        #expect(ComposerPlace(origin: .aboveSafeArea, geometry: sheet).rest == 818)
        #expect(ComposerPlace(origin: .screenBottom, geometry: sheet).bottom(composerY: -10) == 822)
    }
}
