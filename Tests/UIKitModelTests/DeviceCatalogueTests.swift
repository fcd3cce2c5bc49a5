import Testing
@testable import UIKitModel

@Suite("The device catalogue")
struct DeviceCatalogueTests {
    /// Every name names one entry, once; every entry is a sane screen.
    @Test func namesAreUniqueAndScreensSane() {
        let names = DeviceCatalogue.names.map { $0.lowercased() }
        #expect(Set(names).count == names.count)
        for device in DeviceCatalogue.devices {
            #expect(device.width > 0 && device.width < device.height, "\(device.name)")
            #expect(device.portrait.top + device.portrait.bottom < device.height, "\(device.name)")
            #expect(DeviceCatalogue.device(named: device.name) == device)
        }
    }

    /// Facts typed from the sources (docs/devices.md): an iPhone 14 Pro's screen is
    /// 393x852 @3x, safe areas (59, 0, 34, 0) and, in landscape, (0, 59, 21, 59); an
    /// iPhone 8's 375x667 has the 20 pt status bar and nothing else; an iPad Pro 11-inch
    /// in landscape is 1194x834.
    @Test func factsFromTheSources() throws {
        let pro = try #require(DeviceCatalogue.device(named: "iPhone 14 Pro"))
        #expect(pro.width == 393 && pro.height == 852 && pro.scale == 3 && !pro.homeButton)
        #expect(pro.portrait == Device.Insets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(pro.landscape == Device.Insets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(DeviceCatalogue.device(named: "iPhone 8")?.screen() == Screen(width: 375, height: 667, safeTop: 20, safeBottom: 0))
        #expect(DeviceCatalogue.device(named: "ipad pro (11-inch) (1st generation)")?.screen(.landscape).width == 1194)
        // Lookup ignores case and spaces; a 414x896 screen is two entries' (44 and 48 top).
        #expect(DeviceCatalogue.device(named: "iphone15pro")?.width == 393)
        #expect(DeviceCatalogue.devices(width: 414, height: 896).map(\.device.name) == ["iPhone XS Max", "iPhone 11"])
        #expect(DeviceCatalogue.devices(width: 1024, height: 768).allSatisfy { $0.orientation == .landscape })
    }

    /// An unknown name's near names: a typo finds the model.
    @Test func nearNames() {
        #expect(DeviceCatalogue.near("iPhone 15 Pro Maxx").first == "iPhone 15 Pro Max")
        #expect(DeviceCatalogue.near("iphone 14 pr").first == "iPhone 14 Pro")
    }
}
