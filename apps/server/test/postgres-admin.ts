import pg from 'pg';

/**
 * One statement on the PostgreSQL server as its administrator, on a connection of its own
 * (CREATE DATABASE and DROP DATABASE may not run inside another's transaction or pool).
 */
export async function adminStatement(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
