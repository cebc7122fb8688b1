CREATE TABLE "harga_emas" (
	"kode_toko" varchar(10) NOT NULL,
	"tanggal" date NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"harga_jual" bigint NOT NULL,
	"harga_beli" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) NOT NULL,
	CONSTRAINT "harga_emas_kode_toko_tanggal_kode_group_pk" PRIMARY KEY("kode_toko","tanggal","kode_group")
);
--> statement-breakpoint
CREATE TABLE "master_baki" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"nama_baki" varchar(100) DEFAULT '' NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"berat_baki" integer DEFAULT 0 NOT NULL,
	"berat_bandrol" integer DEFAULT 0 NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_baki_toko_kode" UNIQUE("kode_toko","kode_baki")
);
--> statement-breakpoint
CREATE TABLE "master_bandrol" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_bandrol" varchar(20) NOT NULL,
	"nama_bandrol" varchar(100) DEFAULT '' NOT NULL,
	"berat_bandrol" integer DEFAULT 0 NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_bandrol_toko_kode" UNIQUE("kode_toko","kode_bandrol")
);
--> statement-breakpoint
CREATE TABLE "master_bank" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_bank" varchar(20) NOT NULL,
	"nama_bank" varchar(100) DEFAULT '' NOT NULL,
	"fee_persen" numeric(9, 3) DEFAULT '0' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_bank_toko_kode" UNIQUE("kode_toko","kode_bank")
);
--> statement-breakpoint
CREATE TABLE "master_batu_berlian" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_berlian" varchar(20) NOT NULL,
	"nama_berlian" varchar(100) DEFAULT '' NOT NULL,
	"jenis_batu" varchar(20) NOT NULL,
	"kode_shape" varchar(20),
	"kode_color" varchar(20),
	"kode_clarity" varchar(20),
	"harga_per_carat" bigint DEFAULT 0 NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_batu_berlian_toko_kode" UNIQUE("kode_toko","kode_berlian")
);
--> statement-breakpoint
CREATE TABLE "master_clarity" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_clarity" varchar(20) NOT NULL,
	"nama_clarity" varchar(100) DEFAULT '' NOT NULL,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_clarity_toko_kode" UNIQUE("kode_toko","kode_clarity")
);
--> statement-breakpoint
CREATE TABLE "master_color" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_color" varchar(20) NOT NULL,
	"nama_color" varchar(100) DEFAULT '' NOT NULL,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_color_toko_kode" UNIQUE("kode_toko","kode_color")
);
--> statement-breakpoint
CREATE TABLE "master_cutgrade" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_cutgrade" varchar(20) NOT NULL,
	"nama_cutgrade" varchar(100) DEFAULT '' NOT NULL,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_cutgrade_toko_kode" UNIQUE("kode_toko","kode_cutgrade")
);
--> statement-breakpoint
CREATE TABLE "master_fluorescence" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_fluorescence" varchar(20) NOT NULL,
	"nama_fluorescence" varchar(100) DEFAULT '' NOT NULL,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_fluorescence_toko_kode" UNIQUE("kode_toko","kode_fluorescence")
);
--> statement-breakpoint
CREATE TABLE "master_polish" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_polish" varchar(20) NOT NULL,
	"nama_polish" varchar(100) DEFAULT '' NOT NULL,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_polish_toko_kode" UNIQUE("kode_toko","kode_polish")
);
--> statement-breakpoint
CREATE TABLE "master_shape" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_shape" varchar(20) NOT NULL,
	"nama_shape" varchar(100) DEFAULT '' NOT NULL,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_shape_toko_kode" UNIQUE("kode_toko","kode_shape")
);
--> statement-breakpoint
CREATE TABLE "master_symmetry" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_symmetry" varchar(20) NOT NULL,
	"nama_symmetry" varchar(100) DEFAULT '' NOT NULL,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_symmetry_toko_kode" UNIQUE("kode_toko","kode_symmetry")
);
--> statement-breakpoint
CREATE TABLE "master_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"nama_group" varchar(100) DEFAULT '' NOT NULL,
	"jenis_group" varchar(20) NOT NULL,
	"kadar" numeric(9, 3) DEFAULT '0' NOT NULL,
	"harga" bigint DEFAULT 0 NOT NULL,
	"harga_modal" bigint DEFAULT 0 NOT NULL,
	"persentase" numeric(9, 3) DEFAULT '0' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_group_toko_kode" UNIQUE("kode_toko","kode_group")
);
--> statement-breakpoint
CREATE TABLE "master_gudang" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"nama_gudang" varchar(100) DEFAULT '' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_gudang_toko_kode" UNIQUE("kode_toko","kode_gudang")
);
--> statement-breakpoint
CREATE TABLE "master_hadiah" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_hadiah" varchar(20) NOT NULL,
	"nama_hadiah" varchar(100) DEFAULT '' NOT NULL,
	"poin" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_hadiah_toko_kode" UNIQUE("kode_toko","kode_hadiah")
);
--> statement-breakpoint
CREATE TABLE "master_jenis" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"nama_dept" varchar(100) DEFAULT '' NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"berlian" boolean DEFAULT false NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_jenis_toko_kode" UNIQUE("kode_toko","kode_dept")
);
--> statement-breakpoint
CREATE TABLE "master_jenis_batu" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"jenis_batu" varchar(20) NOT NULL,
	"nama_batu" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_jenis_batu_toko_kode" UNIQUE("kode_toko","jenis_batu")
);
--> statement-breakpoint
CREATE TABLE "master_kadar" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_kadar" varchar(20) NOT NULL,
	"nama_kadar" varchar(100) DEFAULT '' NOT NULL,
	"persentase" numeric(9, 3) DEFAULT '0' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_kadar_toko_kode" UNIQUE("kode_toko","kode_kadar")
);
--> statement-breakpoint
CREATE TABLE "master_kategori" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_kategori" varchar(20) NOT NULL,
	"nama_kategori" varchar(100) DEFAULT '' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_kategori_toko_kode" UNIQUE("kode_toko","kode_kategori")
);
--> statement-breakpoint
CREATE TABLE "master_kode_transaksi" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_transaksi" varchar(20) NOT NULL,
	"nama_transaksi" varchar(100) DEFAULT '' NOT NULL,
	"jenis_transaksi" varchar(20) NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_kode_transaksi_toko_kode" UNIQUE("kode_toko","kode_transaksi")
);
--> statement-breakpoint
CREATE TABLE "master_kondisi_barang" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_kondisi" varchar(20) NOT NULL,
	"nama_kondisi" varchar(100) DEFAULT '' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_kondisi_barang_toko_kode" UNIQUE("kode_toko","kode_kondisi")
);
--> statement-breakpoint
CREATE TABLE "master_kondisi_pembelian" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_kondisi" varchar(20) NOT NULL,
	"nama_kondisi" varchar(100) DEFAULT '' NOT NULL,
	"type_kondisi" varchar(20) NOT NULL,
	"persentase" numeric(9, 3) DEFAULT '0' NOT NULL,
	"rupiah_per_gram" bigint DEFAULT 0 NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_kondisi_pembelian_toko_kode" UNIQUE("kode_toko","kode_kondisi")
);
--> statement-breakpoint
CREATE TABLE "master_kondisi_pinjaman" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_pinjaman" varchar(20) NOT NULL,
	"nama_pinjaman" varchar(100) DEFAULT '' NOT NULL,
	"pinjaman_min" bigint DEFAULT 0 NOT NULL,
	"pinjaman_max" bigint DEFAULT 0 NOT NULL,
	"bunga_persen" numeric(9, 3) DEFAULT '0' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_kondisi_pinjaman_toko_kode" UNIQUE("kode_toko","kode_pinjaman")
);
--> statement-breakpoint
CREATE TABLE "master_marketplace" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_marketplace" varchar(20) NOT NULL,
	"nama_marketplace" varchar(100) DEFAULT '' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_marketplace_toko_kode" UNIQUE("kode_toko","kode_marketplace")
);
--> statement-breakpoint
CREATE TABLE "master_parameter_point" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_parameter" varchar(20) NOT NULL,
	"nama_parameter" varchar(100) DEFAULT '' NOT NULL,
	"tipe_poin" varchar(20) NOT NULL,
	"kode_group" varchar(20),
	"berat_min" integer DEFAULT 0 NOT NULL,
	"berat_max" integer DEFAULT 0 NOT NULL,
	"kelipatan_rp" bigint DEFAULT 0 NOT NULL,
	"poin" integer DEFAULT 0 NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_parameter_point_toko_kode" UNIQUE("kode_toko","kode_parameter")
);
--> statement-breakpoint
CREATE TABLE "master_parameter_rugi_nota" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_rugi" varchar(20) NOT NULL,
	"nama_rugi" varchar(100) DEFAULT '' NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"potongan_min" numeric(9, 3) DEFAULT '0' NOT NULL,
	"potongan_max" numeric(9, 3) DEFAULT '0' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_parameter_rugi_nota_toko_kode" UNIQUE("kode_toko","kode_rugi")
);
--> statement-breakpoint
CREATE TABLE "master_rekening" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"no_rekening" varchar(30) NOT NULL,
	"nama_rekening" varchar(100) DEFAULT '' NOT NULL,
	"kode_bank" varchar(20) NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_rekening_toko_kode" UNIQUE("kode_toko","no_rekening")
);
--> statement-breakpoint
CREATE TABLE "master_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_sales" varchar(20) NOT NULL,
	"nama_sales" varchar(100) DEFAULT '' NOT NULL,
	"no_hp" varchar(20) DEFAULT '' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_sales_toko_kode" UNIQUE("kode_toko","kode_sales")
);
--> statement-breakpoint
CREATE TABLE "master_tukang" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_tukang" varchar(20) NOT NULL,
	"nama_tukang" varchar(100) DEFAULT '' NOT NULL,
	"no_hp" varchar(20) DEFAULT '' NOT NULL,
	"alamat" varchar(200) DEFAULT '' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "master_tukang_toko_kode" UNIQUE("kode_toko","kode_tukang")
);
--> statement-breakpoint
ALTER TABLE "harga_emas" ADD CONSTRAINT "harga_emas_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harga_emas" ADD CONSTRAINT "harga_emas_group_fk" FOREIGN KEY ("kode_toko","kode_group") REFERENCES "public"."master_group"("kode_toko","kode_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_baki" ADD CONSTRAINT "master_baki_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_baki" ADD CONSTRAINT "master_baki_kode_gudang_fk" FOREIGN KEY ("kode_toko","kode_gudang") REFERENCES "public"."master_gudang"("kode_toko","kode_gudang") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_bandrol" ADD CONSTRAINT "master_bandrol_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_bank" ADD CONSTRAINT "master_bank_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_batu_berlian" ADD CONSTRAINT "master_batu_berlian_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_batu_berlian" ADD CONSTRAINT "master_batu_berlian_jenis_batu_fk" FOREIGN KEY ("kode_toko","jenis_batu") REFERENCES "public"."master_jenis_batu"("kode_toko","jenis_batu") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_batu_berlian" ADD CONSTRAINT "master_batu_berlian_kode_shape_fk" FOREIGN KEY ("kode_toko","kode_shape") REFERENCES "public"."master_shape"("kode_toko","kode_shape") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_batu_berlian" ADD CONSTRAINT "master_batu_berlian_kode_color_fk" FOREIGN KEY ("kode_toko","kode_color") REFERENCES "public"."master_color"("kode_toko","kode_color") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_batu_berlian" ADD CONSTRAINT "master_batu_berlian_kode_clarity_fk" FOREIGN KEY ("kode_toko","kode_clarity") REFERENCES "public"."master_clarity"("kode_toko","kode_clarity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_clarity" ADD CONSTRAINT "master_clarity_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_color" ADD CONSTRAINT "master_color_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_cutgrade" ADD CONSTRAINT "master_cutgrade_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_fluorescence" ADD CONSTRAINT "master_fluorescence_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_polish" ADD CONSTRAINT "master_polish_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_shape" ADD CONSTRAINT "master_shape_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_symmetry" ADD CONSTRAINT "master_symmetry_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_group" ADD CONSTRAINT "master_group_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_gudang" ADD CONSTRAINT "master_gudang_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_hadiah" ADD CONSTRAINT "master_hadiah_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_jenis" ADD CONSTRAINT "master_jenis_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_jenis" ADD CONSTRAINT "master_jenis_kode_group_fk" FOREIGN KEY ("kode_toko","kode_group") REFERENCES "public"."master_group"("kode_toko","kode_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_jenis_batu" ADD CONSTRAINT "master_jenis_batu_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_kadar" ADD CONSTRAINT "master_kadar_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_kategori" ADD CONSTRAINT "master_kategori_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_kode_transaksi" ADD CONSTRAINT "master_kode_transaksi_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_kondisi_barang" ADD CONSTRAINT "master_kondisi_barang_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_kondisi_pembelian" ADD CONSTRAINT "master_kondisi_pembelian_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_kondisi_pinjaman" ADD CONSTRAINT "master_kondisi_pinjaman_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_marketplace" ADD CONSTRAINT "master_marketplace_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_parameter_point" ADD CONSTRAINT "master_parameter_point_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_parameter_point" ADD CONSTRAINT "master_parameter_point_kode_group_fk" FOREIGN KEY ("kode_toko","kode_group") REFERENCES "public"."master_group"("kode_toko","kode_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_parameter_rugi_nota" ADD CONSTRAINT "master_parameter_rugi_nota_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_parameter_rugi_nota" ADD CONSTRAINT "master_parameter_rugi_nota_kode_group_fk" FOREIGN KEY ("kode_toko","kode_group") REFERENCES "public"."master_group"("kode_toko","kode_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_rekening" ADD CONSTRAINT "master_rekening_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_rekening" ADD CONSTRAINT "master_rekening_kode_bank_fk" FOREIGN KEY ("kode_toko","kode_bank") REFERENCES "public"."master_bank"("kode_toko","kode_bank") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_sales" ADD CONSTRAINT "master_sales_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_tukang" ADD CONSTRAINT "master_tukang_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "harga_emas_toko_group_tanggal" ON "harga_emas" USING btree ("kode_toko","kode_group","tanggal");