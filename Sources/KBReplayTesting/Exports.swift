// What a test needs besides this module: traces, handlers, screens, times.
@_exported import Handlers
@_exported import TraceKit
@_exported import UIKitModel
