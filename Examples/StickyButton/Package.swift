// swift-tools-version:6.0
import PackageDescription

// An app's package with a keyboard handler of its own, using kbreplay as a dependency:
// `swift run sticky-replay check Traces` replays its traces through its handler.
let package = Package(
    name: "StickyButtonExample",
    dependencies: [
        // From GitHub: .package(url: "https://github.com/OWNER/kbreplay", from: "0.1.0")
        .package(name: "kbreplay", path: "../.."),
    ],
    targets: [
        // The handler: the app's keyboard code as a state machine over kbreplay's world.
        .target(name: "StickyButton", dependencies: [
            .product(name: "Handlers", package: "kbreplay"),
            .product(name: "UIKitModel", package: "kbreplay"),
        ]),
        // Every kbreplay command, with the handler registered: replay, check, record,
        // accept, plot, schema, import.
        .executableTarget(name: "sticky-replay", dependencies: [
            "StickyButton",
            .product(name: "KBReplayCLI", package: "kbreplay"),
        ]),
        // The traces replayed from the tests, against the goldens beside them.
        .testTarget(name: "StickyButtonTests", dependencies: [
            "StickyButton",
            .product(name: "KBReplayTesting", package: "kbreplay"),
        ]),
    ]
)
