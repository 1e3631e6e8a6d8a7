import Core
import Expectations
@testable import HTTPClientLive
import Testing

/// libcurl is opened at run time, not linked: a machine without it gets an error that says what
/// to install, where the dynamic loader would have refused to start the app at all.
@Suite("libcurl, opened at run time", .timeLimit(.minutes(2)))
struct CurlLoadingTests {
    @Test("the system's libcurl loads and makes handles")
    func loads() throws {
        let curl = try Curl.loaded()
        let handle = try #require(curl.easyInit())
        curl.easyCleanup(handle)
    }

    @Test("a library that is not there is a configuration error naming it and the package to install")
    func missing() {
        guard case .failure(let error) = Curl.load("libcurl-absent.so.4") else {
            Issue.record("loaded a library that does not exist")
            return
        }
        expectEqual(error.kind, .configuration)
        expectPrefix(error.message, "cannot send HTTP requests: libcurl-absent.so.4 could not be loaded (")
        expectEqual(error.hint, "install libcurl: apt-get install -y libcurl4")
    }

    @Test("a library that is not libcurl is refused, naming the function it lacks")
    func notCurl() {
        guard case .failure(let error) = Curl.load("libsqlite3.so.0") else {
            Issue.record("took SQLite for libcurl")
            return
        }
        expectEqual(error, DomainError(.configuration, "cannot send HTTP requests: libsqlite3.so.0 has no curl_global_init",
                                     hint: "install a current libcurl: apt-get install -y libcurl4"))
    }
}
