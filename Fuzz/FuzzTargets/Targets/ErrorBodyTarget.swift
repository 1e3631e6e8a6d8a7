@testable import AppRuntime
import ChatApp
import Core
import Foundation
import HTTPClientLive
import OrderApp

extension FuzzTarget {
    /// An error answer's body as each backend's format reads it, turned into the error a person sees.
    static let errorBody = FuzzTarget(
        "error-body",
        "a non-2xx body read by the orders, chats and problem+json error formats, and the error standard error shows for it"
    ) { input throws(FuzzFailure) in
        let formats: [(String, BackendErrorFormat)] = [("orders", OrderApp.errorFormat), ("chats", ChatApp.errorFormat), ("problem+json", .problemJSON)]
        for (name, format) in formats {
            let said = format.message(input)
            for (status, kind) in errorStatuses {
                let response = HTTPResponse(status: status, body: input)
                let answer = Result { () throws(DomainError) in try response.requireSuccess(from: WireCheck.origin, serverMessage: format.message) }
                guard case .failure(let error) = answer else { throw FuzzFailure(message: "a \(status) answer was taken as a success") }
                try require(error.kind == kind, "a \(status) answer became \(error.kind), not \(kind)")
                let opening = "backend at \(WireCheck.origin) answered \(status) "
                try require(error.message.hasPrefix(opening), "the error for a \(status) answer does not say so: \(error.message)")
                if let said, !said.isEmpty {
                    try require(error.message.hasSuffix(": " + said), "the \(name) error for a \(status) answer lost the backend's message \(said.debugDescription)")
                }
                try WireCheck.requirePrintable(error, "a \(status) answer's error in the \(name) format")
            }
        }
    }

    private static let errorStatuses: [(Int, DomainError.Kind)] = [(401, .unauthorized), (404, .notFound), (409, .rejected), (503, .unavailable)]
}
