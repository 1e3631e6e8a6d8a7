#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H
#include <sqlite3.h>

/// Leaves the write-ahead log as it is when the connection closes, instead of copying it into
/// the database file and deleting it. `sqlite3_db_config` takes variable arguments, which Swift
/// cannot call; this is the one use of it. Returns an SQLite result code.
static inline int csqlite_keep_log_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}
#endif
