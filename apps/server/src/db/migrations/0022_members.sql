CREATE TABLE "tukar_poin" (
	"no_tukar" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"jam" varchar(8) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"kode_member" varchar(30) NOT NULL,
	"kode_hadiah" varchar(30) NOT NULL,
	"nama_hadiah" varchar(100) NOT NULL,
	"jumlah" integer NOT NULL,
	"poin_satuan" integer NOT NULL,
	"poin_total" integer NOT NULL,
	"sisa_poin" integer NOT NULL,
	"input_by" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tukar_poin_jumlah" CHECK ("tukar_poin"."jumlah" > 0 and "tukar_poin"."poin_total" = "tukar_poin"."jumlah" * "tukar_poin"."poin_satuan"),
	CONSTRAINT "tukar_poin_sisa" CHECK ("tukar_poin"."sisa_poin" >= 0)
);
--> statement-breakpoint
DROP INDEX "member_poin_member";--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "kota" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "nik" varchar(16) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "image_path" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "idempotency_key" varchar(64);--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "updated_by" varchar(30);--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_poin" ADD COLUMN "keterangan" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_poin" ADD COLUMN "idempotency_key" varchar(64);--> statement-breakpoint
ALTER TABLE "tukar_poin" ADD CONSTRAINT "tukar_poin_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tukar_poin" ADD CONSTRAINT "tukar_poin_kode_member_member_kode_member_fk" FOREIGN KEY ("kode_member") REFERENCES "public"."member"("kode_member") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tukar_poin_idempotency" ON "tukar_poin" USING btree ("kode_toko","idempotency_key");--> statement-breakpoint
CREATE INDEX "tukar_poin_member" ON "tukar_poin" USING btree ("kode_member","tgl_system");--> statement-breakpoint
CREATE UNIQUE INDEX "member_idempotency" ON "member" USING btree ("kode_toko","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "member_poin_idempotency" ON "member_poin" USING btree ("kode_toko","idempotency_key");--> statement-breakpoint
CREATE INDEX "member_poin_member" ON "member_poin" USING btree ("kode_member","id");--> statement-breakpoint
-- hand-written
-- A phone number names one member of the whole chain; members without one may be many.
CREATE UNIQUE INDEX IF NOT EXISTS "member_no_hp_unik" ON "member" USING btree ("no_hp") WHERE "no_hp" <> '';
--> statement-breakpoint
-- Data Member searches "contains" on the code and the phone too (the name's index is 0009's).
CREATE INDEX IF NOT EXISTS "member_kode_trgm" ON "member" USING gin ("kode_member" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "member_no_hp_trgm" ON "member" USING gin ("no_hp" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- Lihat Transaksi Member reads each document table by member.
CREATE INDEX IF NOT EXISTS "penjualan_member" ON "penjualan" USING btree ("kode_member", "tgl_system") WHERE "kode_member" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pembelian_member" ON "pembelian" USING btree ("kode_member", "tgl_system") WHERE "kode_member" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "titipan_member" ON "titipan" USING btree ("kode_member", "tgl_system") WHERE "kode_member" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pesanan_member" ON "pesanan" USING btree ("kode_member", "tgl_system") WHERE "kode_member" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "service_member" ON "service" USING btree ("kode_member", "tgl_system") WHERE "kode_member" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hutang_member" ON "hutang" USING btree ("kode_member", "tgl_system") WHERE "kode_member" IS NOT NULL;
