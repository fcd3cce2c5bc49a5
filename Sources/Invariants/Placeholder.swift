public enum InvariantsPlaceholder {}
