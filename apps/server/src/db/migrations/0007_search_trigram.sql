-- Data Barang searches "contains" on barcode, name and item code. With 100,000 pieces
-- a sequential scan takes most of a second; trigram indexes answer ILIKE '%…%' directly.
-- fastupdate off: PGlite has no autovacuum to flush a pending list, so entries go straight into the index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "barang_nama_trgm" ON "barang" USING gin ("nama_barang" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "barang_barcode_trgm" ON "barang" USING gin ("kode_barcode" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "barang_kode_barang_trgm" ON "barang" USING gin ("kode_barang" gin_trgm_ops) WITH (fastupdate = off);
