/// Every iPhone and iPad screen since the iPhone 4, in points: one entry per screen and
/// safe area, with the models that share it. `docs/devices.md` is generated from it
/// (`DeviceCatalogue.markdownTable`), each fact with its source.
///
/// Safe areas are `safeAreaInsets` of a full-screen view with the status bar shown
/// (iOS 11 and later; before, the status bar's 20 pt). iPhones hide the status bar in
/// landscape (iOS 8 and later), so a home-button iPhone's landscape safe area is 0 all
/// round. Keyboard heights are given only where a source states them.
public struct Device: Equatable, Sendable {
    public enum Family: String, Sendable { case iPhone, iPad }

    /// Safe-area insets of one orientation.
    public struct Insets: Equatable, Sendable {
        public var top: Double
        public var left: Double
        public var bottom: Double
        public var right: Double

        public init(top: Double, left: Double, bottom: Double, right: Double) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }
    }

    public enum Orientation: String, CaseIterable, Sendable { case portrait, landscape }

    /// The models with this screen, the first one naming the entry.
    public var names: [String]
    public var family: Family
    /// Portrait width and height in points.
    public var width: Double
    public var height: Double
    public var scale: Int
    public var portrait: Insets
    public var landscape: Insets
    /// A home button (else a home indicator).
    public var homeButton: Bool
    /// Docked keyboard heights in portrait (English, no accessory): with the predictive
    /// bar and without; `nil` where no source states it.
    public var keyboardWithBar: Double?
    public var keyboardWithoutBar: Double?
    /// The sources (`DeviceCatalogue.sources` keys) of: the size and scale, the safe areas,
    /// the keyboard heights.
    public var sizeSource: String
    public var safeAreaSource: String
    public var keyboardSource: String?

    public var name: String { names[0] }

    /// The screen in an orientation, with its top and bottom safe areas; an iPad's idiom
    /// is `.pad`.
    public func screen(_ orientation: Orientation = .portrait) -> Screen {
        let idiom: Screen.Idiom = family == .iPad ? .pad : .phone
        return switch orientation {
        case .portrait: Screen(width: width, height: height, safeTop: portrait.top, safeBottom: portrait.bottom, idiom: idiom)
        case .landscape: Screen(width: height, height: width, safeTop: landscape.top, safeBottom: landscape.bottom, idiom: idiom)
        }
    }
}

public enum DeviceCatalogue {
    /// Where each fact comes from: a key, and what it is.
    public static let sources: [(key: String, text: String)] = [
        ("HIG", "Apple, Human Interface Guidelines, *Layout*, Specifications: device screen dimensions (points and scale), "
            + "https://developer.apple.com/design/human-interface-guidelines/layout"),
        ("gist", "Ric Santos, iPhone models' points and scale table, https://gist.github.com/ricsantos/e7baee6885626b9cb87c021a5097623f"),
        ("hacknicity-iPad", "Geoff Hackworth, *How iPad Apps Adapt to the New 11\" and 12.9\" iPads Pro* (2018): the four iPad "
            + "sizes in points; a 20 pt status bar and no other inset on home-button iPads, "
            + "https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20"),
        ("usagimaru", "usagimaru, iPhone X series layout comparison (Qiita): X, XS, XR, XS Max safe-area sizes, portrait and "
            + "landscape, under iOS 12, https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8"),
        ("csl", "*iOS Layout Adaptation* (2023): an iPhone 14 Pro's safeAreaInsets, portrait (59, 0, 34, 0) and landscape "
            + "(0, 59, 21, 59), http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation"),
        ("sizes-2015", "iOS development phone sizes (2015): points and scale of the iPhone 4(s), 5, 5c, 5s, 6 and 6 Plus, "
            + "https://topic.alibabacloud.com/a/ios-development-phone-size_1_19_20205069.html"),
        ("status-bar", "Sizes of iPhone UI Elements: status bar 20 pt, keyboard 216 pt portrait and 162 pt landscape on "
            + "the 320x480 iPhones, https://cnblogs.com/StarMud/articles/2561508.html"),
        ("unconfirmed", "Not confirmed by a cited source: the value the simulator of the model reports, as the explorer "
            + "used it before the catalogue; to be checked"),
    ]

    private static func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> Device.Insets {
        Device.Insets(top: top, left: left, bottom: bottom, right: right)
    }

