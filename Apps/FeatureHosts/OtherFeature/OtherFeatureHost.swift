import AppRuntime
import Core

/// What OtherFeature adds to every app: no verbs of its own (an other is reached from a some,
/// with `other ID`), and its details screen for `open` by descriptor only.
public enum OtherFeatureHost: FeatureHost {}
