import Dispatch
import Foundation

/// Runs work on a list of items on several threads and hands the results over in the
/// items' order, each as soon as it and every earlier one are done: the output of a
/// parallel run is that of a serial one, only sooner.
enum OrderedParallel {
    /// Computes `work(index)` for every index of `0..<count`, at most `jobs` at a time,
    /// and calls `deliver(index, result)` in index order, one call at a time.
    ///
    /// With one job (or one item) everything runs on the calling thread, in order:
    /// `work(0)`, `deliver(0, ...)`, `work(1)`, ... `work` is called from several threads
    /// at once, so it is `@Sendable` (the compiler checks what it captures); `deliver` is
    /// never called concurrently with itself and runs under a lock, so it need not be.
    static func run<Result>(
        count: Int, jobs: Int, work: @Sendable (_ index: Int) -> Result, deliver: (_ index: Int, _ result: Result) -> Void
    ) {
        guard jobs > 1, count > 1 else {
            for index in 0..<count { deliver(index, work(index)) }
            return
        }
        // `concurrentPerform` wants a `@Sendable` body: `work` is; `deliver` and the
        // state are passed through unchecked, as `deliver` runs under the state's lock.
        withoutActuallyEscaping(work) { work in
            withoutActuallyEscaping(deliver) { deliver in
                let shared = Unchecked((state: State<Result>(count: count), work: work, deliver: deliver))
                DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
                    let (state, work, deliver) = shared.value
                    while let index = state.claim() {
                        state.finish(index, work(index), deliver: deliver)
                    }
                }
            }
        }
    }

    /// A value handed to other threads on the caller's word that this is safe.
    private struct Unchecked<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// The shared bookkeeping of one run, behind a lock.
    private final class State<Result> {
        private let lock = NSLock()
        private var results: [Result?]
        private var nextToStart = 0
        private var nextToDeliver = 0

        init(count: Int) {
            results = Array(repeating: nil, count: count)
        }

        /// The next index to work on, or `nil` when every one is taken.
        func claim() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard nextToStart < results.count else { return nil }
            nextToStart += 1
            return nextToStart - 1
        }

        /// Stores a result and delivers every result that is now next in order.
        func finish(_ index: Int, _ result: Result, deliver: (Int, Result) -> Void) {
            lock.lock()
            defer { lock.unlock() }
            results[index] = result
            while nextToDeliver < results.count, let next = results[nextToDeliver] {
                results[nextToDeliver] = nil
                deliver(nextToDeliver, next)
                nextToDeliver += 1
            }
        }
    }
}
