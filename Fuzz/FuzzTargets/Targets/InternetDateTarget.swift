import Core
import Foundation

extension FuzzTarget {
    /// Dates as backends and headers send them (ISO 8601, RFC 5322, the HTTP-date's forms), one
    /// per line, read by Core's one reader.
    static let internetDate = FuzzTarget(
        "internet-date",
        "dates, one per line of input, read as Core's InternetDate reads a backend's or a header's date"
    ) { input throws(FuzzFailure) in
        let now = Date(timeIntervalSince1970: 1_795_269_780)
        for line in String(decoding: input, as: UTF8.self).components(separatedBy: "\n") {
            guard let date = InternetDate.date(from: line, now: now) else { continue }
            try require(InternetDate.date(from: line, now: now) == date, "\(line.debugDescription) read twice gave two moments")
            // Every form holds a year of at most four digits and an offset under a day.
            let seconds = date.timeIntervalSince1970
            try require(seconds.isFinite && seconds > -62_200_000_000 && seconds < 253_500_000_000,
                        "\(line.debugDescription) read as \(seconds) s from 1970, outside years 0 to 9999")
            // A moment since 1970 is written back in ISO 8601 and read again as the same moment, to the second.
            if seconds >= 0, seconds < 253_402_300_800, seconds == seconds.rounded(.down) {
                let written = ISO8601.string(from: date)
                try require(InternetDate.date(from: written, now: now) == date, "\(line.debugDescription) → \(written) did not read back")
            }
        }
    }
}
