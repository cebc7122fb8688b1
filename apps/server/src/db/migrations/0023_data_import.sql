CREATE TABLE "barang_summary_import" (
	"kode_toko" varchar(10) NOT NULL,
	"tanggal" date NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"stock_awal" integer DEFAULT 0 NOT NULL,
	"berat_awal" bigint DEFAULT 0 NOT NULL,
	"stock_in" integer DEFAULT 0 NOT NULL,
	"berat_in" bigint DEFAULT 0 NOT NULL,
	"stock_out" integer DEFAULT 0 NOT NULL,
	"berat_out" bigint DEFAULT 0 NOT NULL,
	"stock_tambah" integer DEFAULT 0 NOT NULL,
	"berat_tambah" bigint DEFAULT 0 NOT NULL,
	"stock_hancur" integer DEFAULT 0 NOT NULL,
	"berat_hancur" bigint DEFAULT 0 NOT NULL,
	"stock_jual" integer DEFAULT 0 NOT NULL,
	"berat_jual" bigint DEFAULT 0 NOT NULL,
	"stock_beli" integer DEFAULT 0 NOT NULL,
	"berat_beli" bigint DEFAULT 0 NOT NULL,
	"stock_akhir" integer DEFAULT 0 NOT NULL,
	"berat_akhir" bigint DEFAULT 0 NOT NULL,
	"import_id" uuid NOT NULL,
	"created_by" varchar(30) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barang_summary_import_kode_toko_tanggal_kode_gudang_kode_group_kode_dept_pk" PRIMARY KEY("kode_toko","tanggal","kode_gudang","kode_group","kode_dept"),
	CONSTRAINT "barang_summary_import_stock" CHECK ("barang_summary_import"."stock_akhir" = "barang_summary_import"."stock_awal" + "barang_summary_import"."stock_in" + "barang_summary_import"."stock_tambah" + "barang_summary_import"."stock_beli" - "barang_summary_import"."stock_out" - "barang_summary_import"."stock_jual" - "barang_summary_import"."stock_hancur"),
	CONSTRAINT "barang_summary_import_berat" CHECK ("barang_summary_import"."berat_akhir" = "barang_summary_import"."berat_awal" + "barang_summary_import"."berat_in" + "barang_summary_import"."berat_tambah" + "barang_summary_import"."berat_beli" - "barang_summary_import"."berat_out" - "barang_summary_import"."berat_jual" - "barang_summary_import"."berat_hancur")
);
--> statement-breakpoint
CREATE TABLE "import_job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"type" varchar(30) NOT NULL,
	"user_id" varchar(30) NOT NULL,
	"status" varchar(10) DEFAULT 'UNGGAH' NOT NULL,
	"baris_total" integer,
	"baris_diterima" integer DEFAULT 0 NOT NULL,
	"baris_berikut" integer DEFAULT 2 NOT NULL,
	"baru" integer DEFAULT 0 NOT NULL,
	"diubah" integer DEFAULT 0 NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_job_status" CHECK ("import_job"."status" in ('UNGGAH', 'PROSES', 'SELESAI', 'GAGAL'))
);
--> statement-breakpoint
CREATE TABLE "import_staging" (
	"import_id" uuid NOT NULL,
	"baris" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "import_staging_import_id_baris_pk" PRIMARY KEY("import_id","baris")
);
--> statement-breakpoint
ALTER TABLE "barang_summary_import" ADD CONSTRAINT "barang_summary_import_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_job" ADD CONSTRAINT "import_job_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_staging" ADD CONSTRAINT "import_staging_import_id_import_job_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."import_job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_job_open" ON "import_job" USING btree ("status") WHERE "import_job"."status" in ('UNGGAH', 'PROSES');--> statement-breakpoint
-- hand-written
-- Staged rows live minutes and a crash fails their job anyway (decision 024): no WAL for them.
ALTER TABLE "import_staging" SET UNLOGGED;
