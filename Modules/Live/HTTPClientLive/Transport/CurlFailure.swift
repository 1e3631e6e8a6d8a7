import CCurl
import Core

/// Turns a libcurl result code into an error a person can act on.
enum CurlFailure {
    static func error(_ code: CURLcode, request: HTTPRequest, origin: String, transfer: Transfer,
                      configuration: HTTPClientConfiguration) -> DomainError {
        let seconds = Double(request.timeout.milliseconds) / 1000
        let megabytes = Double(configuration.maxResponseBytes) / 1_048_576
        let backend = "backend at \(origin)"
        switch code {
        case CURLE_COULDNT_CONNECT:
            return .unavailable("\(backend) unreachable (connection refused)",
                                hint: "is the server running? check --base-url")
        case CURLE_COULDNT_RESOLVE_HOST:
            return .unavailable("\(backend) unreachable (host name not found)",
                                hint: "check the host in --base-url and your network")
        case CURLE_OPERATION_TIMEDOUT:
            if transfer.body.isEmpty && transfer.headers.fields.isEmpty {
                return .unavailable("\(backend) did not answer within \(format(seconds)) s",
                                    hint: "the backend may be overloaded; try again later")
            }
            return .unavailable("\(backend) timed out after \(format(seconds)) s before the response was complete",
                                hint: "the backend may be overloaded; try again later")
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
             CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH:
            return .unavailable("TLS failure talking to \(backend): \(describe(code))",
                                hint: "the certificate could not be verified; check the URL, the system's CA certificates and the clock")
        case CURLE_FILESIZE_EXCEEDED:
            return .badResponse("\(backend) sent a response larger than the \(format(megabytes)) MB limit")
        case CURLE_WRITE_ERROR where transfer.exceededLimit:
            return .badResponse("\(backend) sent a response larger than the \(format(megabytes)) MB limit")
        case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_PARTIAL_FILE, CURLE_SEND_ERROR:
            return .unavailable("\(backend) closed the connection before the response was complete",
                                hint: "try again; if it keeps happening, the backend is failing")
        case CURLE_BAD_CONTENT_ENCODING:
            return .badResponse("\(backend) sent a body that could not be decompressed")
        case CURLE_ABORTED_BY_CALLBACK:
            return .unavailable("request to \(backend) was cancelled")
        default:
            return .unavailable("request to \(backend) failed: \(describe(code))")
        }
    }

    private static func describe(_ code: CURLcode) -> String {
        // libcurl is loaded: this code came from it.
        (try? Curl.loaded())?.easyStrerror(code).map { String(cString: $0) } ?? "libcurl error \(code.rawValue)"
    }

    private static func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(abs(tenths % 10))"
    }
}
