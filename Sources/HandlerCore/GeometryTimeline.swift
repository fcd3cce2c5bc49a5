import UIKitModel

/// The world's geometry through a replay, read frame by frame: the scenario's screen and
/// root view at the start, then each geometry input's (`WorldInput.geometry`) from its
/// time on, in file order. The checker and the pictures read the geometry of each frame
/// here rather than the scenario's, so a screen that changes during a trace is read where
/// it changed.
///
/// Made once per replay (the geometry inputs are picked out of the events then); reading a
/// frame's geometry moves forward through them and allocates nothing.
public struct GeometryTimeline: Sendable {
    /// The geometry inputs, by time, in file order.
    private let changes: [(time: Nanoseconds, geometry: Geometry)]
    private var next = 0
    /// The geometry in force at the last time asked.
    public private(set) var current: Geometry

    public init(scenario: Scenario, events: [TimedEvent]) {
        current = scenario.geometry
        changes = events.compactMap { event in
            guard case .world(.geometry(let geometry, _, _)) = event.event else { return nil }
            return (event.time, geometry)
        }
    }

    /// Whether the geometry ever changes during the replay.
    public var hasChanges: Bool { !changes.isEmpty }

    /// The geometry in force at `time` (after every geometry input at or before it), with
    /// `time` never earlier than the last asked; whether it changed since then.
    @inline(__always)
    public mutating func advance(to time: Nanoseconds) -> Bool {
        guard next < changes.count, changes[next].time <= time else { return false }
        while next < changes.count, changes[next].time <= time {
            current = changes[next].geometry
            next += 1
        }
        return true
    }
}
