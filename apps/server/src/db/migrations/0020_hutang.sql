CREATE TABLE "hutang" (
	"no_hutang" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"jam" varchar(8) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"kode_sales" varchar(20) NOT NULL,
	"kode_member" varchar(30),
	"nama_customer" varchar(100) NOT NULL,
	"no_hp" varchar(20) DEFAULT '' NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"nik" varchar(30) NOT NULL,
	"nilai_taksiran" bigint NOT NULL,
	"maks_persen" numeric(5, 2) NOT NULL,
	"maks_pinjaman" bigint NOT NULL,
	"pokok" bigint NOT NULL,
	"kode_pinjaman" varchar(20) NOT NULL,
	"bunga_persen" numeric(5, 2) NOT NULL,
	"jangka_bulan" integer NOT NULL,
	"tgl_jatuh_tempo" date NOT NULL,
	"tgl_bunga" date NOT NULL,
	"cash_rp" bigint DEFAULT 0 NOT NULL,
	"transfer_rp" bigint DEFAULT 0 NOT NULL,
	"no_rekening" varchar(30) DEFAULT '' NOT NULL,
	"status" varchar(12) DEFAULT 'OPEN' NOT NULL,
	"status_valid" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"tgl_tutup" date,
	"no_hutang_lama" varchar(40),
	"no_hutang_baru" varchar(40),
	"otorisasi_id" integer,
	"batal_by" varchar(30),
	"batal_otorisasi_id" integer,
	"bunga_akrual" bigint DEFAULT 0 NOT NULL,
	"tgl_akrual" date,
	"lewat_tempo" boolean DEFAULT false NOT NULL,
	"nilai_lelang" bigint,
	"bunga_lelang" bigint,
	"kelebihan_lelang" bigint,
	"lelang_otorisasi_id" integer,
	"input_by" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_by" varchar(30),
	"valid_at" timestamp with time zone,
	CONSTRAINT "hutang_status" CHECK ("hutang"."status" in ('OPEN', 'LUNAS', 'PERPANJANG', 'LELANG', 'BATAL')),
	CONSTRAINT "hutang_status_valid" CHECK ("hutang"."status_valid" in ('OPEN', 'DONE')),
	CONSTRAINT "hutang_pokok" CHECK ("hutang"."pokok" > 0),
	CONSTRAINT "hutang_payout" CHECK ("hutang"."cash_rp" >= 0 and "hutang"."transfer_rp" >= 0 and ("hutang"."cash_rp" + "hutang"."transfer_rp" = "hutang"."pokok" or "hutang"."no_hutang_lama" is not null)),
	CONSTRAINT "hutang_jangka" CHECK ("hutang"."jangka_bulan" between 1 and 12),
	CONSTRAINT "hutang_tutup" CHECK (("hutang"."status" = 'OPEN') = ("hutang"."tgl_tutup" is null))
);
--> statement-breakpoint
CREATE TABLE "hutang_bayar" (
	"no_bayar" varchar(40) PRIMARY KEY NOT NULL,
	"no_hutang" varchar(40) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"jam" varchar(8) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"jenis" varchar(12) NOT NULL,
	"tgl_dari" date NOT NULL,
	"hari" integer NOT NULL,
	"hari_dihitung" integer NOT NULL,
	"bunga" bigint NOT NULL,
	"pokok" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"cash_rp" bigint DEFAULT 0 NOT NULL,
	"transfer_rp" bigint DEFAULT 0 NOT NULL,
	"no_rekening" varchar(30) DEFAULT '' NOT NULL,
	"kembalian" bigint DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'OK' NOT NULL,
	"status_valid" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"input_by" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_by" varchar(30),
	"valid_at" timestamp with time zone,
	"otorisasi_id" integer,
	"batal_by" varchar(30),
	"batal_otorisasi_id" integer,
	CONSTRAINT "hutang_bayar_jenis" CHECK ("hutang_bayar"."jenis" in ('BUNGA', 'LUNAS', 'PERPANJANG')),
	CONSTRAINT "hutang_bayar_status" CHECK ("hutang_bayar"."status" in ('OK', 'BATAL')),
	CONSTRAINT "hutang_bayar_status_valid" CHECK ("hutang_bayar"."status_valid" in ('OPEN', 'DONE')),
	CONSTRAINT "hutang_bayar_total" CHECK ("hutang_bayar"."total" = "hutang_bayar"."bunga" + "hutang_bayar"."pokok" and "hutang_bayar"."bunga" >= 0 and "hutang_bayar"."pokok" >= 0),
	CONSTRAINT "hutang_bayar_lunas" CHECK ("hutang_bayar"."cash_rp" - "hutang_bayar"."kembalian" + "hutang_bayar"."transfer_rp" = "hutang_bayar"."total" and "hutang_bayar"."kembalian" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hutang_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_hutang" varchar(40) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"nama_barang" varchar(150) NOT NULL,
	"berat" integer NOT NULL,
	"kadar" numeric(5, 2) NOT NULL,
	"jumlah" integer DEFAULT 1 NOT NULL,
	"harga_gram" bigint NOT NULL,
	"nilai" bigint NOT NULL,
	"foto" varchar(200) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'GADAI' NOT NULL,
	"kode_barcode" varchar(8),
	CONSTRAINT "hutang_detail_status" CHECK ("hutang_detail"."status" in ('GADAI', 'KEMBALI', 'LELANG', 'PERPANJANG', 'BATAL'))
);
--> statement-breakpoint
CREATE TABLE "hutang_harian" (
	"kode_toko" varchar(10) NOT NULL,
	"tanggal" date NOT NULL,
	"jumlah_hutang" integer NOT NULL,
	"jumlah_barang" integer NOT NULL,
	"berat" bigint NOT NULL,
	"pokok" bigint NOT NULL,
	"bunga_akrual" bigint NOT NULL,
	"lewat_tempo" integer NOT NULL,
	CONSTRAINT "hutang_harian_pk" PRIMARY KEY("kode_toko","tanggal")
);
--> statement-breakpoint
ALTER TABLE "hutang" ADD CONSTRAINT "hutang_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hutang_bayar" ADD CONSTRAINT "hutang_bayar_no_hutang_hutang_no_hutang_fk" FOREIGN KEY ("no_hutang") REFERENCES "public"."hutang"("no_hutang") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hutang_bayar" ADD CONSTRAINT "hutang_bayar_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hutang_detail" ADD CONSTRAINT "hutang_detail_no_hutang_hutang_no_hutang_fk" FOREIGN KEY ("no_hutang") REFERENCES "public"."hutang"("no_hutang") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hutang_harian" ADD CONSTRAINT "hutang_harian_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hutang_idempotency" ON "hutang" USING btree ("kode_toko","idempotency_key");--> statement-breakpoint
CREATE INDEX "hutang_toko_tanggal_no" ON "hutang" USING btree ("kode_toko","tgl_system","no_hutang");--> statement-breakpoint
CREATE INDEX "hutang_toko_status" ON "hutang" USING btree ("kode_toko","status","tgl_system");--> statement-breakpoint
CREATE UNIQUE INDEX "hutang_bayar_idempotency" ON "hutang_bayar" USING btree ("kode_toko","idempotency_key");--> statement-breakpoint
CREATE INDEX "hutang_bayar_hutang" ON "hutang_bayar" USING btree ("no_hutang","no_bayar");--> statement-breakpoint
CREATE INDEX "hutang_bayar_toko_tanggal" ON "hutang_bayar" USING btree ("kode_toko","tgl_system","no_bayar");--> statement-breakpoint
CREATE INDEX "hutang_detail_no" ON "hutang_detail" USING btree ("no_hutang");--> statement-breakpoint
CREATE INDEX "barang_atribut_barang" ON "barang_atribut" USING btree ("barang_id");--> statement-breakpoint
CREATE INDEX "service_toko_selesai" ON "service" USING btree ("kode_toko","tgl_selesai");--> statement-breakpoint
CREATE INDEX "service_toko_ambil" ON "service" USING btree ("kode_toko","tgl_ambil");--> statement-breakpoint
-- Lihat Hutang searches "contains" on the number, the customer and the NIK (see 0007 for fastupdate).
CREATE INDEX IF NOT EXISTS "hutang_no_trgm" ON "hutang" USING gin ("no_hutang" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hutang_customer_trgm" ON "hutang" USING gin ("nama_customer" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hutang_nik_trgm" ON "hutang" USING gin ("nik" gin_trgm_ops) WITH (fastupdate = off);
