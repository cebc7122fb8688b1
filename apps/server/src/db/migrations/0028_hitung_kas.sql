CREATE TABLE "hitung_kas" (
	"kode_toko" varchar(10) NOT NULL,
	"tanggal" date NOT NULL,
	"pecahan" jsonb NOT NULL,
	"lain_lain" bigint DEFAULT 0 NOT NULL,
	"jumlah_hitung" bigint NOT NULL,
	"kas_buku" bigint NOT NULL,
	"selisih" bigint NOT NULL,
	"dihitung_oleh" varchar(30) NOT NULL,
	"dihitung_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hitungan_ke" integer DEFAULT 1 NOT NULL,
	"otorisasi_id" integer,
	"alasan" text DEFAULT '' NOT NULL,
	"no_ref" varchar(60),
	CONSTRAINT "hitung_kas_kode_toko_tanggal_pk" PRIMARY KEY("kode_toko","tanggal"),
	CONSTRAINT "hitung_kas_selisih" CHECK ("hitung_kas"."selisih" = "hitung_kas"."jumlah_hitung" - "hitung_kas"."kas_buku"),
	CONSTRAINT "hitung_kas_tidak_negatif" CHECK ("hitung_kas"."jumlah_hitung" >= 0 and "hitung_kas"."lain_lain" >= 0)
);
--> statement-breakpoint
ALTER TABLE "hitung_kas" ADD CONSTRAINT "hitung_kas_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hitung_kas" ADD CONSTRAINT "hitung_kas_otorisasi_id_otorisasi_id_fk" FOREIGN KEY ("otorisasi_id") REFERENCES "public"."otorisasi"("id") ON DELETE no action ON UPDATE no action;