CREATE TABLE "member" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_member" varchar(30) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"nama_member" varchar(100) NOT NULL,
	"no_hp" varchar(20) DEFAULT '' NOT NULL,
	"alamat" text DEFAULT '' NOT NULL,
	"tgl_lahir" date,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_by" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_kode" UNIQUE("kode_member")
);
--> statement-breakpoint
CREATE TABLE "member_poin" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_member" varchar(30) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tanggal" date NOT NULL,
	"kategori" varchar(30) NOT NULL,
	"no_ref" varchar(60) NOT NULL,
	"poin" integer NOT NULL,
	"created_by" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_poin_bukan_nol" CHECK ("member_poin"."poin" <> 0)
);
--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "poin" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_poin" ADD CONSTRAINT "member_poin_kode_member_member_kode_member_fk" FOREIGN KEY ("kode_member") REFERENCES "public"."member"("kode_member") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_poin" ADD CONSTRAINT "member_poin_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_no_hp" ON "member" USING btree ("no_hp");--> statement-breakpoint
CREATE INDEX "member_poin_member" ON "member_poin" USING btree ("kode_member");--> statement-breakpoint
-- The sales counter finds a member by any part of the name (see 0007 for fastupdate).
CREATE INDEX IF NOT EXISTS "member_nama_trgm" ON "member" USING gin ("nama_member" gin_trgm_ops) WITH (fastupdate = off);
