import type { Migration } from './types.js';

// Issue 24: failed console sign-ins under names no staff account has are audited too, so an
// audit row may have no staff account (staff_id NULL; staff_name holds the name typed). SQLite
// cannot drop NOT NULL in place: the table is rebuilt, and its indexes and append-only triggers
// (0010, 0020) are made again. PostgreSQL drops the constraint.
const triggers = [
  `CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
  END`,
  `CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
  END`,
];

export default {
  name: '0028_audit_unknown_staff',
  formerName: '0029_audit_unknown_staff',
  statements: [
    {
      sqlite: `CREATE TABLE audit_log_v29 (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        staff_id INTEGER REFERENCES staff(id),
        staff_name TEXT NOT NULL,
        action TEXT NOT NULL,
        object_type TEXT NOT NULL,
        object_id TEXT NOT NULL,
        before_json TEXT,
        after_json TEXT,
        ip TEXT NOT NULL DEFAULT '',
        create_time INTEGER NOT NULL
      )`,
      postgres: `ALTER TABLE audit_log ALTER COLUMN staff_id DROP NOT NULL`,
    },
    {
      sqlite: `INSERT INTO audit_log_v29 (id, staff_id, staff_name, action, object_type, object_id,
        before_json, after_json, ip, create_time)
        SELECT id, staff_id, staff_name, action, object_type, object_id, before_json, after_json,
        ip, create_time FROM audit_log`,
    },
    // Dropping a table runs no DELETE triggers; the old triggers go with it.
    { sqlite: `DROP TABLE audit_log` },
    { sqlite: `ALTER TABLE audit_log_v29 RENAME TO audit_log` },
    { sqlite: `CREATE INDEX audit_log_time ON audit_log(create_time DESC, id DESC)` },
    {
      sqlite: `CREATE INDEX audit_log_object ON audit_log(object_type, object_id, create_time DESC)`,
    },
    { sqlite: `CREATE INDEX audit_log_staff ON audit_log(staff_id, create_time DESC)` },
    ...triggers.map((sqlite) => ({ sqlite })),
  ],
} satisfies Migration;
