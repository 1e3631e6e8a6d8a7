import ChatBackend
import ChatContract
import DemoBackends
import Expectations
import Foundation
import OrderBackend
import OrderContract
import SiteBackend
import SiteContract
import StubServer
import Testing

/// Each backend's bundled fixtures, by id.
struct BundledFixtures {
    var orders: [String: OrderFixture]
    var chats: [String: ChatFixture]
    var sites: [String: SiteFixture]

    init() throws {
        orders = Dictionary(uniqueKeysWithValues: try OrderBackend().fixtures.map { (String($0.order.id), $0) })
        chats = Dictionary(uniqueKeysWithValues: try ChatBackend().fixtures.map { ($0.chatID, $0) })
        sites = Dictionary(uniqueKeysWithValues: try SiteBackend().fixtures.map { ($0.siteID, $0) })
    }

    /// What a page holds at most unless a test says otherwise.
    static let maxPageSize = StubServerConfiguration(backends: []).maxPageSize
}

@Suite("The bundled fixtures", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct FixtureTests {
    let fixtures: BundledFixtures

    init() throws {
        fixtures = try BundledFixtures()
    }

    @Test func holdTwoOrdersAndTwoChats() {
        expectEqual(Set(fixtures.orders.keys), ["42", "43"])
        expectEqual(Set(fixtures.chats.keys), ["c-7", "c-8"])
        expectEqual(fixtures.orders["43"]?.somes.isEmpty, true)
        expectEqual(fixtures.chats["c-8"]?.items.isEmpty, true)
    }

    @Test func holdTwoSitesTheSecondEmpty() {
        expectEqual(Set(fixtures.sites.keys), [SiteDemo.site, SiteDemo.secondSite])
        expectEqual(fixtures.sites[SiteDemo.secondSite]?.tasks.isEmpty, true)
    }

    @Test func siteS1SpansSeveralPagesWithEveryKindOfTask() throws {
        let site = try #require(fixtures.sites[SiteDemo.site])
        #expect(site.tasks.count > 2 * BundledFixtures.maxPageSize)
        #expect(Set(site.tasks.map(\.attributes.state)).isSuperset(of: SiteTaskState.known))
        #expect(site.tasks.contains { !SiteTaskState.known.contains($0.attributes.state) })
        #expect(site.tasks.contains { $0.attributes.assignee == nil } && site.tasks.contains { $0.attributes.assignee != nil })
        #expect(site.tasks.contains { $0.attributes.dueOn == nil } && site.tasks.contains { $0.attributes.dueOn != nil })
        #expect(site.tasks.contains { $0.inspectionID == nil } && site.tasks.contains { $0.inspectionID != nil })
        #expect(site.tasks.contains { $0.attributes.title.unicodeScalars.contains { (0x3040...0x9FFF).contains($0.value) } })
        #expect(site.tasks.contains { $0.attributes.title.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
        #expect(!site.inspections.isEmpty)
    }

    @Test func aFolderWithoutSitesStillLoadsAndABrokenSiteIsRefusedWithItsFileName() throws {
        let directory = TemporaryFolder.make("stub-fixtures")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("chats"), withIntermediateDirectories: true)
        try Data(#"{"chat_id":"c-1","items":[],"attachments":[]}"#.utf8).write(to: directory.appendingPathComponent("chats/c-1.json"))
        var backends = DemoBackends()
        backends.fixtures = directory
        let loaded = try backends.backends()
        expectEmpty((loaded[2] as? SiteBackend)?.fixtures ?? [SiteFixture(siteID: "x", tasks: [])])
        expectEqual((loaded[1] as? ChatBackend)?.fixtures.map(\.chatID), ["c-1"])

        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sites"), withIntermediateDirectories: true)
        try Data("""
            {"site_id":"S-5","tasks":[{"type":"tasks","id":"1","attributes":{"title":"t","state":"open","due_on":null,"assignee":null,"updated_at":0},
             "relationships":{"inspection":{"data":{"type":"inspections","id":"3"}}}}]}
            """.utf8).write(to: directory.appendingPathComponent("sites/S-5.json"))
        #expect(throws: StubServerError.invalidFixture(file: "sites/S-5.json", reason: "task 1 links inspection 3, which is not in \"inspections\"")) {
            try backends.backends()
        }
    }

    @Test func aSiteFixtureFromValuesSendsAnAbsentLinkAsNull() throws {
        let site = SiteFixture(siteID: "S-7", tasks: [SiteTaskResource(id: "1", attributes: .init(title: "t", state: .open, updatedAt: 0))])
        var task = site.tasks[0]
        task.relationships = nil
        let fromFile = SiteFixture(siteID: "S-7", tasks: [task])
        expectEqual(fromFile.tasks[0].relationships, SiteTaskRelationships(inspection: SiteToOne(data: nil)))
        expectEqual(site.etag(ofTask: "1"), #""t1-v1""#)
    }

    @Test func order42SpansSeveralPagesWithEveryKindOfSome() throws {
        let order = try #require(fixtures.orders["42"])
        #expect(order.somes.count > 2 * BundledFixtures.maxPageSize)
        expectEqual(Set(order.somes.map(\.state)), Set(OrderSomeState.known))
        #expect(order.somes.contains { $0.assignee == nil } && order.somes.contains { $0.assignee != nil })
        #expect(order.somes.contains { $0.dueOn == nil } && order.somes.contains { $0.dueOn != nil })
        #expect(order.somes.contains { $0.otherID == nil } && order.somes.contains { $0.otherID != nil })
        #expect(order.somes.contains { $0.title == "発注書の確認" })
        #expect(!order.others.isEmpty)
    }

    @Test func chatC7SpansSeveralPagesWithEveryKindOfItem() throws {
        let chat = try #require(fixtures.chats["c-7"])
        #expect(chat.items.count > 2 * BundledFixtures.maxPageSize)
        expectEqual(Set(chat.items.map(\.progress)), Set(ChatProgress.known))
        #expect(chat.items.contains { $0.owner == nil } && chat.items.contains { $0.owner != nil })
        #expect(chat.items.contains { $0.deadline == nil } && chat.items.contains { $0.deadline != nil })
        #expect(chat.items.contains { $0.linkedOther == nil } && chat.items.contains { $0.linkedOther != nil })
        #expect(chat.items.contains { $0.text.unicodeScalars.contains { $0.value >= 0x3040 } })
        #expect(!chat.attachments.isEmpty)
    }

    @Test func aFixtureWithADanglingLinkIsRefusedWithItsFileName() throws {
        let directory = TemporaryFolder.make("stub-fixtures")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("orders"), withIntermediateDirectories: true)
        try Data("""
            {"order":{"id":5,"name":"x"},"others":[],
             "somes":[{"id":1,"title":"t","state":"open","assignee":null,"due_on":null,"other_id":3,"updated_at":"2026-01-01T00:00:00Z"}]}
            """.utf8).write(to: directory.appendingPathComponent("orders/5.json"))
        #expect(throws: StubServerError.invalidFixture(file: "orders/5.json", reason: "some 1 links other 3, which is not in \"others\"")) {
            try OrderBackend.fixtures(in: directory.appendingPathComponent("orders"))
        }
    }
}
