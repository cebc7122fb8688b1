import { Column, is, type Placeholder, type Query, SQL, sql } from 'drizzle-orm';
import type { SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * Statements drizzle builds once per shape and runs with each call's values.
 *
 * Drizzle builds a statement's text anew on every call, walking each column of each table
 * it names. A counter document's save names three tables twice over (its values, what it
 * returns, what it answers), and building it took about a millisecond of the server's one
 * thread, the largest part of a sale's (decision 041). Here `build` makes the statement
 * with placeholders (`Values.of`) for what varies; its text, parameters and result fields
 * are kept under `shape`, which names everything that changes the text, and each call
 * runs them in the caller's transaction with its own values.
 */
export class BuiltOnce {
  private readonly built = new Map<string, { query: Query; fields: SelectedFieldsOrdered; name: string }>();

  constructor(private readonly limit = 256) {}

  async run<R>(
    tx: DbOrTx,
    shape: string,
    values: Values,
    build: () => { statement: { toSQL(): Query }; fields: Record<string, unknown> },
  ): Promise<R[]> {
    let entry = this.built.get(shape);
    if (!entry) {
      const { statement, fields } = build();
      // A name makes node-postgres prepare the statement once per connection: PostgreSQL
      // parses and plans it once, and later calls send only its values (PGlite ignores it).
      builtStatements += 1;
      entry = { query: statement.toSQL(), fields: ordered(fields), name: `built_${builtStatements}` };
      // Shapes are few (a document type, its number of lines); the bound only keeps an odd
      // stream of them from growing the map for ever.
      if (this.built.size >= this.limit) this.built.delete(this.built.keys().next().value as string);
      this.built.set(shape, entry);
    }
    const prepared = tx._.session.prepareQuery(entry.query, entry.fields, entry.name, true);
    return (await prepared.execute(values.filled)) as R[];
  }
}

/** Statements built in this process: each one's name, unique on every connection it is prepared on. */
let builtStatements = 0;

/**
 * A selection's fields in the order drizzle lists them in the statement (depth first,
 * as written), each with the path of its place in a result row.
 */
function ordered(fields: Record<string, unknown>, path: string[] = []): SelectedFieldsOrdered {
  return Object.entries(fields).flatMap(([name, field]) =>
    is(field, Column) || is(field, SQL) || is(field, SQL.Aliased)
      ? [{ path: [...path, name], field: field as SelectedFieldsOrdered[number]['field'] }]
      : ordered(field as Record<string, unknown>, [...path, name]),
  );
}

/**
 * The values of one call, each behind a placeholder of its own name, and the shape they
 * give the statement: a value set, null (written as such) or an SQL expression (its own text).
 */
export class Values {
  readonly filled: Record<string, unknown> = {};
  private readonly shapes: string[] = [];

  /** A placeholder for one value. */
  one(name: string, value: unknown): Placeholder {
    this.filled[name] = value;
    return sql.placeholder(name);
  }

  /**
   * A row to insert with placeholders for its values: an undefined field is left to its
   * default and a null one written as null, both part of the shape, as is an SQL value.
   * An SQL value is kept as the first call of its shape wrote it, text and parameters: it
   * must be the same for every call (the number the statement takes, whose own values are
   * placeholders), never one that carries the call's data.
   */
  of<T extends object>(prefix: string, row: T): T {
    const out: Record<string, unknown> = {};
    const shape: string[] = [];
    for (const [field, value] of Object.entries(row)) {
      if (value === undefined) continue;
      if (value === null || value instanceof SQL) {
        out[field] = value;
        shape.push(`${field}${value === null ? '=null' : '=sql'}`);
      } else {
        out[field] = this.one(`${prefix}${field}`, value);
        shape.push(field);
      }
    }
    this.shapes.push(`${prefix}(${shape.join(',')})`);
    return out as T;
  }

  /** What the rows given so far make of the statement's text. */
  get shape(): string {
    return this.shapes.join('');
  }
}
