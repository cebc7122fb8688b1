CREATE TABLE "pembelian" (
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
	"total" bigint NOT NULL,
	"cash_rp" bigint DEFAULT 0 NOT NULL,
	"transfer_rp" bigint DEFAULT 0 NOT NULL,
	"no_rekening" varchar(30) DEFAULT '' NOT NULL,
	"status_valid" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"status" varchar(10) DEFAULT 'OK' NOT NULL,
	"input_by" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_by" varchar(30),
	"valid_at" timestamp with time zone,
	CONSTRAINT "pembelian_status_valid" CHECK ("pembelian"."status_valid" in ('OPEN', 'DONE')),
	CONSTRAINT "pembelian_status" CHECK ("pembelian"."status" in ('OK', 'CANC')),
	CONSTRAINT "pembelian_bayar" CHECK ("pembelian"."cash_rp" + "pembelian"."transfer_rp" = "pembelian"."total")
);
--> statement-breakpoint
CREATE TABLE "pembelian_detail" (
	"no_faktur_beli" varchar(44) PRIMARY KEY NOT NULL,
	"no_faktur_group" varchar(40) NOT NULL,
	"kode_barcode" varchar(8) DEFAULT '' NOT NULL,
	"no_faktur_jual" varchar(44),
	"no_faktur_ext" varchar(60) DEFAULT '' NOT NULL,
	"kode_gudang" varchar(20) DEFAULT '' NOT NULL,
	"kode_baki" varchar(20) DEFAULT '' NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"nama_barang" varchar(150) NOT NULL,
	"kadar_cetak" varchar(20) DEFAULT '' NOT NULL,
	"berat_nota" integer NOT NULL,
	"berat" integer NOT NULL,
	"harga_nota" bigint NOT NULL,
	"kode_kondisi" varchar(20) NOT NULL,
	"type_kondisi" varchar(12) NOT NULL,
	"potongan" bigint NOT NULL,
	"harga_system" bigint NOT NULL,
	"harga" bigint NOT NULL,
	"harga_rata" bigint NOT NULL,
	"otorisasi_id" integer,
	"status" varchar(10) DEFAULT 'OK' NOT NULL,
	CONSTRAINT "pembelian_detail_harga" CHECK ("pembelian_detail"."harga" >= 0 and "pembelian_detail"."berat" > 0)
);
--> statement-breakpoint
ALTER TABLE "pembelian" ADD CONSTRAINT "pembelian_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelian_detail" ADD CONSTRAINT "pembelian_detail_no_faktur_group_pembelian_no_faktur_group_fk" FOREIGN KEY ("no_faktur_group") REFERENCES "public"."pembelian"("no_faktur_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pembelian_idempotency" ON "pembelian" USING btree ("kode_toko","idempotency_key");--> statement-breakpoint
CREATE INDEX "pembelian_toko_tanggal_no" ON "pembelian" USING btree ("kode_toko","tgl_system","no_faktur_group");--> statement-breakpoint
CREATE INDEX "pembelian_detail_group" ON "pembelian_detail" USING btree ("no_faktur_group");--> statement-breakpoint
CREATE INDEX "pembelian_detail_barcode" ON "pembelian_detail" USING btree ("kode_barcode");--> statement-breakpoint
CREATE UNIQUE INDEX "pembelian_detail_nota_sekali" ON "pembelian_detail" USING btree ("no_faktur_jual") WHERE "pembelian_detail"."no_faktur_jual" is not null and "pembelian_detail"."status" = 'OK';