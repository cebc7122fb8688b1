CREATE TABLE "keuangan_saldo" (
	"kode_toko" varchar(10) NOT NULL,
	"tanggal" date NOT NULL,
	"akun" varchar(30) NOT NULL,
	"awal" bigint NOT NULL,
	"masuk" bigint NOT NULL,
	"keluar" bigint NOT NULL,
	"akhir" bigint NOT NULL,
	CONSTRAINT "keuangan_saldo_kode_toko_akun_tanggal_pk" PRIMARY KEY("kode_toko","akun","tanggal"),
	CONSTRAINT "keuangan_saldo_akhir" CHECK ("keuangan_saldo"."akhir" = "keuangan_saldo"."awal" + "keuangan_saldo"."masuk" - "keuangan_saldo"."keluar")
);
--> statement-breakpoint
ALTER TABLE "keuangan" ADD COLUMN "idempotency_key" varchar(64);--> statement-breakpoint
ALTER TABLE "keuangan_saldo" ADD CONSTRAINT "keuangan_saldo_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "keuangan_toko_tanggal_id" ON "keuangan" USING btree ("kode_toko","tanggal","id");--> statement-breakpoint
CREATE UNIQUE INDEX "keuangan_idempotency" ON "keuangan" USING btree ("kode_toko","idempotency_key","jenis") WHERE "keuangan"."idempotency_key" is not null;--> statement-breakpoint
-- Uang Kas and Lihat Pembelian search "contains" on receipt numbers, notes, customers and
-- barcodes; over months of entries a sequential scan takes most of a second (see 0007).
CREATE INDEX IF NOT EXISTS "keuangan_deskripsi_trgm" ON "keuangan" USING gin ("deskripsi" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "keuangan_keterangan_trgm" ON "keuangan" USING gin ("keterangan" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pembelian_no_trgm" ON "pembelian" USING gin ("no_faktur_group" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pembelian_customer_trgm" ON "pembelian" USING gin ("nama_customer" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pembelian_detail_barcode_trgm" ON "pembelian_detail" USING gin ("kode_barcode" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pembelian_detail_nama_trgm" ON "pembelian_detail" USING gin ("nama_barang" gin_trgm_ops) WITH (fastupdate = off);
