CREATE SEQUENCE "public"."barang_barcode_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "barang" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_barcode" varchar(8) NOT NULL,
	"kode_barang" varchar(30) DEFAULT '' NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"nama_barang" varchar(150) NOT NULL,
	"berat" integer NOT NULL,
	"berat_asli" integer NOT NULL,
	"berat_plastik" integer DEFAULT 0 NOT NULL,
	"kadar" numeric(6, 3) DEFAULT '0' NOT NULL,
	"kadar_cetak" varchar(20) DEFAULT '' NOT NULL,
	"ongkos_type" varchar(10) DEFAULT 'GRAM' NOT NULL,
	"ongkos" bigint DEFAULT 0 NOT NULL,
	"harga_beli" bigint DEFAULT 0 NOT NULL,
	"no_pesanan" varchar(30),
	"photo_path" text,
	"stock" integer NOT NULL,
	"status" varchar(20) DEFAULT 'READY' NOT NULL,
	"tgl_masuk" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) NOT NULL,
	CONSTRAINT "barang_kode_barcode" UNIQUE("kode_barcode"),
	CONSTRAINT "barang_stock_tidak_negatif" CHECK ("barang"."stock" >= 0),
	CONSTRAINT "barang_berat_tidak_negatif" CHECK ("barang"."berat" >= 0)
);
--> statement-breakpoint
CREATE TABLE "barang_atribut" (
	"id" serial PRIMARY KEY NOT NULL,
	"barang_id" integer NOT NULL,
	"nama_atribut" varchar(100) NOT NULL,
	"berat_atribut" integer DEFAULT 0 NOT NULL,
	"harga_atribut" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "barang_mutasi" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tanggal" date NOT NULL,
	"kode_barcode" varchar(8) NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"kolom" varchar(10) NOT NULL,
	"stock" integer NOT NULL,
	"berat" integer NOT NULL,
	"no_ref" varchar(40) DEFAULT '' NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) NOT NULL,
	CONSTRAINT "barang_mutasi_kolom" CHECK ("barang_mutasi"."kolom" in ('in', 'out', 'tambah', 'beli', 'jual', 'hancur'))
);
--> statement-breakpoint
CREATE TABLE "barang_saldo" (
	"kode_toko" varchar(10) NOT NULL,
	"tanggal" date NOT NULL,
	"kode_barcode" varchar(8) NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"stock_awal" integer DEFAULT 0 NOT NULL,
	"berat_awal" integer DEFAULT 0 NOT NULL,
	"stock_in" integer DEFAULT 0 NOT NULL,
	"berat_in" integer DEFAULT 0 NOT NULL,
	"stock_out" integer DEFAULT 0 NOT NULL,
	"berat_out" integer DEFAULT 0 NOT NULL,
	"stock_tambah" integer DEFAULT 0 NOT NULL,
	"berat_tambah" integer DEFAULT 0 NOT NULL,
	"stock_beli" integer DEFAULT 0 NOT NULL,
	"berat_beli" integer DEFAULT 0 NOT NULL,
	"stock_jual" integer DEFAULT 0 NOT NULL,
	"berat_jual" integer DEFAULT 0 NOT NULL,
	"stock_hancur" integer DEFAULT 0 NOT NULL,
	"berat_hancur" integer DEFAULT 0 NOT NULL,
	"stock_akhir" integer DEFAULT 0 NOT NULL,
	"berat_akhir" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "barang_saldo_kode_toko_tanggal_kode_barcode_kode_gudang_kode_baki_pk" PRIMARY KEY("kode_toko","tanggal","kode_barcode","kode_gudang","kode_baki"),
	CONSTRAINT "barang_saldo_stock_seimbang" CHECK ("barang_saldo"."stock_akhir" = "barang_saldo"."stock_awal" + "barang_saldo"."stock_in" + "barang_saldo"."stock_tambah" + "barang_saldo"."stock_beli" - "barang_saldo"."stock_out" - "barang_saldo"."stock_jual" - "barang_saldo"."stock_hancur"),
	CONSTRAINT "barang_saldo_berat_seimbang" CHECK ("barang_saldo"."berat_akhir" = "barang_saldo"."berat_awal" + "barang_saldo"."berat_in" + "barang_saldo"."berat_tambah" + "barang_saldo"."berat_beli" - "barang_saldo"."berat_out" - "barang_saldo"."berat_jual" - "barang_saldo"."berat_hancur")
);
--> statement-breakpoint
CREATE TABLE "nomor_urut" (
	"kode_toko" varchar(10) NOT NULL,
	"jenis" varchar(4) NOT NULL,
	"tanggal" date NOT NULL,
	"terakhir" integer NOT NULL,
	CONSTRAINT "nomor_urut_kode_toko_jenis_tanggal_pk" PRIMARY KEY("kode_toko","jenis","tanggal")
);
--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_group_fk" FOREIGN KEY ("kode_toko","kode_group") REFERENCES "public"."master_group"("kode_toko","kode_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_jenis_fk" FOREIGN KEY ("kode_toko","kode_dept") REFERENCES "public"."master_jenis"("kode_toko","kode_dept") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_gudang_fk" FOREIGN KEY ("kode_toko","kode_gudang") REFERENCES "public"."master_gudang"("kode_toko","kode_gudang") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_baki_fk" FOREIGN KEY ("kode_toko","kode_baki") REFERENCES "public"."master_baki"("kode_toko","kode_baki") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barang_atribut" ADD CONSTRAINT "barang_atribut_barang_id_barang_id_fk" FOREIGN KEY ("barang_id") REFERENCES "public"."barang"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "barang_toko_baki" ON "barang" USING btree ("kode_toko","kode_gudang","kode_baki");--> statement-breakpoint
CREATE INDEX "barang_mutasi_toko_tanggal" ON "barang_mutasi" USING btree ("kode_toko","tanggal");--> statement-breakpoint
CREATE INDEX "barang_mutasi_barcode" ON "barang_mutasi" USING btree ("kode_barcode");--> statement-breakpoint
CREATE INDEX "barang_saldo_toko_tanggal_baki" ON "barang_saldo" USING btree ("kode_toko","tanggal","kode_gudang","kode_baki");