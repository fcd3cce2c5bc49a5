/// A place bytes are written to, in order: standard output or standard error.
public protocol ByteOutput: AnyObject {
    func write(_ bytes: [UInt8]) throws(IOFailure)
}
