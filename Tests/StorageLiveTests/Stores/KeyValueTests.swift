import Expectations
import Foundation
import StorageLive
import Testing

@Suite("Key-value store", .timeLimit(.minutes(2)))
struct KeyValueTests {
    @Test("a stored value reads back, a missing key reads nil")
    func roundTrip() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try expectNil(store.value(forKey: "last-context"))

            try store.setValue("order:42", forKey: "last-context")

            try expectEqual(store.value(forKey: "last-context"), "order:42")
        }
    }

    @Test("setting a key again replaces its value; nil removes it")
    func replaceAndDelete() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try store.setValue("a", forKey: "k")
            try store.setValue("b", forKey: "k")
            try expectEqual(store.value(forKey: "k"), "b")

            try store.setValue(nil, forKey: "k")

            try expectNil(store.value(forKey: "k"))
        }
    }

    @Test("keys and values are stored as given, quotes, SQL and all")
    func storesTextVerbatim() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            let key = "x'); DROP TABLE key_values; --"
            let value = "«naïve» 寸法 👩🏽‍💻 \"quoted\"\nsecond line"

            try store.setValue(value, forKey: key)

            try expectEqual(store.value(forKey: key), value)
            try expectNil(store.value(forKey: "x"))
        }
    }
}
