CREATE TABLE "keuangan" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tanggal" date NOT NULL,
	"kategori" varchar(30) NOT NULL,
	"jenis" varchar(10) NOT NULL,
	"no_rekening" varchar(30) DEFAULT '' NOT NULL,
	"kode_bank" varchar(30) DEFAULT '' NOT NULL,
	"deskripsi" varchar(60) NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"jumlah_in" bigint DEFAULT 0 NOT NULL,
	"jumlah_out" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'DONE' NOT NULL,
	"input_by" varchar(30) NOT NULL,
	"valid_by" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "penjualan" (
	"no_faktur_group" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"jam" varchar(8) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"kode_sales" varchar(20) NOT NULL,
	"kode_member" varchar(30),
	"nama_customer" varchar(100) NOT NULL,
	"no_hp" varchar(20) DEFAULT '' NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"kode_marketplace" varchar(30) DEFAULT '' NOT NULL,
	"total" bigint NOT NULL,
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
	"status_valid" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"status" varchar(10) DEFAULT 'OK' NOT NULL,
	"input_by" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_by" varchar(30),
	"valid_at" timestamp with time zone,
	CONSTRAINT "penjualan_status_valid" CHECK ("penjualan"."status_valid" in ('OPEN', 'DONE')),
	CONSTRAINT "penjualan_status" CHECK ("penjualan"."status" in ('OK', 'CANC'))
);
--> statement-breakpoint
CREATE TABLE "penjualan_detail" (
	"no_faktur_jual" varchar(44) PRIMARY KEY NOT NULL,
	"no_faktur_group" varchar(40) NOT NULL,
	"kode_barcode" varchar(8) NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"nama_barang" varchar(150) NOT NULL,
	"kadar_cetak" varchar(20) DEFAULT '' NOT NULL,
	"stock" integer NOT NULL,
	"berat" integer NOT NULL,
	"harga_gram" bigint NOT NULL,
	"ongkos" bigint NOT NULL,
	"harga_atribut" bigint NOT NULL,
	"harga_system" bigint NOT NULL,
	"harga_jual" bigint NOT NULL,
	"otorisasi_id" integer,
	"status" varchar(10) DEFAULT 'OK' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "keuangan" ADD CONSTRAINT "keuangan_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penjualan" ADD CONSTRAINT "penjualan_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD CONSTRAINT "penjualan_detail_no_faktur_group_penjualan_no_faktur_group_fk" FOREIGN KEY ("no_faktur_group") REFERENCES "public"."penjualan"("no_faktur_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "keuangan_toko_tanggal" ON "keuangan" USING btree ("kode_toko","tanggal","kategori");--> statement-breakpoint
CREATE UNIQUE INDEX "penjualan_idempotency" ON "penjualan" USING btree ("kode_toko","idempotency_key");--> statement-breakpoint
CREATE INDEX "penjualan_toko_tanggal" ON "penjualan" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "penjualan_detail_group" ON "penjualan_detail" USING btree ("no_faktur_group");--> statement-breakpoint
CREATE INDEX "penjualan_detail_barcode" ON "penjualan_detail" USING btree ("kode_barcode");