// What a handler is (the Handler protocol, event types, config, schemas) comes with the
// handlers: `import Handlers` gives both, as swift-nio's `NIO` re-exports `NIOCore`.
@_exported import HandlerCore
