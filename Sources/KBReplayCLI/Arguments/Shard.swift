/// `--shard K/N` of `check`, `record` and `explore`: the K-th of N parts of the work, for
/// N CI machines that run one part each, as Jest's and Playwright's `--shard` do.
///
/// The parts are disjoint and together are the whole, each item in exactly one: traces
/// in contiguous runs of the sorted list (part K of `n` items is positions
/// `(K-1)·n/N ..< K·n/N`, rounded down, so the sizes differ by at most one); explore's
/// runs by index, run `r` in part `r mod N + 1` (their number is not known in advance).
struct Shard: Equatable {
    /// K, from 1.
    var index: Int
    /// N, at least 1.
    var count: Int

    /// The whole: `1/1`.
    static let whole = Shard(index: 1, count: 1)

    static let option = OptionKey(
        CommandSpec.Option(
            long: "--shard", short: nil, valueName: "k/n",
            help: "Only the k-th of n parts (1 <= k <= n): n machines that\nrun one part each together run everything once.")
    ) { text, spec throws(UsageError) in try Shard(parsing: text, spec: spec) }

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    init(parsing text: String?, spec: CommandSpec) throws(UsageError) {
        guard let text else {
            self = .whole
            return
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
        else {
            throw UsageError(
                message: "invalid value '\(text)' for '--shard <k/n>': expected k/n with 1 <= k <= n, such as 2/4", spec: spec)
        }
        self.init(index: index, count: count)
    }

    /// This part of `items`, in their order.
    func part<Item>(of items: [Item]) -> [Item] {
        let lower = (index - 1) * items.count / count
        let upper = index * items.count / count
        return Array(items[lower..<upper])
    }

    /// The first run of this part and the step to its next.
    var runs: (first: Int, step: Int) { (index - 1, count) }

    /// ` (shard 2/4)`, or nothing for the whole.
    var note: String { self == .whole ? "" : " (shard \(index)/\(count))" }
}
