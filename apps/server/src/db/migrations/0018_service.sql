CREATE TABLE "service" (
	"no_service" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"jam" varchar(8) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"kode_sales" varchar(20) NOT NULL,
	"kode_member" varchar(30),
	"nama_customer" varchar(100) NOT NULL,
	"no_hp" varchar(20) DEFAULT '' NOT NULL,
	"alamat_customer" text DEFAULT '' NOT NULL,
	"kode_tukang" varchar(20) NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"tgl_selesai_estimasi" date NOT NULL,
	"ongkos" bigint NOT NULL,
	"dp" bigint NOT NULL,
	"cash_rp" bigint DEFAULT 0 NOT NULL,
	"transfer_rp" bigint DEFAULT 0 NOT NULL,
	"no_rekening" varchar(30) DEFAULT '' NOT NULL,
	"debet_rp" bigint DEFAULT 0 NOT NULL,
	"kode_bank_debet" varchar(30) DEFAULT '' NOT NULL,
	"biaya_debet" bigint DEFAULT 0 NOT NULL,
	"credit_rp" bigint DEFAULT 0 NOT NULL,
	"kode_bank_credit" varchar(30) DEFAULT '' NOT NULL,
	"biaya_credit" bigint DEFAULT 0 NOT NULL,
	"kembalian" bigint DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"status_valid" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"input_by" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_by" varchar(30),
	"valid_at" timestamp with time zone,
	"biaya_tukang" bigint,
	"tgl_selesai" date,
	"selesai_by" varchar(30),
	"tgl_ambil" date,
	"jam_ambil" varchar(8),
	"ambil_by" varchar(30),
	"ambil_cash_rp" bigint DEFAULT 0 NOT NULL,
	"ambil_transfer_rp" bigint DEFAULT 0 NOT NULL,
	"ambil_no_rekening" varchar(30) DEFAULT '' NOT NULL,
	"ambil_debet_rp" bigint DEFAULT 0 NOT NULL,
	"ambil_kode_bank_debet" varchar(30) DEFAULT '' NOT NULL,
	"ambil_biaya_debet" bigint DEFAULT 0 NOT NULL,
	"ambil_credit_rp" bigint DEFAULT 0 NOT NULL,
	"ambil_kode_bank_credit" varchar(30) DEFAULT '' NOT NULL,
	"ambil_biaya_credit" bigint DEFAULT 0 NOT NULL,
	"ambil_kembalian" bigint DEFAULT 0 NOT NULL,
	"batal_by" varchar(30),
	"otorisasi_id" integer,
	CONSTRAINT "service_status" CHECK ("service"."status" in ('OPEN', 'DONE', 'CLOS', 'CANC')),
	CONSTRAINT "service_status_valid" CHECK ("service"."status_valid" in ('OPEN', 'DONE')),
	CONSTRAINT "service_dp" CHECK ("service"."dp" > 0 and "service"."dp" <= "service"."ongkos"),
	CONSTRAINT "service_estimasi" CHECK ("service"."tgl_selesai_estimasi" >= "service"."tgl_system")
);
--> statement-breakpoint
CREATE TABLE "service_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_service" varchar(40) NOT NULL,
	"nama_barang" varchar(150) NOT NULL,
	"berat" integer NOT NULL,
	"jumlah" integer DEFAULT 1 NOT NULL,
	"kadar" varchar(20) DEFAULT '' NOT NULL,
	"kerusakan" text NOT NULL,
	"ongkos" bigint NOT NULL,
	"foto" varchar(200) DEFAULT '' NOT NULL,
	"berat_selesai" integer
);
--> statement-breakpoint
CREATE TABLE "service_harian" (
	"kode_toko" varchar(10) NOT NULL,
	"tanggal" date NOT NULL,
	"jumlah_nota" integer NOT NULL,
	"jumlah_barang" integer NOT NULL,
	"berat" bigint NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "service_harian_pk" PRIMARY KEY("kode_toko","tanggal")
);
--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_detail" ADD CONSTRAINT "service_detail_no_service_service_no_service_fk" FOREIGN KEY ("no_service") REFERENCES "public"."service"("no_service") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_harian" ADD CONSTRAINT "service_harian_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_idempotency" ON "service" USING btree ("kode_toko","idempotency_key");--> statement-breakpoint
CREATE INDEX "service_toko_tgl" ON "service" USING btree ("kode_toko","tgl_system","no_service");--> statement-breakpoint
CREATE INDEX "service_toko_status" ON "service" USING btree ("kode_toko","status","tgl_system");--> statement-breakpoint
CREATE INDEX "service_detail_no" ON "service_detail" USING btree ("no_service");--> statement-breakpoint
-- Lihat Service searches "contains" on the number, the customer, the phone and a piece's
-- name (the pieces have no barcode); each part answered by its own trigram index (see 0011).
CREATE INDEX IF NOT EXISTS "service_no_trgm" ON "service" USING gin ("no_service" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "service_customer_trgm" ON "service" USING gin ("nama_customer" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "service_hp_trgm" ON "service" USING gin ("no_hp" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "service_detail_nama_trgm" ON "service_detail" USING gin ("nama_barang" gin_trgm_ops) WITH (fastupdate = off);
