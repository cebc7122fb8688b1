CREATE TABLE "cucian" (
	"no_cucian" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"jumlah" integer NOT NULL,
	"berat_sebelum" integer NOT NULL,
	"berat_sesudah" integer NOT NULL,
	"susut" integer NOT NULL,
	"toleransi" integer NOT NULL,
	"otorisasi_id" integer,
	"idempotency_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) NOT NULL,
	CONSTRAINT "cucian_susut" CHECK ("cucian"."susut" = "cucian"."berat_sebelum" - "cucian"."berat_sesudah" and "cucian"."susut" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cucian_detail" (
	"no_cucian" varchar(40) NOT NULL,
	"kode_barcode" varchar(8) NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"berat_sebelum" integer NOT NULL,
	"berat_sesudah" integer NOT NULL,
	"susut" integer NOT NULL,
	CONSTRAINT "cucian_detail_no_cucian_kode_barcode_pk" PRIMARY KEY("no_cucian","kode_barcode"),
	CONSTRAINT "cucian_detail_berat" CHECK ("cucian_detail"."berat_sesudah" > 0 and "cucian_detail"."berat_sesudah" <= "cucian_detail"."berat_sebelum" and "cucian_detail"."susut" = "cucian_detail"."berat_sebelum" - "cucian_detail"."berat_sesudah")
);
--> statement-breakpoint
CREATE TABLE "pindah_sortir" (
	"no_pindah" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"tujuan_sortir" varchar(10) NOT NULL,
	"kode_gudang_tujuan" varchar(20) NOT NULL,
	"kode_baki_tujuan" varchar(20) NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"jumlah" integer NOT NULL,
	"berat" integer NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) NOT NULL,
	CONSTRAINT "pindah_sortir_tujuan" CHECK ("pindah_sortir"."tujuan_sortir" in ('JUAL', 'SEPUHAN', 'LEBUR'))
);
--> statement-breakpoint
CREATE TABLE "pindah_sortir_detail" (
	"no_pindah" varchar(40) NOT NULL,
	"kode_barcode" varchar(8) NOT NULL,
	"tujuan_asal" varchar(10) NOT NULL,
	"kode_gudang_asal" varchar(20) NOT NULL,
	"kode_baki_asal" varchar(20) NOT NULL,
	"stock" integer NOT NULL,
	"berat" integer NOT NULL,
	CONSTRAINT "pindah_sortir_detail_no_pindah_kode_barcode_pk" PRIMARY KEY("no_pindah","kode_barcode")
);
--> statement-breakpoint
ALTER TABLE "barang_mutasi" DROP CONSTRAINT "barang_mutasi_kolom";--> statement-breakpoint
ALTER TABLE "barang_saldo" DROP CONSTRAINT "barang_saldo_stock_seimbang";--> statement-breakpoint
ALTER TABLE "barang_saldo" DROP CONSTRAINT "barang_saldo_berat_seimbang";--> statement-breakpoint
ALTER TABLE "barang" ADD COLUMN "tujuan_sortir" varchar(10);--> statement-breakpoint
ALTER TABLE "barang_saldo" ADD COLUMN "stock_susut" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "barang_saldo" ADD COLUMN "berat_susut" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cucian" ADD CONSTRAINT "cucian_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cucian_detail" ADD CONSTRAINT "cucian_detail_no_cucian_cucian_no_cucian_fk" FOREIGN KEY ("no_cucian") REFERENCES "public"."cucian"("no_cucian") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pindah_sortir" ADD CONSTRAINT "pindah_sortir_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pindah_sortir_detail" ADD CONSTRAINT "pindah_sortir_detail_no_pindah_pindah_sortir_no_pindah_fk" FOREIGN KEY ("no_pindah") REFERENCES "public"."pindah_sortir"("no_pindah") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cucian_toko_tanggal" ON "cucian" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE UNIQUE INDEX "cucian_idempotency" ON "cucian" USING btree ("kode_toko","idempotency_key");--> statement-breakpoint
CREATE INDEX "cucian_detail_barcode" ON "cucian_detail" USING btree ("kode_barcode");--> statement-breakpoint
CREATE INDEX "pindah_sortir_toko_tanggal" ON "pindah_sortir" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE UNIQUE INDEX "pindah_sortir_idempotency" ON "pindah_sortir" USING btree ("kode_toko","idempotency_key");--> statement-breakpoint
ALTER TABLE "barang_mutasi" ADD CONSTRAINT "barang_mutasi_susut" CHECK ("barang_mutasi"."kolom" <> 'susut' or ("barang_mutasi"."stock" = 0 and "barang_mutasi"."berat" > 0));--> statement-breakpoint
ALTER TABLE "barang_mutasi" ADD CONSTRAINT "barang_mutasi_kolom" CHECK ("barang_mutasi"."kolom" in ('in', 'out', 'tambah', 'beli', 'jual', 'hancur', 'susut'));--> statement-breakpoint
ALTER TABLE "barang_saldo" ADD CONSTRAINT "barang_saldo_susut" CHECK ("barang_saldo"."stock_susut" = 0 and "barang_saldo"."berat_susut" >= 0);--> statement-breakpoint
ALTER TABLE "barang_saldo" ADD CONSTRAINT "barang_saldo_stock_seimbang" CHECK ("barang_saldo"."stock_akhir" = "barang_saldo"."stock_awal" + "barang_saldo"."stock_in" + "barang_saldo"."stock_tambah" + "barang_saldo"."stock_beli" - "barang_saldo"."stock_out" - "barang_saldo"."stock_jual" - "barang_saldo"."stock_hancur" - "barang_saldo"."stock_susut");--> statement-breakpoint
ALTER TABLE "barang_saldo" ADD CONSTRAINT "barang_saldo_berat_seimbang" CHECK ("barang_saldo"."berat_akhir" = "barang_saldo"."berat_awal" + "barang_saldo"."berat_in" + "barang_saldo"."berat_tambah" + "barang_saldo"."berat_beli" - "barang_saldo"."berat_out" - "barang_saldo"."berat_jual" - "barang_saldo"."berat_hancur" - "barang_saldo"."berat_susut");