CREATE TABLE "stock_opname" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_opname" varchar(40) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"jenis" varchar(12) NOT NULL,
	"kode_gudang" varchar(20),
	"kode_baki" varchar(20),
	"no_dokumen" varchar(40),
	"kunci" varchar(80) NOT NULL,
	"tgl_system" date NOT NULL,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) NOT NULL,
	"selesai_at" timestamp with time zone,
	"selesai_by" varchar(30),
	CONSTRAINT "stock_opname_no" UNIQUE("no_opname"),
	CONSTRAINT "stock_opname_status" CHECK ("stock_opname"."status" in ('OPEN', 'SELESAI', 'BATAL')),
	CONSTRAINT "stock_opname_jenis" CHECK ("stock_opname"."jenis" in ('BAKI', 'PENERIMAAN', 'GLOBAL'))
);
--> statement-breakpoint
CREATE TABLE "stock_opname_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"stock_opname_id" integer NOT NULL,
	"kode_barcode" varchar(8) NOT NULL,
	"diharapkan" boolean NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"nama_barang" varchar(150) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"jumlah" integer NOT NULL,
	"berat" integer NOT NULL,
	"ditemukan" boolean DEFAULT false NOT NULL,
	"berat_scan" integer,
	"scan_at" timestamp with time zone,
	"scan_by" varchar(30),
	CONSTRAINT "stock_opname_item_barcode" UNIQUE("stock_opname_id","kode_barcode"),
	CONSTRAINT "stock_opname_item_berat_scan" CHECK ("stock_opname_item"."berat_scan" is null or "stock_opname_item"."berat_scan" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_opname" ADD CONSTRAINT "stock_opname_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_opname_item" ADD CONSTRAINT "stock_opname_item_stock_opname_id_stock_opname_id_fk" FOREIGN KEY ("stock_opname_id") REFERENCES "public"."stock_opname"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_opname_toko_tanggal" ON "stock_opname" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_opname_satu_open" ON "stock_opname" USING btree ("kode_toko","kunci") WHERE "stock_opname"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "stock_opname_item_scan" ON "stock_opname_item" USING btree ("stock_opname_id","scan_at");