// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "kbreplay",
    products: [
        .library(name: "InsetEngine", targets: ["InsetEngine"]),
        .library(name: "TraceKit", targets: ["TraceKit"]),
        .library(name: "Invariants", targets: ["Invariants"]),
        .library(name: "KBRecorder", targets: ["KBRecorder"]),
        .executable(name: "kbreplay", targets: ["kbreplay"]),
    ],
    targets: [
        // The model: pure Swift, no Foundation, no I/O.
        .target(name: "InsetEngine"),
        // Trace parsing and validation, frame encoding, golden comparison.
        .target(name: "TraceKit", dependencies: ["InsetEngine"]),
        // Invariants over frames, and the seeded explorer that hunts for traces breaking them.
        .target(name: "Invariants", dependencies: ["InsetEngine", "TraceKit"]),
        // Records traces in an app: a platform-neutral core and a UIKit adapter.
        .target(name: "KBRecorder", dependencies: ["InsetEngine", "TraceKit", "Invariants"]),
        // The subcommands, run against an environment (stdout, stderr, files).
        .target(name: "KBReplayCLI", dependencies: ["InsetEngine", "TraceKit", "Invariants", "KBRecorder"]),
        .executableTarget(name: "kbreplay", dependencies: ["KBReplayCLI"]),
        .testTarget(name: "InsetEngineTests", dependencies: ["InsetEngine"]),
        .testTarget(name: "TraceKitTests", dependencies: ["TraceKit", "InsetEngine"]),
        .testTarget(name: "InvariantsTests", dependencies: ["Invariants", "TraceKit", "InsetEngine"]),
        .testTarget(name: "KBReplayCLITests", dependencies: ["KBReplayCLI", "TraceKit", "InsetEngine"]),
        .testTarget(
            name: "KBRecorderTests", dependencies: ["KBRecorder", "KBReplayCLI", "TraceKit", "InsetEngine"],
            exclude: ["Fixtures"]),
    ]
)
