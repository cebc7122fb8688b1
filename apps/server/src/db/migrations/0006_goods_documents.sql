CREATE TABLE "otorisasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"jenis" varchar(40) NOT NULL,
	"no_ref" varchar(40) NOT NULL,
	"kode_barcode" text[] DEFAULT '{}'::text[] NOT NULL,
	"diminta_oleh" varchar(30) NOT NULL,
	"diotorisasi_oleh" varchar(30) NOT NULL,
	"alasan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hancur_barang" (
	"no_hancur" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"kode_kondisi" varchar(20) NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"otorisasi_id" integer NOT NULL,
	"jumlah" integer NOT NULL,
	"berat" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kirim_barang" (
	"no_kirim" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko_asal" varchar(10) NOT NULL,
	"kode_toko_tujuan" varchar(10) NOT NULL,
	"tgl_kirim" date NOT NULL,
	"status" varchar(10) DEFAULT 'KIRIM' NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"jumlah" integer NOT NULL,
	"berat" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) NOT NULL,
	"tgl_terima" date,
	"no_terima" varchar(40),
	"diterima_by" varchar(30),
	"alasan_tolak" text,
	CONSTRAINT "kirim_barang_status" CHECK ("kirim_barang"."status" in ('KIRIM', 'TERIMA', 'BATAL'))
);
--> statement-breakpoint
CREATE TABLE "kirim_barang_detail" (
	"no_kirim" varchar(40) NOT NULL,
	"kode_barcode" varchar(8) NOT NULL,
	"kode_gudang_asal" varchar(20) NOT NULL,
	"kode_baki_asal" varchar(20) NOT NULL,
	"stock" integer NOT NULL,
	"berat" integer NOT NULL,
	CONSTRAINT "kirim_barang_detail_no_kirim_kode_barcode_pk" PRIMARY KEY("no_kirim","kode_barcode")
);
--> statement-breakpoint
CREATE TABLE "penerimaan_barang" (
	"no_terima" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"sumber" varchar(10) NOT NULL,
	"nama_supplier" varchar(100) DEFAULT '' NOT NULL,
	"no_faktur_supplier" varchar(50) DEFAULT '' NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"jumlah" integer NOT NULL,
	"berat" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timbang_baki" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"status" varchar(10) DEFAULT 'AKTIF' NOT NULL,
	"jumlah" integer NOT NULL,
	"berat_barang" integer NOT NULL,
	"berat_atribut" integer NOT NULL,
	"berat_plastik" integer NOT NULL,
	"berat_bandrol" integer NOT NULL,
	"berat_baki" integer NOT NULL,
	"berat_seharusnya" integer NOT NULL,
	"berat_timbang" integer,
	"selisih" integer,
	"toleransi" integer NOT NULL,
	"hasil" varchar(10),
	"keterangan" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) NOT NULL,
	"selesai_at" timestamp with time zone,
	"selesai_by" varchar(30),
	CONSTRAINT "timbang_baki_status" CHECK ("timbang_baki"."status" in ('AKTIF', 'SELESAI', 'BATAL'))
);
--> statement-breakpoint
ALTER TABLE "otorisasi" ADD CONSTRAINT "otorisasi_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hancur_barang" ADD CONSTRAINT "hancur_barang_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kirim_barang" ADD CONSTRAINT "kirim_barang_kode_toko_asal_toko_kode_toko_fk" FOREIGN KEY ("kode_toko_asal") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kirim_barang" ADD CONSTRAINT "kirim_barang_kode_toko_tujuan_toko_kode_toko_fk" FOREIGN KEY ("kode_toko_tujuan") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kirim_barang_detail" ADD CONSTRAINT "kirim_barang_detail_no_kirim_kirim_barang_no_kirim_fk" FOREIGN KEY ("no_kirim") REFERENCES "public"."kirim_barang"("no_kirim") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penerimaan_barang" ADD CONSTRAINT "penerimaan_barang_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timbang_baki" ADD CONSTRAINT "timbang_baki_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otorisasi_toko_tanggal" ON "otorisasi" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "kirim_barang_tujuan_status" ON "kirim_barang" USING btree ("kode_toko_tujuan","status");--> statement-breakpoint
CREATE INDEX "kirim_barang_asal" ON "kirim_barang" USING btree ("kode_toko_asal","tgl_kirim");--> statement-breakpoint
CREATE INDEX "penerimaan_barang_toko_tanggal" ON "penerimaan_barang" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "timbang_baki_toko_tanggal" ON "timbang_baki" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE UNIQUE INDEX "timbang_baki_satu_aktif" ON "timbang_baki" USING btree ("kode_toko") WHERE "timbang_baki"."status" = 'AKTIF';