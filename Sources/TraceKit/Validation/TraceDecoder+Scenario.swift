import Handlers
import UIKitModel

/// The start-up state of a trace: `screen`, `scrollView`, `composer`, `config`, `expect`.
extension TraceDecoder {
    /// `scrollView`, decoded.
    struct ScrollViewSetup {
        var viewportHeight: Double
        var topInset: Double
        var contentHeight: Double
        var offset: InitialOffset
    }

    /// The keys of `screen` (`TraceFormat.screen`), made once.
    static let screenKeys = KeySet(TraceFormat.screen.map(\.name))

    /// The keys of `scrollView` (`TraceFormat.scrollView`), made once.
    static let scrollViewKeys = KeySet(TraceFormat.scrollView.map(\.name))

    /// `screen`: positive width and height; `safeTop` (default 0) and `safeBottom`
    /// (default `config.defaultSafeBottom`) not negative; `idiom` `"phone"` or `"pad"`
    /// (default: the device's, else `"phone"`).
    ///
    /// Or `device`, a name of `DeviceCatalogue` (an unknown one is an error listing the
    /// nearest names), in `orientation` (`"portrait"`, the default, or `"landscape"`):
    /// the device's screen and safe areas are the defaults of the four keys, which a
    /// trace may still give (a status bar hidden: `"safeTop": 0`), and an iPad's idiom is
    /// `"pad"` unless `idiom` says otherwise. Without a device, an `orientation` must
    /// agree with the width and height (landscape: wider than high).
    ///
    /// Returns the screen if it is valid, its height if that alone is (the checks that
    /// need only the height still run when, say, `safeTop` is wrong), and its idiom
    /// (the phone's when it is not valid).
    mutating func decodeScreen(
        _ value: JSONRef, defaultSafeBottom: Double
    ) -> (screen: Screen?, height: Double?, idiom: Screen.Idiom) {
        guard let fields = object(value, path: "screen", allowedKeys: Self.screenKeys)
        else { return (nil, nil, .phone) }
        var orientation: Device.Orientation?
        var orientationValid = true
        if let given = fields.value("orientation") {
            orientation = string(given, path: "screen.orientation").flatMap(Device.Orientation.init(rawValue:))
            if orientation == nil {
                orientationValid = false
                diagnostics.add("screen.orientation is \(given.shortDescription): \"portrait\" or \"landscape\"",
                    path: "screen.orientation", at: given.position)
            }
        }
        var givenIdiom: Screen.Idiom?
        var idiomValid = true
        if let value = fields.value("idiom") {
            let name = choice(value, among: Screen.Idiom.allCases.map(\.rawValue), path: "screen.idiom")
            givenIdiom = name.flatMap(Screen.Idiom.init(rawValue:))
            idiomValid = name != nil
        }
        if let name = fields.value("device") {
            let device = decodeDevice(name)
            let base = device?.screen(orientation ?? .portrait)
            let idiom = givenIdiom ?? base?.idiom ?? .phone
            let width = optionalNumber("width", in: fields, rule: .positivePoints, default: base?.width ?? 1)
            let height = optionalNumber("height", in: fields, rule: .positivePoints, default: base?.height ?? 1)
            let safeTop = optionalNumber("safeTop", in: fields, rule: .points, default: base?.safeTop ?? 0)
            let safeBottom = optionalNumber("safeBottom", in: fields, rule: .points, default: base?.safeBottom ?? 0)
            guard device != nil, orientationValid, idiomValid, let width, let height, let safeTop, let safeBottom
            else { return (nil, nil, idiomValid ? idiom : .phone) }
            return (Screen(width: width, height: height, safeTop: safeTop, safeBottom: safeBottom, idiom: idiom), height, idiom)
        }
        let idiom = givenIdiom ?? .phone
        let width = required("width", in: fields).flatMap { number($0, path: "screen.width", rule: .positivePoints) }
        let height = required("height", in: fields).flatMap { number($0, path: "screen.height", rule: .positivePoints) }
        let safeTop = optionalNumber("safeTop", in: fields, rule: .points, default: 0)
        let safeBottom = optionalNumber("safeBottom", in: fields, rule: .points, default: defaultSafeBottom)
        if let orientation, let width, let height, let given = fields.value("orientation"), (width > height) != (orientation == .landscape) {
            let way = orientation == .landscape ? "not wider than it is high" : "wider than it is high"
            diagnostics.add("screen.orientation is \"\(orientation.rawValue)\" but the screen is \(way)",
                path: "screen.orientation", at: given.position)
            return (nil, height, idiom)
        }
        guard let width, let height, let safeTop, let safeBottom, orientationValid, idiomValid else { return (nil, height, idiom) }
        return (Screen(width: width, height: height, safeTop: safeTop, safeBottom: safeBottom, idiom: idiom), height, idiom)
    }

