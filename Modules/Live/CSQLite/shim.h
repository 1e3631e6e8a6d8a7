#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H
#include <sqlite3.h>

/// sqlite3_db_config is variadic, which Swift cannot call: this is its one use here. Leaves the
/// write-ahead log in place when the last connection closes, instead of copying it into the
/// file (SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE).
static inline int csqlite_keep_log_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}
#endif