    /// A home-button iPhone: a 20 pt status bar in portrait, nothing in landscape.
    private static func homeButtonPhone(_ names: [String], _ width: Double, _ height: Double, scale: Int, size: String) -> Device {
        Device(
            names: names, family: .iPhone, width: width, height: height, scale: scale, portrait: insets(20, 0, 0, 0),
            landscape: insets(0, 0, 0, 0), homeButton: true, sizeSource: size, safeAreaSource: "status-bar")
    }

    /// An iPhone with a home indicator: `top` in portrait and on each side in landscape,
    /// 34 below in portrait, 21 in landscape.
    private static func indicatorPhone(
        _ names: [String], _ width: Double, _ height: Double, scale: Int, top: Double, size: String, safeArea: String
    ) -> Device {
        Device(
            names: names, family: .iPhone, width: width, height: height, scale: scale, portrait: insets(top, 0, 34, 0),
            landscape: insets(0, top, 21, top), homeButton: false, sizeSource: size, safeAreaSource: safeArea)
    }

    /// An iPad: the status bar in both orientations; a home indicator's iPad 24 pt above
    /// and 20 below.
    private static func iPad(_ names: [String], _ width: Double, _ height: Double, scale: Int, homeButton: Bool, size: String) -> Device {
        let insets = homeButton ? insets(20, 0, 0, 0) : insets(24, 0, 20, 0)
        return Device(
            names: names, family: .iPad, width: width, height: height, scale: scale, portrait: insets, landscape: insets,
            homeButton: homeButton, sizeSource: size, safeAreaSource: homeButton ? "hacknicity-iPad" : "unconfirmed")
    }

