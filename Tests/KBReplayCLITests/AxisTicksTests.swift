import Invariants
import Testing
@testable import KBReplayCLI

/// Axis ticks end for every range (issue 46): a range below about 4.5e-323 made the
/// step search loop forever, and so did equal ends beyond 2^53 (adding 1 is lost there).
@Suite("axis ticks end for every range")
struct AxisTicksTests {
    /// What every axis must be: up to 100 finite ticks (at least 1 when widened), in order, within finite bounds.
    private func expectSound(_ ticks: AxisTicks, _ lower: Double, _ upper: Double, widen: Bool) {
        let context = "AxisTicks(\(lower), \(upper), widen: \(widen))"
        // Without widening, a range narrower than a step may hold no tick.
        #expect((widen ? 1 : 0)...100 ~= ticks.values.count, "\(context): \(ticks.values.count) ticks")
        #expect(ticks.values.allSatisfy { $0.isFinite }, "\(context): \(ticks.values)")
        #expect(zip(ticks.values, ticks.values.dropFirst()).allSatisfy { $0 < $1 }, "\(context): \(ticks.values)")
        #expect(ticks.lower.isFinite && ticks.upper.isFinite && ticks.lower < ticks.upper, "\(context): \(ticks.lower)...\(ticks.upper)")
    }

    @Test func theSmallestRangesHaveTicks() {
        // The plotted offset of a trace whose offset is 5e-324: 0...5e-324, flat, so
        // drawn like equal ends, -1...1 (steps of 0.25 with target 6 widened).
        let ticks = AxisTicks(0, .leastNonzeroMagnitude)
        #expect(ticks.lower == -1 && ticks.upper == 1)
        #expect(ticks.values == [-1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1])
        // Equal ends past 2^53: widened by 2^-40 of their magnitude (2^20 for 2^60).
        let far = AxisTicks(0x1p60, 0x1p60)
        #expect(far.lower <= 0x1p60 - 0x1p20 && far.upper >= 0x1p60 + 0x1p20)
        #expect(far.values.count > 1)
        // The ends the wrong way round are the same range.
        #expect(AxisTicks(2400, 1630, target: 5).values == [1600, 1800, 2000, 2200, 2400])
    }

    /// Ranges of every width from the smallest double to the largest, at every
    /// magnitude, from a seeded generator: 20,000 of them, both ways of widening.
    @Test func everyFiniteRangeEnds() {
        var random = SeededRandom(seed: 46)
        var tried = 0
        for _ in 0..<10000 {
            let lower: Double
            switch random.below(4) {
            case 0: lower = 0
            case 1: lower = Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF) * (random.chance(0.5) ? -1 : 1)
            case 2: lower = Double(random.int(in: -2000...2000))
            default: lower = .leastNonzeroMagnitude * Double(random.int(in: 0...100))
            }
            let span: Double
            switch random.below(3) {
            case 0: span = Double(sign: .plus, exponent: random.int(in: -1074...1023), significand: 1)
            case 1: span = lower.ulp * Double(random.int(in: 0...4))
            default: span = .leastNonzeroMagnitude * Double(random.int(in: 0...9))
            }
            let upper = min(lower + span, .greatestFiniteMagnitude)
            for widen in [true, false] {
                expectSound(AxisTicks(lower, upper, target: random.int(in: 1...10), widen: widen), lower, upper, widen: widen)
                tried += 1
            }
        }
        for (lower, upper) in [(-Double.greatestFiniteMagnitude, .greatestFiniteMagnitude), (.nan, 1), (-.infinity, .infinity)] {
            expectSound(AxisTicks(lower, upper), lower, upper, widen: true)
        }
        #expect(tried == 20000)
    }

    @Test func aTraceOffsetBySubnormalsIsPlotted() {
        let trace = """
            {"kbtrace": 1, "name": "tiny", "handler": "form", "duration": 0.5,
             "screen": {"width": 393, "height": 852, "safeTop": 59, "safeBottom": 34},
             "scrollView": {"contentHeight": 2000, "offset": 5e-324}, "events": []}
            """
        let fileSystem = MemoryFileSystem(files: ["tiny.trace.json": trace])
        let result = run(["plot", "tiny.trace.json"], in: fileSystem)
        #expect(result.code == .success, "\(result.errors)")
        #expect(result.output.hasPrefix("<svg"))
    }
}

/// One frame is a plot (issue 46): `plot` refused a one-frame trace (`"duration": 0`,
/// exit 64, `fewer than 2 frames`) that `check --report` plotted.
@Suite("plot: one frame")
struct OneFramePlotTests {
    @Test func aOneFrameTraceIsPlotted() throws {
        let fileSystem = MemoryFileSystem(files: ["one.trace.json": exampleTrace(name: "one", duration: "0")])
        let result = run(["plot", "one.trace.json"], in: fileSystem)
        #expect(result.code == .success, "\(result.errors)")
        let root = try parsedXML(result.output)
        #expect(root.name == "svg")
        #expect(result.output.contains("frames 0...0 of 1 (t 0...0 s)"))
    }

    @Test func aOneFrameWindowIsPlotted() {
        let fileSystem = MemoryFileSystem(files: ["case1.trace.json": exampleTrace()])
        let result = run(["plot", "case1.trace.json", "--from", "0.49", "--to", "0.5"], in: fileSystem)
        #expect(result.code == .success, "\(result.errors)")
        #expect(result.output.contains("frames 30...30 of 73 (t 0.5...0.5 s)"))
    }
}
