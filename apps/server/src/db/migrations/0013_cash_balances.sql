CREATE TABLE "keuangan_saldo" (
	"kode_toko" varchar(10) NOT NULL,
	"tanggal" date NOT NULL,
	"akun" varchar(30) NOT NULL,
	"awal" bigint NOT NULL,
	"masuk" bigint NOT NULL,
	"keluar" bigint NOT NULL,
	"akhir" bigint NOT NULL,
	CONSTRAINT "keuangan_saldo_kode_toko_akun_tanggal_pk" PRIMARY KEY("kode_toko","akun","tanggal"),
	CONSTRAINT "keuangan_saldo_akhir" CHECK ("keuangan_saldo"."akhir" = "keuangan_saldo"."awal" + "keuangan_saldo"."masuk" - "keuangan_saldo"."keluar")
);
--> statement-breakpoint
ALTER TABLE "keuangan" ADD COLUMN "idempotency_key" varchar(64);--> statement-breakpoint
ALTER TABLE "keuangan_saldo" ADD CONSTRAINT "keuangan_saldo_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "keuangan_idempotency" ON "keuangan" USING btree ("kode_toko","idempotency_key","jenis") WHERE "keuangan"."idempotency_key" is not null;