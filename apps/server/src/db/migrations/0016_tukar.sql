ALTER TABLE "pembelian" DROP CONSTRAINT "pembelian_bayar";--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "tukar_rp" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pembelian" ADD COLUMN "no_faktur_jual_tukar" varchar(40);--> statement-breakpoint
ALTER TABLE "penjualan" ADD COLUMN "no_faktur_beli_tukar" varchar(40);--> statement-breakpoint
CREATE INDEX "pembelian_tukar" ON "pembelian" USING btree ("no_faktur_jual_tukar");--> statement-breakpoint
ALTER TABLE "pembelian" ADD CONSTRAINT "pembelian_bayar" CHECK ("pembelian"."cash_rp" + "pembelian"."transfer_rp" + "pembelian"."tukar_rp" = "pembelian"."total");