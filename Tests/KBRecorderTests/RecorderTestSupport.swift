import Foundation
import Handlers
import UIKitModel
@testable import KBRecorder
import TraceKit

/// A small seeded generator (SplitMix64), so the tests depend on no other target's.
struct TestRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A double in `range`.
    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }

    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
}

/// The repository's directory, found from this file.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

func repositoryText(_ path: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
}

/// The frames a trace text replays to, as `kbreplay replay` writes them.
func frames(of traceText: String) throws -> String {
    let trace = try TraceParser.parse(Array(traceText.utf8)).get()
    let bytes = FrameEncoder.encodedBytes(
        header: trace.frameHeader, layout: trace.frameLayout, emission: .sparse, frames: trace.makeReplay())
    return String(decoding: bytes, as: UTF8.self)
}

/// The parsed trace, or the decoder's messages as the failure.
func decoded(_ text: String) -> Result<Trace, TraceDiagnostics> {
    TraceParser.parse(Array(text.utf8))
}
