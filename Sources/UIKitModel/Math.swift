// The few C math functions the engine needs, without Foundation.
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#elseif canImport(ucrt)
internal import ucrt
#endif

/// Thin wrappers so that only this file imports the platform's C library.
enum Math {
    @inline(__always) static func exp(_ x: Double) -> Double { _exp(x) }
    @inline(__always) static func log(_ x: Double) -> Double { _log(x) }
    @inline(__always) static func pow(_ x: Double, _ y: Double) -> Double { _pow(x, y) }
    @inline(__always) static func cos(_ x: Double) -> Double { _cos(x) }
    @inline(__always) static func sin(_ x: Double) -> Double { _sin(x) }
}

@inline(__always) private func _exp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func _log(_ x: Double) -> Double { log(x) }
@inline(__always) private func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inline(__always) private func _cos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func _sin(_ x: Double) -> Double { sin(x) }

/// The cosine, for the handlers' module (which takes no C library of its own):
/// rn-keyboard-avoiding-view's Fabric "easeInEaseOut".
public func cosine(_ x: Double) -> Double { Math.cos(x) }
