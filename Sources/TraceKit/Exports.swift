// A trace as a value and its writer come with the parser: `import TraceKit` gives both.
@_exported import TraceModel
