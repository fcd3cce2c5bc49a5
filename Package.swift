// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "kbreplay",
    products: [
        .library(name: "UIKitModel", targets: ["UIKitModel"]),
        .library(name: "Handlers", targets: ["Handlers"]),
        .library(name: "TraceKit", targets: ["TraceKit"]),
        .library(name: "Invariants", targets: ["Invariants"]),
        .library(name: "KBRecorder", targets: ["KBRecorder"]),
        .executable(name: "kbreplay", targets: ["kbreplay"]),
    ],
    targets: [
        // The world: UIKit's clock, queue, animations, keyboard and scroll view, modelled
        // in pure Swift (no Foundation, no I/O). Knows no app.
        .target(name: "UIKitModel"),
        // The apps' keyboard code over the world, one folder per handler, and the host
        // that runs a handler in a world.
        .target(name: "Handlers", dependencies: ["UIKitModel"]),
        // Trace parsing, validation and writing; frame encoding, goldens and their comparison.
        .target(name: "TraceKit", dependencies: ["UIKitModel", "Handlers"]),
        // Invariants over frames, and the seeded explorer that hunts for traces breaking them.
        .target(name: "Invariants", dependencies: ["UIKitModel", "Handlers", "TraceKit"]),
        // The subcommands, run against an environment (stdout, stderr, files).
        // Records traces in an app: a platform-neutral core and a UIKit adapter.
        .target(name: "KBRecorder", dependencies: ["UIKitModel", "Handlers", "TraceKit"]),
        .target(name: "KBReplayCLI", dependencies: ["UIKitModel", "Handlers", "TraceKit", "Invariants", "KBRecorder"]),
        .executableTarget(name: "kbreplay", dependencies: ["KBReplayCLI"]),
        // Launch-composer frames by field name, for the test targets.
        .target(name: "TestSupport", dependencies: ["Handlers", "UIKitModel", "TraceKit"], path: "Tests/Support"),
        .testTarget(name: "UIKitModelTests", dependencies: ["UIKitModel"]),
        .testTarget(name: "HandlersTests", dependencies: ["TestSupport", "Handlers", "UIKitModel"]),
        .testTarget(name: "TraceKitTests", dependencies: ["TestSupport", "TraceKit", "Handlers", "UIKitModel"]),
        .testTarget(name: "InvariantsTests", dependencies: ["TestSupport", "Invariants", "TraceKit", "Handlers", "UIKitModel"]),
        .testTarget(
            name: "KBReplayCLITests", dependencies: ["TestSupport", "KBReplayCLI", "TraceKit", "Handlers", "UIKitModel"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "KBRecorderTests", dependencies: ["TestSupport", "KBRecorder", "KBReplayCLI", "TraceKit", "Handlers", "UIKitModel"],
            exclude: ["Fixtures"]),
    ]
)
