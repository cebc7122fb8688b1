CREATE TABLE "pesanan" (
	"no_pesanan" varchar(30) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"jam" varchar(8) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"kode_sales" varchar(20) NOT NULL,
	"kode_member" varchar(30),
	"nama_customer" varchar(100) NOT NULL,
	"no_hp" varchar(20) DEFAULT '' NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"total" bigint NOT NULL,
	"dp" bigint NOT NULL,
	"tgl_selesai" date NOT NULL,
	"foto" varchar(200) DEFAULT '' NOT NULL,
	"cash_rp" bigint DEFAULT 0 NOT NULL,
	"transfer_rp" bigint DEFAULT 0 NOT NULL,
	"no_rekening" varchar(30) DEFAULT '' NOT NULL,
	"debet_rp" bigint DEFAULT 0 NOT NULL,
	"kode_bank_debet" varchar(30) DEFAULT '' NOT NULL,
	"biaya_debet" bigint DEFAULT 0 NOT NULL,
	"credit_rp" bigint DEFAULT 0 NOT NULL,
	"kode_bank_credit" varchar(30) DEFAULT '' NOT NULL,
	"biaya_credit" bigint DEFAULT 0 NOT NULL,
	"kembalian" bigint DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"status_valid" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"no_faktur_group" varchar(40),
	"input_by" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_by" varchar(30),
	"valid_at" timestamp with time zone,
	"batal_by" varchar(30),
	"otorisasi_id" integer,
	CONSTRAINT "pesanan_status" CHECK ("pesanan"."status" in ('OPEN', 'DONE', 'FINISH', 'CLOSE')),
	CONSTRAINT "pesanan_status_valid" CHECK ("pesanan"."status_valid" in ('OPEN', 'DONE')),
	CONSTRAINT "pesanan_dp" CHECK ("pesanan"."dp" > 0 and "pesanan"."dp" <= "pesanan"."total"),
	CONSTRAINT "pesanan_tgl_selesai" CHECK ("pesanan"."tgl_selesai" >= "pesanan"."tgl_system")
);
--> statement-breakpoint
CREATE TABLE "pesanan_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_pesanan" varchar(30) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"deskripsi" text NOT NULL,
	"berat" integer NOT NULL,
	"kadar" numeric(5, 2) NOT NULL,
	"harga_gram" bigint NOT NULL,
	"ongkos" bigint NOT NULL,
	"harga" bigint NOT NULL,
	"kode_barcode" varchar(8),
	"status" varchar(10) DEFAULT 'OK' NOT NULL,
	CONSTRAINT "pesanan_detail_status" CHECK ("pesanan_detail"."status" in ('OK', 'CANC'))
);
--> statement-breakpoint
CREATE TABLE "pesanan_harian" (
	"kode_toko" varchar(10) NOT NULL,
	"tanggal" date NOT NULL,
	"jumlah_nota" integer NOT NULL,
	"jumlah_barang" integer NOT NULL,
	"berat" bigint NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "pesanan_harian_pk" PRIMARY KEY("kode_toko","tanggal")
);
--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "no_pesanan" varchar(30);--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "pesanan_rp" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pesanan" ADD CONSTRAINT "pesanan_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesanan_detail" ADD CONSTRAINT "pesanan_detail_no_pesanan_pesanan_no_pesanan_fk" FOREIGN KEY ("no_pesanan") REFERENCES "public"."pesanan"("no_pesanan") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesanan_harian" ADD CONSTRAINT "pesanan_harian_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pesanan_idempotency" ON "pesanan" USING btree ("kode_toko","idempotency_key");--> statement-breakpoint
CREATE INDEX "pesanan_toko_tanggal_no" ON "pesanan" USING btree ("kode_toko","tgl_system","no_pesanan");--> statement-breakpoint
CREATE INDEX "pesanan_toko_status" ON "pesanan" USING btree ("kode_toko","status","tgl_system");--> statement-breakpoint
CREATE INDEX "pesanan_detail_no" ON "pesanan_detail" USING btree ("no_pesanan");--> statement-breakpoint
CREATE INDEX "pesanan_detail_barcode" ON "pesanan_detail" USING btree ("kode_barcode");--> statement-breakpoint
-- Lihat Pesanan searches "contains" on the number and the customer (see 0007 for fastupdate).
CREATE INDEX IF NOT EXISTS "pesanan_no_trgm" ON "pesanan" USING gin ("no_pesanan" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pesanan_customer_trgm" ON "pesanan" USING gin ("nama_customer" gin_trgm_ops) WITH (fastupdate = off);
