import Core
import Expectations
import Foundation
@testable import AppRuntime
import Testing

@Suite("JSONBackend paths", .timeLimit(.minutes(2)))
struct JSONBackendPathTests {
    let base = URL(string: "http://127.0.0.1:8080/api/")!

    @Test("escapes each segment, slashes included, so an id stays inside its context")
    func escapes() throws {
        try expectEqual(JSONBackend.url(base, ["order", "42", "somes", "../43/somes/5"]).absoluteString, "http://127.0.0.1:8080/api/order/42/somes/..%2F43%2Fsomes%2F5")
        try expectEqual(JSONBackend.url(base, ["chat", "c-7", "somes", "発注 1?x#y"]).absoluteString, "http://127.0.0.1:8080/api/chat/c-7/somes/%E7%99%BA%E6%B3%A8%201%3Fx%23y")
    }

    @Test("refuses empty, . and .. segments", arguments: ["", ".", ".."])
    func refuses(_ segment: String) {
        #expect(throws: DomainError.self) { try JSONBackend.url(base, ["order", segment]) }
    }
}
