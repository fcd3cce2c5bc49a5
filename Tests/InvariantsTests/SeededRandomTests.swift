import Testing
@testable import Invariants

@Test func splitMixMatchesTheReferenceOutputs() {
    // SplitMix64 from state 0 (Vigna's reference implementation).
    var mixer = SplitMix64(state: 0)
    #expect(mixer.next() == 0xE220_A839_7B1D_CDAF)
    #expect(mixer.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(mixer.next() == 0x06C4_5D18_8009_454F)
}

@Test func theSameSeedGivesTheSameNumbers() {
    var a = SeededRandom(seed: 42, stream: 7)
    var b = SeededRandom(seed: 42, stream: 7)
    for _ in 0..<1000 { #expect(a.next() == b.next()) }
}

@Test func streamsAndSeedsDiffer() {
    var a = SeededRandom(seed: 42, stream: 0)
    var b = SeededRandom(seed: 42, stream: 1)
    var c = SeededRandom(seed: 43, stream: 0)
    let first = (0..<8).map { _ in a.next() }
    #expect(first != (0..<8).map { _ in b.next() })
    #expect(first != (0..<8).map { _ in c.next() })
}

@Test(arguments: [1, 2, 3, 7, 10, 1000, 1 << 40])
func belowStaysInRangeAndCoversIt(bound: Int) {
    var random = SeededRandom(seed: UInt64(bound))
    var seen = Set<Int>()
    for _ in 0..<2000 {
        let value = random.below(bound)
        #expect((0..<bound).contains(value))
        seen.insert(value)
    }
    if bound <= 10 { #expect(seen.count == bound) }
}

@Test func unitAndRangesStayInBounds() {
    var random = SeededRandom(seed: 9)
    for _ in 0..<2000 {
        let unit = random.unit()
        #expect(unit >= 0 && unit < 1)
        let value = random.double(in: -3...5)
        #expect(value >= -3 && value <= 5)
        #expect((4...6).contains(random.int(in: 4...6)))
    }
}

@Test func weightedPicksFollowTheirWeights() {
    var random = SeededRandom(seed: 5)
    var counts = [0, 0]
    for _ in 0..<10_000 { counts[random.pick(weighted: [(1, 0), (3, 1)])] += 1 }
    #expect(counts[1] > 2 * counts[0])
    #expect(counts[0] > 1500)
}
