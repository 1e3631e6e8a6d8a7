import Testing

/// The issue every expectation of this module records when it fails: what it found (`said`),
/// then the caller's comment when there is one, at the caller's line.
func recordFailure(_ said: String, _ comment: String, at sourceLocation: SourceLocation) {
    Issue.record(Comment(rawValue: comment.isEmpty ? said : "\(said): \(comment)"), sourceLocation: sourceLocation)
}
