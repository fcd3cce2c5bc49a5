// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "kbreplay",
    products: [
        .library(name: "UIKitModel", targets: ["UIKitModel"]),
        .library(name: "HandlerCore", targets: ["HandlerCore"]),
        .library(name: "Handlers", targets: ["Handlers"]),
        .library(name: "TraceModel", targets: ["TraceModel"]),
        .library(name: "TraceKit", targets: ["TraceKit"]),
        .library(name: "Invariants", targets: ["Invariants"]),
        .library(name: "KBRecorder", targets: ["KBRecorder"]),
        .library(name: "KBReplayTesting", targets: ["KBReplayTesting"]),
        // The whole command line, with your handlers beside the built-in ones: `KBReplay.main(handlers: [Yours.self])`.
        .library(name: "KBReplayCLI", targets: ["KBReplayCLI"]),
        .executable(name: "kbreplay", targets: ["kbreplay"]),
    ],
    targets: [
        // The world: UIKit's clock, queue, animations, keyboard and scroll view, modelled
        // in pure Swift (no Foundation, no I/O). Knows no app.
        .target(name: "UIKitModel"),
        // What a handler is: the Handler protocol, event types, config, frame schemas,
        // scenarios, and the type-erased replay. Knows no built-in handler.
        .target(name: "HandlerCore", dependencies: ["UIKitModel"]),
        // A trace as a value, the format's limits, the trace writer and the number format
        // (`DecimalFormat`, which the checker's messages share with the frames): what writing a
        // trace needs, without the parser or any built-in handler.
        .target(name: "TraceModel", dependencies: ["UIKitModel", "HandlerCore"]),
        // Invariants over frames, and the seeded explorer that hunts for traces breaking them.
        // Knows no built-in handler: each one registers itself in its folder.
        .target(name: "Invariants", dependencies: ["UIKitModel", "HandlerCore", "TraceModel"]),
        // The built-in handlers, one folder each: the app's keyboard code over the world, its
        // invariants registration and explorer script; `HandlerKind.builtIn` lists them; and
        // the host that runs a handler in a world (Host/, here so that a built-in handler's
        // replay is specialised for it). Re-exports HandlerCore.
        .target(name: "Handlers", dependencies: ["UIKitModel", "HandlerCore", "Invariants"]),
        // Trace parsing and validation; frame encoding, goldens and their comparison.
        // Re-exports TraceModel.
        .target(name: "TraceKit", dependencies: ["UIKitModel", "HandlerCore", "Handlers", "TraceModel"]),
        // Records traces in an app: a platform-neutral core and a UIKit adapter. Only what
        // writing a trace needs: no parser, no built-in handler.
        .target(name: "KBRecorder", dependencies: ["UIKitModel", "HandlerCore", "TraceModel"]),
        // The subcommands, run against an environment (stdout, stderr, files).
        .target(name: "KBReplayCLI", dependencies: ["UIKitModel", "Handlers", "TraceKit", "Invariants", "KBRecorder"]),
        .executableTarget(name: "kbreplay", dependencies: ["KBReplayCLI"]),
        // assertReplay and a trace builder for the tests of apps and keyboard libraries (XCTest and Swift Testing).
        .target(name: "KBReplayTesting", dependencies: ["UIKitModel", "Handlers", "TraceKit", "Invariants", "KBReplayCLI"]),
        // Launch-composer frames by field name, for the test targets.
        .target(name: "TestSupport", dependencies: ["Handlers", "UIKitModel", "TraceKit"], path: "Tests/Support"),
        .testTarget(name: "UIKitModelTests", dependencies: ["UIKitModel"]),
        // A handler written as a user writes one, replayed and compared without the CLI.
        .testTarget(
            name: "ExampleHandlerTests", dependencies: ["Handlers", "UIKitModel", "TraceKit", "Invariants"],
            path: "Examples/OverlapInset"),
        .testTarget(name: "HandlersTests", dependencies: ["TestSupport", "Handlers", "UIKitModel"]),
        .testTarget(name: "TraceKitTests", dependencies: ["TestSupport", "TraceKit", "Handlers", "UIKitModel"]),
        .testTarget(name: "InvariantsTests", dependencies: ["TestSupport", "Invariants", "TraceKit", "Handlers", "UIKitModel"]),
        .testTarget(
            name: "KBReplayCLITests", dependencies: ["TestSupport", "KBReplayCLI", "KBReplayTesting", "Invariants", "TraceKit", "Handlers", "UIKitModel"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "KBRecorderTests", dependencies: ["TestSupport", "KBRecorder", "KBReplayCLI", "TraceKit", "Handlers", "UIKitModel"],
            exclude: ["Fixtures"]),
        // Uses KBReplayTesting as an app's tests would: it imports nothing else of the package.
        .testTarget(name: "KBReplayTestingTests", dependencies: ["KBReplayTesting"]),
    ]
)
