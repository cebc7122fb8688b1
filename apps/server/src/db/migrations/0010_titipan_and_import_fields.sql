CREATE TABLE "titipan" (
	"no_titip" varchar(40) PRIMARY KEY NOT NULL,
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
	"keterangan" text DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"status_valid" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"no_faktur_group" varchar(40),
	"input_by" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_by" varchar(30),
	"valid_at" timestamp with time zone,
	"batal_by" varchar(30),
	"otorisasi_id" integer,
	CONSTRAINT "titipan_status" CHECK ("titipan"."status" in ('OPEN', 'FINISH', 'CLOSE')),
	CONSTRAINT "titipan_status_valid" CHECK ("titipan"."status_valid" in ('OPEN', 'DONE')),
	CONSTRAINT "titipan_dp" CHECK ("titipan"."dp" > 0 and "titipan"."dp" <= "titipan"."total")
);
--> statement-breakpoint
CREATE TABLE "titipan_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_titip" varchar(40) NOT NULL,
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
	"harga_jual" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "no_titip" varchar(40);--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "titipan_rp" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "tukar_rp" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "no_generate" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "no_faktur_group_user" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "nama_sales" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "status_premi" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "total_usd" varchar(30) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "curr" varchar(10) DEFAULT 'IDR' NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD COLUMN "kode_barang" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD COLUMN "berat_awal" integer;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD COLUMN "nama_atribut" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD COLUMN "berat_atribut" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD COLUMN "total_berlian_rp" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD COLUMN "no_pesanan" varchar(40);--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD COLUMN "status_kembali" varchar(10) DEFAULT 'OPEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD COLUMN "status_tukar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD COLUMN "cash_rp" bigint;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD COLUMN "transfer_rp" bigint;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD COLUMN "debet_rp" bigint;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD COLUMN "credit_rp" bigint;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD COLUMN "tukar_rp" bigint;--> statement-breakpoint
ALTER TABLE "titipan" ADD CONSTRAINT "titipan_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titipan_detail" ADD CONSTRAINT "titipan_detail_no_titip_titipan_no_titip_fk" FOREIGN KEY ("no_titip") REFERENCES "public"."titipan"("no_titip") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "titipan_idempotency" ON "titipan" USING btree ("kode_toko","idempotency_key");--> statement-breakpoint
CREATE INDEX "titipan_toko_status" ON "titipan" USING btree ("kode_toko","status","tgl_system");--> statement-breakpoint
CREATE INDEX "titipan_detail_titip" ON "titipan_detail" USING btree ("no_titip");--> statement-breakpoint
CREATE INDEX "titipan_detail_barcode" ON "titipan_detail" USING btree ("kode_barcode");