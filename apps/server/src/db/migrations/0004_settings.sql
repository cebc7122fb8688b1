CREATE TABLE "nota_setting" (
	"kode_toko" varchar(10) NOT NULL,
	"slip_type" varchar(30) NOT NULL,
	"header" text DEFAULT '' NOT NULL,
	"footer" text DEFAULT '' NOT NULL,
	"syarat_ketentuan" text DEFAULT '' NOT NULL,
	"paper" varchar(20) NOT NULL,
	"platform" varchar(10) NOT NULL,
	"auto_cut" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "nota_setting_kode_toko_slip_type_pk" PRIMARY KEY("kode_toko","slip_type")
);
--> statement-breakpoint
ALTER TABLE "nota_setting" ADD CONSTRAINT "nota_setting_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;