/// A coding key for JSON objects whose keys are data (`{"executable": null}`, `{"byName": [...]}`).
struct AnyCodingKey: CodingKey, Sendable {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}
