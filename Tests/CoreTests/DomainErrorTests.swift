import Core
import Expectations
import Testing

@Suite("DomainError", .timeLimit(.minutes(2)))
struct DomainErrorTests {
    @Test("reads as the message then the hint")
    func description() {
        expectEqual(DomainError.unavailable("backend unreachable", hint: "try later").description, "backend unreachable; try later")
        expectEqual(DomainError.notFound("no such some").description, "no such some")
    }

    @Test("raises widths below the minimum")
    func minimumWidth() {
        expectEqual(RenderOptions(width: 5, color: false).width, RenderOptions.minimumWidth)
        expectEqual(RenderOptions(width: 40, color: true).width, 40)
    }
}
