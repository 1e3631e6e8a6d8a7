import Expectations
@testable import HTTPClientLive
import Testing

@Suite("Response head lines, as libcurl delivers them", .timeLimit(.minutes(2)))
struct HeaderLineTests {
    func fields(_ lines: [String]) -> [String] {
        var headers = HTTPHeaderFields()
        for line in lines { headers.receive(line: line) }
        return headers.map { "\($0.name)=\($0.value)" }
    }

    @Test("a field's name is lower-cased and its value trimmed; a new status line starts afresh")
    func statusLineStartsAfresh() {
        expectEqual(fields(["HTTP/1.1 302 Found\r\n", "Location: /next\r\n", "\r\n", "HTTP/1.1 200 OK\r\n", "Content-Type:  application/json \r\n", "\r\n"]), ["content-type=application/json"])
    }

    @Test("a folded line continues the field before it instead of posing as a field of its own")
    func obsoleteFolding() {
        expectEqual(fields(["HTTP/1.1 200 OK\r\n", "X-Long: first\r\n", "  second\r\n", "\tLocation: http://elsewhere\r\n"]), ["x-long=first second Location: http://elsewhere"])
        expectEqual(fields(["HTTP/1.1 200 OK\r\n", " Location: http://elsewhere\r\n"]), [])
    }

    @Test("a line whose name is not a token is skipped", arguments: [
        "Bad Name: x\r\n", ": no name\r\n", "no colon at all\r\n", "X-Ctl\u{1}: y\r\n", "Ünicode: y\r\n", "X(y): z\r\n",
    ])
    func malformedNames(_ line: String) {
        expectEqual(fields(["HTTP/1.1 200 OK\r\n", line, "X-Ok: yes\r\n"]), ["x-ok=yes"])
    }
}
