import type { Migration } from './types.js';

// Like the ledger, the audit log is append-only in the database itself.
export default {
  name: '0020_audit_append_only',
  statements: [
    {
      sqlite: `CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN
        SELECT RAISE(ABORT, 'audit_log is append-only');
      END`,
      postgres: `CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$`,
    },
    {
      sqlite: `CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN
        SELECT RAISE(ABORT, 'audit_log is append-only');
      END`,
      postgres: `CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`,
    },
  ],
} satisfies Migration;
