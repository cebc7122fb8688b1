CREATE TABLE "laporan_query" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tanda" varchar(64) NOT NULL,
	"ukuran_halaman" integer NOT NULL,
	"jumlah" integer,
	"totals" jsonb,
	"keyset" boolean DEFAULT true NOT NULL,
	"jenis" text[],
	"kunci_akhir" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "laporan_query_halaman" (
	"query_id" uuid NOT NULL,
	"halaman" integer NOT NULL,
	"kunci" text[] NOT NULL,
	CONSTRAINT "laporan_query_halaman_pk" PRIMARY KEY("query_id","halaman")
);
--> statement-breakpoint
ALTER TABLE "laporan_query_halaman" ADD CONSTRAINT "laporan_query_halaman_query_id_laporan_query_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."laporan_query"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "laporan_query_created" ON "laporan_query" USING btree ("created_at");