CREATE TABLE "pembelian_harian" (
	"kode_toko" varchar(10) NOT NULL,
	"tanggal" date NOT NULL,
	"jumlah_nota" integer NOT NULL,
	"jumlah_barang" integer NOT NULL,
	"berat" bigint NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "pembelian_harian_pk" PRIMARY KEY("kode_toko","tanggal")
);
--> statement-breakpoint
CREATE TABLE "penjualan_harian" (
	"kode_toko" varchar(10) NOT NULL,
	"tanggal" date NOT NULL,
	"jumlah_nota" integer NOT NULL,
	"jumlah_barang" integer NOT NULL,
	"berat" bigint NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "penjualan_harian_pk" PRIMARY KEY("kode_toko","tanggal")
);
--> statement-breakpoint
ALTER TABLE "pembelian_harian" ADD CONSTRAINT "pembelian_harian_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penjualan_harian" ADD CONSTRAINT "penjualan_harian_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Backfill (decision 017): every day a shop has already closed (before its tgl_system),
-- summed from the raw lines by the rule the closing step uses: standing lines of standing
-- documents. Today stays out; the dashboard reads it live and its closing writes it.
INSERT INTO "penjualan_harian" ("kode_toko", "tanggal", "jumlah_nota", "jumlah_barang", "berat", "value")
SELECT p."kode_toko", p."tgl_system", count(DISTINCT p."no_faktur_group"), sum(d."stock"), sum(d."berat"), sum(d."harga_jual")
FROM "penjualan" p
JOIN "penjualan_detail" d ON d."no_faktur_group" = p."no_faktur_group"
JOIN "toko" t ON t."kode_toko" = p."kode_toko"
WHERE p."status" = 'OK' AND d."status" = 'OK' AND p."tgl_system" < t."tgl_system"
GROUP BY p."kode_toko", p."tgl_system";
--> statement-breakpoint
INSERT INTO "pembelian_harian" ("kode_toko", "tanggal", "jumlah_nota", "jumlah_barang", "berat", "value")
SELECT p."kode_toko", p."tgl_system", count(DISTINCT p."no_faktur_group"), count(*), sum(d."berat"), sum(d."harga")
FROM "pembelian" p
JOIN "pembelian_detail" d ON d."no_faktur_group" = p."no_faktur_group"
JOIN "toko" t ON t."kode_toko" = p."kode_toko"
WHERE p."status" = 'OK' AND d."status" = 'OK' AND p."tgl_system" < t."tgl_system"
GROUP BY p."kode_toko", p."tgl_system";
