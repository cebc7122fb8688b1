-- socket.io's PostgreSQL adapter keeps payloads too large for NOTIFY here, so several
-- server processes on one PostgreSQL share socket events (closing progress). Unused on PGlite.
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial UNIQUE,
	"created_at" timestamptz DEFAULT now(),
	"payload" bytea
);
