public enum TraceKitPlaceholder {}
