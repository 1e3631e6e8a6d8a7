import Core
import Testing

@Suite("DomainError")
struct DomainErrorTests {
    @Test("reads as the message then the hint")
    func description() {
        #expect(DomainError.unavailable("backend unreachable", hint: "try later").description == "backend unreachable; try later")
        #expect(DomainError.notFound("no such some").description == "no such some")
    }

    @Test("raises widths below the minimum")
    func minimumWidth() {
        #expect(RenderOptions(width: 5, color: false).width == RenderOptions.minimumWidth)
        #expect(RenderOptions(width: 40, color: true).width == 40)
    }
}
