import Expectations
import Foundation
import SiteContract
import Testing

@Suite("App C: inspections", .timeLimit(.minutes(2)))
struct SiteInspectionTests {
    @Test func showsTheInspection() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/api/sites/S-1/inspections/8", headers: try await server.client.siteAuth())
            expectEqual(response.status, 200)
            expectEqual(response.headers["content-type"], SiteAPI.mediaType)
            try expectEqual(response.json(), .literal("""
                {"data":{"type":"inspections","id":"8","attributes":{"name":"コンクリート強度試験 (Concrete strength)","kind":"quality"}}}
                """))
            try expectEqual(JSONDecoder().decode(SiteInspectionDocument.self, from: response.body).data.attributes.kind, "quality")
        }
    }

    @Test(arguments: [
        ("/api/sites/S-1/inspections/99", "inspection_not_found", "inspection 99 not found in site S-1"),
        ("/api/sites/S-9/inspections/7", "site_not_found", "site S-9 not found"),
    ])
    func anUnknownInspectionOrSiteIs404(path: String, code: String, detail: String) async throws {
        try await TestServer.with { server in
            let response = try await server.client.get(path, headers: try await server.client.siteAuth())
            expectEqual(response.status, 404)
            try expectEqual(JSONDecoder().decode(SiteErrorDocument.self, from: response.body), SiteErrorDocument(errors: [SiteErrorObject(status: "404", code: code, title: "Not Found", detail: detail)]))
        }
    }

    @Test func unknownRoutesUnderTheSitesAPIAre404InJSONAPI() async throws {
        try await TestServer.with { server in
            let auth = try await server.client.siteAuth()
            for (method, path) in [("GET", "/api/sites/S-1/nope"), ("DELETE", "/api/sites/S-1/tasks/1"), ("GET", "/oauth/token"), ("GET", "/api")] {
                let response = try await server.client.send(method, path, headers: auth)
                expectEqual(response.status, 404, "\(method) \(path)")
                expectEqual(response.headers["content-type"], SiteAPI.mediaType)
                try expectEqual(response.json()["errors"]?[0]?["code"], .string("route_not_found"))
            }
        }
    }
}
