import Core

extension LocalStore {
    /// The value stored under `key`, or nil when there is none.
    public func value(forKey key: String) throws(DomainError) -> String? {
        try data.withConnection("read the value for key \"\(key)\"") { (connection) throws(SQLiteError) -> String? in
            try connection.query("SELECT value FROM key_values WHERE key = ?1", [.text(key)]) {
                $0.text(0)
            }.first
        }
    }

    /// Stores `value` under `key`, replacing what was there; nil removes the key.
    public func setValue(_ value: String?, forKey key: String) throws(DomainError) {
        try data.write("store the value for key \"\(key)\"", durability: .processDeath) { (connection) throws(SQLiteError) -> Void in
            if let value {
                try connection.run(
                    """
                    INSERT INTO key_values (key, value) VALUES (?1, ?2)
                    ON CONFLICT (key) DO UPDATE SET value = excluded.value
                    """,
                    [.text(key), .text(value)]
                )
            } else {
                try connection.run("DELETE FROM key_values WHERE key = ?1", [.text(key)])
            }
        }
    }
}
