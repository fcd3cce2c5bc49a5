import Foundation

/// The buffers `check` reads goldens into, handed on from one trace to the next.
///
/// The kernel maps a buffer's memory as a read first fills it, a page fault per 4 KiB: a
/// new buffer for each trace, given back to the system at its end, made 16,000 of the
/// 18,400 page faults of `check` on the bench's corpus of 1,000 traces. Traces checked at
/// once take one each, so there are never more than the jobs.
final class GoldenBuffers: @unchecked Sendable {
    /// Guards `free`: traces are checked on several threads.
    private let lock = NSLock()
    private var free: [[UInt8]] = []

    /// A buffer to read into: one given back earlier, or an empty one.
    func take() -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return free.popLast() ?? []
    }

    /// Keeps `buffer` for the next trace.
    func giveBack(_ buffer: [UInt8]) {
        guard !buffer.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        free.append(buffer)
    }
}