    /// The catalogue, iPhones then iPads, each in order of release.
    public static let devices: [Device] = [
        {
            var device = homeButtonPhone(["iPhone 4", "iPhone 4s"], 320, 480, scale: 2, size: "sizes-2015")
            device.keyboardWithoutBar = 216
            device.keyboardSource = "status-bar"
            return device
        }(),
        homeButtonPhone(["iPhone 5", "iPhone 5c", "iPhone 5s", "iPhone SE (1st generation)"], 320, 568, scale: 2, size: "sizes-2015"),
        homeButtonPhone(
            ["iPhone 6", "iPhone 6s", "iPhone 7", "iPhone 8", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)"],
            375, 667, scale: 2, size: "sizes-2015"),
        homeButtonPhone(["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus", "iPhone 8 Plus"], 414, 736, scale: 3, size: "sizes-2015"),
        indicatorPhone(["iPhone X", "iPhone XS", "iPhone 11 Pro"], 375, 812, scale: 3, top: 44, size: "HIG", safeArea: "usagimaru"),
        indicatorPhone(["iPhone XS Max", "iPhone 11 Pro Max"], 414, 896, scale: 3, top: 44, size: "HIG", safeArea: "usagimaru"),
        indicatorPhone(["iPhone 11", "iPhone XR"], 414, 896, scale: 2, top: 48, size: "HIG", safeArea: "unconfirmed"),
        indicatorPhone(["iPhone 12 mini", "iPhone 13 mini"], 375, 812, scale: 3, top: 50, size: "gist", safeArea: "unconfirmed"),
        indicatorPhone(
            ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e"], 390, 844, scale: 3, top: 47,
            size: "gist", safeArea: "unconfirmed"),
        indicatorPhone(
            ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"], 428, 926, scale: 3, top: 47, size: "gist",
            safeArea: "unconfirmed"),
        indicatorPhone(
            ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"], 393, 852, scale: 3, top: 59, size: "gist", safeArea: "csl"),
        indicatorPhone(
            ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"], 430, 932, scale: 3, top: 59, size: "gist",
            safeArea: "unconfirmed"),
        indicatorPhone(["iPhone 16 Pro"], 402, 874, scale: 3, top: 62, size: "HIG", safeArea: "unconfirmed"),
        indicatorPhone(["iPhone 16 Pro Max"], 440, 956, scale: 3, top: 62, size: "HIG", safeArea: "unconfirmed"),
        iPad(["iPad 2", "iPad mini (1st generation)"], 768, 1024, scale: 1, homeButton: true, size: "hacknicity-iPad"),
        iPad(
            ["iPad (3rd generation)", "iPad (4th generation)", "iPad Air", "iPad Air 2", "iPad (5th generation)",
             "iPad (6th generation)", "iPad mini 2", "iPad mini 3", "iPad mini 4", "iPad mini (5th generation)", "iPad Pro (9.7-inch)"],
            768, 1024, scale: 2, homeButton: true, size: "hacknicity-iPad"),
        iPad(["iPad (7th generation)", "iPad (8th generation)", "iPad (9th generation)"], 810, 1080, scale: 2, homeButton: true, size: "HIG"),
        iPad(["iPad Pro (10.5-inch)", "iPad Air (3rd generation)"], 834, 1112, scale: 2, homeButton: true, size: "hacknicity-iPad"),
        iPad(["iPad Pro (12.9-inch) (1st generation)", "iPad Pro (12.9-inch) (2nd generation)"], 1024, 1366, scale: 2, homeButton: true,
             size: "hacknicity-iPad"),
        iPad(
            ["iPad Pro (11-inch) (1st generation)", "iPad Pro (11-inch) (2nd generation)", "iPad Pro (11-inch) (3rd generation)",
             "iPad Pro (11-inch) (4th generation)"], 834, 1194, scale: 2, homeButton: false, size: "hacknicity-iPad"),
        iPad(
            ["iPad Pro (12.9-inch) (3rd generation)", "iPad Pro (12.9-inch) (4th generation)", "iPad Pro (12.9-inch) (5th generation)",
             "iPad Pro (12.9-inch) (6th generation)", "iPad Air 13-inch (M2)"], 1024, 1366, scale: 2, homeButton: false,
            size: "hacknicity-iPad"),
        iPad(
            ["iPad Air (4th generation)", "iPad Air (5th generation)", "iPad Air 11-inch (M2)", "iPad (10th generation)", "iPad (A16)"],
            820, 1180, scale: 2, homeButton: false, size: "HIG"),
        iPad(["iPad mini (6th generation)", "iPad mini (A17 Pro)"], 744, 1133, scale: 2, homeButton: false, size: "HIG"),
        iPad(["iPad Pro 11-inch (M4)"], 834, 1210, scale: 2, homeButton: false, size: "HIG"),
        iPad(["iPad Pro 13-inch (M4)"], 1032, 1376, scale: 2, homeButton: false, size: "HIG"),
    ]

    /// The entry that lists `name` (exactly, ignoring case and spaces).
    public static func device(named name: String) -> Device? {
        let key = folded(name)
        return devices.first { $0.names.contains { folded($0) == key } }
    }

    /// Every model name, in catalogue order.
    public static var names: [String] { devices.flatMap(\.names) }

    /// The entries whose screen is `width` x `height` in portrait or landscape (a log of
    /// an iPad held sideways), portrait first.
    public static func devices(width: Double, height: Double) -> [(device: Device, orientation: Device.Orientation)] {
        devices.filter { $0.width == width && $0.height == height }.map { ($0, .portrait) }
            + devices.filter { $0.height == width && $0.width == height }.map { ($0, .landscape) }
    }

    /// Up to three model names nearest to `name` (edit distance on lowercased letters and
    /// digits), for an error.
    public static func near(_ name: String) -> [String] {
        let key = Array(folded(name))
        let scored = names.map { (name: $0, distance: distance(key, Array(folded($0)))) }
        return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(3).map(\.name)
    }

    private static func folded(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "(" || $0 == ")" || $0 == "-" })
    }

    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var row = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var previous = row[0]
            row[0] = i + 1
            for (j, y) in b.enumerated() {
                let current = row[j + 1]
                row[j + 1] = min(row[j] + 1, row[j + 1] + 1, previous + (x == y ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }

    /// `docs/devices.md`'s table: one row per entry, each fact followed by its source.
    public static var markdownTable: String {
        func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        func insets(_ insets: Device.Insets) -> String {
            "\(number(insets.top)) / \(number(insets.left)) / \(number(insets.bottom)) / \(number(insets.right))"
        }
        var lines = [
            "| Models | Points (portrait) | Scale | Safe area portrait (top / left / bottom / right) | Safe area landscape | Home | Keyboard with / without predictive bar | Sources (size; safe area; keyboard) |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for device in devices {
            let heights = [device.keyboardWithBar, device.keyboardWithoutBar]
            let keyboard = heights.allSatisfy { $0 == nil } ? "" : heights.map { $0.map(number) ?? "—" }.joined(separator: " / ")
            lines.append(
                "| \(device.names.joined(separator: ", ")) | \(number(device.width)) x \(number(device.height)) | @\(device.scale)x "
                    + "| \(insets(device.portrait)) | \(insets(device.landscape)) | \(device.homeButton ? "button" : "indicator") "
                    + "| \(keyboard) | \(device.sizeSource); \(device.safeAreaSource); \(device.keyboardSource ?? "") |")
        }
        lines.append("")
        for source in sources { lines.append("- **\(source.key)**: \(source.text)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
