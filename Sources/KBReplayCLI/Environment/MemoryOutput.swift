/// Output kept in memory, for tests.
public final class MemoryOutput: ByteOutput {
    public private(set) var bytes: [UInt8] = []
    /// When set, every write fails with this reason.
    public var failure: String?

    public init() {}

    public func write(_ bytes: [UInt8]) throws(IOFailure) {
        if let failure { throw IOFailure(.write, path: "standard output", reason: failure) }
        self.bytes.append(contentsOf: bytes)
    }

    /// Everything written so far, as UTF-8 text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
