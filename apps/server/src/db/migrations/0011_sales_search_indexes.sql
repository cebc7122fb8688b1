DROP INDEX "penjualan_toko_tanggal";--> statement-breakpoint
CREATE INDEX "penjualan_toko_tanggal_no" ON "penjualan" USING btree ("kode_toko","tgl_system","no_faktur_group");--> statement-breakpoint
-- Lihat Penjualan searches "contains" on the receipt number, the customer and a line's
-- barcode; over months of sales a sequential scan takes seconds (see 0007 for fastupdate).
CREATE INDEX IF NOT EXISTS "penjualan_no_trgm" ON "penjualan" USING gin ("no_faktur_group" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "penjualan_customer_trgm" ON "penjualan" USING gin ("nama_customer" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "penjualan_detail_barcode_trgm" ON "penjualan_detail" USING gin ("kode_barcode" gin_trgm_ops) WITH (fastupdate = off);
