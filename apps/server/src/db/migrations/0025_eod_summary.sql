CREATE TABLE "eod_summary" (
	"kode_toko" varchar(10) NOT NULL,
	"tanggal" date NOT NULL,
	"urut" integer NOT NULL,
	"bagian" varchar(10) NOT NULL,
	"kelompok" varchar(40) NOT NULL,
	"pos" varchar(20) NOT NULL,
	"uraian" varchar(120) NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"berat" bigint DEFAULT 0 NOT NULL,
	"awal" bigint DEFAULT 0 NOT NULL,
	"masuk" bigint DEFAULT 0 NOT NULL,
	"keluar" bigint DEFAULT 0 NOT NULL,
	"saldo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "eod_summary_pk" PRIMARY KEY("kode_toko","tanggal","urut")
);
--> statement-breakpoint
ALTER TABLE "eod_summary" ADD CONSTRAINT "eod_summary_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;