    /// `screen.device`: the catalogue's model of that name.
    private mutating func decodeDevice(_ value: JSONRef) -> Device? {
        guard let name = string(value, path: "screen.device") else { return nil }
        if let device = DeviceCatalogue.device(named: name) { return device }
        let near = DeviceCatalogue.near(name).map { "'\($0)'" }.joined(separator: ", ")
        diagnostics.add("unknown device \(value.shortDescription) (nearest: \(near); docs/devices.md lists them all)",
            path: "screen.device", at: value.position)
        return nil
    }

    /// `scrollView`: `contentHeight` required; `height` (default `screenHeight`: the
    /// view's height, the screen's without a view) > 0;
    /// `topInset` (default 0) not negative; `offset` a number (any sign, used as given:
    /// it is the bounds origin, which is negative above the top inset), `"top"` or
    /// `"bottom"` (the default).
    mutating func decodeScrollView(_ value: JSONRef, screenHeight: Double?) -> ScrollViewSetup? {
        guard let fields = object(value, path: "scrollView", allowedKeys: Self.scrollViewKeys) else { return nil }
        let height = optionalNumber("height", in: fields, rule: .positivePoints, default: screenHeight)
        let topInset = optionalNumber("topInset", in: fields, rule: .points, default: 0)
        let contentHeight = required("contentHeight", in: fields).flatMap {
            number($0, path: "scrollView.contentHeight", rule: .points)
        }
        let offset: InitialOffset? =
            if let value = fields.value("offset") { decodeOffset(value, path: "scrollView.offset") } else { .bottom }
        guard let viewportHeight = height, let topInset, let contentHeight, let offset else { return nil }
        return ScrollViewSetup(viewportHeight: viewportHeight, topInset: topInset, contentHeight: contentHeight, offset: offset)
    }

    private mutating func decodeOffset(_ value: JSONRef, path: String) -> InitialOffset? {
        if value.number != nil {
            return number(value, path: path, rule: .signedPoints).map(InitialOffset.value)
        }
        switch value.string {
        case "top":
            return .top
        case "bottom":
            return .bottom
        case .some:
            diagnostics.add(
                "unknown offset \(value.shortDescription) (use a number, \"top\" or \"bottom\")", path: path, at: value.position)
            return nil
        case nil:
            typeMismatch(value, expected: "a number, \"top\" or \"bottom\"", path: path)
            return nil
        }
    }

    /// `composer`: `height` (default `Scenario.defaultComposerHeight`) > 0.
    mutating func decodeComposer(_ value: JSONRef) -> Double? {
        guard let fields = object(value, path: "composer", allowedKeys: KeySet(TraceFormat.composer.map(\.name))) else { return nil }
        return optionalNumber("height", in: fields, rule: .positivePoints, default: Scenario.defaultComposerHeight)
    }

    /// `expect`: `{"violations": [names]}`; `violations` may be omitted (empty).
    mutating func decodeExpect(_ value: JSONRef) -> [String]? {
        guard let fields = object(value, path: "expect", allowedKeys: KeySet(TraceFormat.expect.map(\.name))) else { return nil }
        guard let list = fields.value("violations") else { return [] }
        guard let elements = list.array else {
            typeMismatch(list, expected: "an array of invariant names", path: "expect.violations")
            return nil
        }
        var names: [String] = []
        for (index, element) in elements.enumerated() {
            let path = "expect.violations[\(index)]"
            guard let name = string(element, path: path) else { continue }
            if name.isEmpty {
                diagnostics.add("an invariant name must not be empty", path: path, at: element.position)
            }
            names.append(name)
        }
        return names
    }
}
