import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';

/** One migration of the journal: its file's statements, and what drizzle records of it. */
export interface Migration {
  tag: string;
  /** The journal's `when`, recorded as `created_at`: the migration's identity in the database. */
  when: number;
  /** sha256 of the file, as drizzle-kit's migrator records it. */
  hash: string;
  statements: string[];
}

/**
 * What migrating needs of a database, either driver's (client.ts's Db, which opens databases by
 * calling migrate and so cannot be imported here): a transaction that runs SQL.
 */
export interface Migratable {
  transaction<T>(work: (tx: { execute(query: SQL): Promise<unknown> }) => Promise<T>): Promise<T>;
}

/** Why the server will not start on this database; the message is for the operator, whole. */
export class MigrationError extends Error {}

/** Every process that starts migrates under this lock, so two never apply the same migration. */
const MIGRATION_LOCK = 0x746f6b6d;

/** The journal drizzle-kit keeps of a migrations folder: each migration's file tag and `when`. */
export function readJournal(folder: string): { tag: string; when: number }[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

/** The migrations of a folder made by drizzle-kit, in the journal's order. */
export function readMigrations(folder: string): Migration[] {
  return readJournal(folder).map(({ tag, when }) => {
    const text = fs.readFileSync(path.join(folder, `${tag}.sql`), 'utf8');
    return {
      tag,
      when,
      hash: createHash('sha256').update(text).digest('hex'),
      statements: text.split('--> statement-breakpoint').filter((statement) => statement.trim() !== ''),
    };
  });
}

/** A migration as drizzle records it (the journal's `when`, in ms), as an operator reads it: its UTC time. */
export const migrationTime = (createdAt: string | number): string =>
  `${new Date(Number(createdAt)).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const messageOf = (error: unknown): string => {
  const cause = (error as { cause?: unknown })?.cause;
  const inner = cause instanceof Error ? cause : error;
  return inner instanceof Error ? inner.message : String(inner);
};

/**
 * Brings the database to this build's schema, in one transaction: every pending migration
 * applies, or none does. Decision 050: a failed statement rolls back the whole upgrade, so
 * the database stays exactly as the previous version left it (never half a schema that no
 * version of the code matches), and the error names the migration and statement for the
 * operator. Forward-only is checked too: a database that records a migration this build does
 * not know (made by a newer version) or one whose file has changed since it was applied is
 * refused untouched, as running on it would mean code and schema disagree.
 *
 * Drizzle's table (`drizzle.__drizzle_migrations`, keyed by the journal's `when`) stays the
 * record, so databases migrated by drizzle's own migrator carry on. Its migrator is not used:
 * it takes no lock (two processes starting on one PostgreSQL raced to create the same tables),
 * and its error says neither which migration failed nor that nothing was applied.
 */
export async function migrate(db: Migratable, folder: string): Promise<{ applied: string[] }> {
  const migrations = readMigrations(folder);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (
      id serial primary key, hash text not null, created_at bigint)`);
    const recorded = (
      (await tx.execute(
        sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    const byWhen = new Map(migrations.map((migration) => [migration.when, migration]));
    for (const row of recorded) {
      const known = byWhen.get(Number(row.created_at));
      if (!known) {
        throw new MigrationError(
          `Database ini sudah diperbarui oleh versi aplikasi yang lebih baru (migrasi ${migrationTime(row.created_at)} tidak dikenal versi ini). ` +
            'Jalankan versi yang sama atau lebih baru; database tidak diubah.',
        );
      }
      if (known.hash !== row.hash) {
        throw new MigrationError(
          `Migrasi ${known.tag} di database berbeda dengan berkasnya di versi ini: migrasi tidak boleh diubah setelah dirilis. ` +
            'Database tidak diubah.',
        );
      }
    }
    const done = new Set(recorded.map((row) => Number(row.created_at)));
    const pending = migrations.filter((migration) => !done.has(migration.when));
    for (const migration of pending) {
      for (const [index, statement] of migration.statements.entries()) {
        try {
          await tx.execute(sql.raw(statement));
        } catch (error) {
          throw new MigrationError(
            `Pembaruan database gagal pada migrasi ${migration.tag} (perintah ${index + 1} dari ${migration.statements.length}): ` +
              `${messageOf(error)}. Database tidak diubah: ${pending.length} migrasi yang tertunda dibatalkan semuanya. ` +
              'Perbaiki penyebabnya atau pulihkan cadangan, lalu jalankan server lagi.',
            { cause: error },
          );
        }
      }
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.when})`,
      );
    }
    return { applied: pending.map((migration) => migration.tag) };
  });
}
