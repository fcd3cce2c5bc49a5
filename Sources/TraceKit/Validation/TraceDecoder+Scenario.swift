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
    /// (default `config.defaultSafeBottom`) not negative; `idiom` `"phone"` (default) or
    /// `"pad"`.
    ///
    /// Returns the screen if it is valid, its height if that alone is (the checks that
    /// need only the height still run when, say, `safeTop` is wrong), and its idiom
    /// (the phone's when it is not valid).
    mutating func decodeScreen(
        _ value: JSONRef, defaultSafeBottom: Double
    ) -> (screen: Screen?, height: Double?, idiom: Screen.Idiom) {
        guard let fields = object(value, path: "screen", allowedKeys: Self.screenKeys)
        else { return (nil, nil, .phone) }
        var idiom = Screen.Idiom.phone
        var idiomValid = true
        if let value = fields.value("idiom") {
            let name = choice(value, among: Screen.Idiom.allCases.map(\.rawValue), path: "screen.idiom")
            idiom = name.flatMap(Screen.Idiom.init(rawValue:)) ?? .phone
            idiomValid = name != nil
        }
        let width = required("width", in: fields).flatMap { number($0, path: "screen.width", rule: .positivePoints) }
        let height = required("height", in: fields).flatMap { number($0, path: "screen.height", rule: .positivePoints) }
        let safeTop = optionalNumber("safeTop", in: fields, rule: .points, default: 0)
        let safeBottom = optionalNumber("safeBottom", in: fields, rule: .points, default: defaultSafeBottom)
        guard let width, let height, let safeTop, let safeBottom, idiomValid else { return (nil, height, idiom) }
        return (Screen(width: width, height: height, safeTop: safeTop, safeBottom: safeBottom, idiom: idiom), height, idiom)
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
