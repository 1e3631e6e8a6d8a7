/// The version every executable of the project prints for `--version`: the one place it is
/// written. Raise it with each release.
public enum ProjectVersion {
    /// `MAJOR.MINOR.PATCH`.
    public static let current = "0.6.0"
}
