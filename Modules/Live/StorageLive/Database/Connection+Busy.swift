import CSQLite
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

extension Connection {
    /// Runs `body` again while SQLite reports the file busy, for up to `milliseconds`.
    ///
    /// The busy timeout covers ordinary locks, but SQLite refuses to wait where waiting could
    /// deadlock; switching a brand-new file to WAL while another process does the same is
    /// such a case, and it does succeed moments later.
    func retryingWhileBusy<T>(
        milliseconds: Int32, _ body: () throws(SQLiteError) -> T
    ) throws(SQLiteError) -> T {
        let deadline = Date().addingTimeInterval(Double(milliseconds) / 1000)
        while true {
            do {
                return try body()
            } catch where error.primaryCode == SQLITE_BUSY && Date() < deadline {
                usleep(UInt32.random(in: 2_000...20_000))
            }
        }
    }
}
