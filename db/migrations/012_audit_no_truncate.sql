-- The audit log's row trigger (006) never sees TRUNCATE, which empties a table without touching its
-- rows: refuse that statement too. Only the tables' owner can drop the triggers; the functions
-- connect as a role that does not own them (docs/database.md).
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();
