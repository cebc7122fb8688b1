/**
 * The floor of `npm run bench:load`: a bare Fastify process whose one route does one
 * INSERT on the same PostgreSQL, with a pool as large as the real server's. Started as
 * a process of its own, like the real server, so neither shares an event loop with the
 * load generator. The parent creates the scratch table `load_bare` before starting it.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();
app.post('/bare', async (request) => {
  const body = request.body as { items?: { kode_barcode?: string }[] };
  const { rows } = await pool.query<{ id: string }>(
    'insert into load_bare (kode_barcode) values ($1) returning id',
    [String(body.items?.[0]?.kode_barcode ?? '')],
  );
  return { id: Number(rows[0]?.id) };
});
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare siap');
