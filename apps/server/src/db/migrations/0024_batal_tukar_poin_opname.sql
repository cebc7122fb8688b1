ALTER TABLE "tukar_poin" ADD COLUMN "batal_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tukar_poin" ADD COLUMN "batal_by" varchar(30);--> statement-breakpoint
ALTER TABLE "tukar_poin" ADD COLUMN "batal_otorisasi_id" integer;--> statement-breakpoint
ALTER TABLE "stock_opname" ADD COLUMN "otorisasi_id" integer;--> statement-breakpoint
ALTER TABLE "tukar_poin" ADD CONSTRAINT "tukar_poin_batal" CHECK (("tukar_poin"."batal_at" is null) = ("tukar_poin"."batal_by" is null) and ("tukar_poin"."batal_at" is null) = ("tukar_poin"."batal_otorisasi_id" is null));