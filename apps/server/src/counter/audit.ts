import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export interface AuditEntry {
  kodeToko: string;
  userId: string;
  /** What was done: CREATE, UPDATE, DELETE, or an area's own verb. */
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Records who changed what and when, with the record before and after. Written in
 * the caller's transaction so a change and its trace are kept or lost together.
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(entry));
}

/** The row an entry is stored as: for a writer that puts it into a statement of its own (a counter document's save). */
export function auditRow(entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    kode_toko: entry.kodeToko,
    user_id: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
  };
}

/**
 * One entry per document for an action taken on many at once (validating a day's receipts):
 * each number stays searchable on its own, and a long list never outgrows `entity_id`
 * (120 characters: a joined list of seven receipt numbers did, and the validation failed).
 */
export async function recordAuditEach(
  db: DbOrTx,
  entry: Omit<AuditEntry, 'entityId'>,
  entityIds: readonly string[],
): Promise<void> {
  if (entityIds.length === 0) return;
  await db.insert(auditLog).values(entityIds.map((entityId) => auditRow({ ...entry, entityId })));
}
