public enum KBReplayCLIPlaceholder {}
