CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"user_id" varchar(30) NOT NULL,
	"action" varchar(60) NOT NULL,
	"entity" varchar(60) NOT NULL,
	"entity_id" varchar(120) DEFAULT '' NOT NULL,
	"before" text,
	"after" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_ref" integer NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_menu" (
	"user_ref" integer NOT NULL,
	"menu_key" varchar(80) NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "user_menu_user_ref_menu_key_pk" PRIMARY KEY("user_ref","menu_key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"user_id" varchar(30) NOT NULL,
	"user_name" varchar(100) NOT NULL,
	"level" varchar(10) NOT NULL,
	"password_hash" text NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closing_lock" (
	"kode_toko" varchar(10) PRIMARY KEY NOT NULL,
	"started_by" varchar(30) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closing_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"tgl_system_baru" date NOT NULL,
	"closed_by" varchar(30) NOT NULL,
	"steps" integer NOT NULL,
	"summary" text DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "para_system" (
	"kode_toko" varchar(10) NOT NULL,
	"key" varchar(80) NOT NULL,
	"value" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kategori" varchar(20) DEFAULT 'PARAMETER' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(30) DEFAULT 'SYSTEM' NOT NULL,
	CONSTRAINT "para_system_kode_toko_key_pk" PRIMARY KEY("kode_toko","key")
);
--> statement-breakpoint
CREATE TABLE "toko" (
	"kode_toko" varchar(10) PRIMARY KEY NOT NULL,
	"nama_toko" varchar(100) NOT NULL,
	"alamat_toko" text DEFAULT '' NOT NULL,
	"telepon" varchar(30) DEFAULT '' NOT NULL,
	"tgl_system" date NOT NULL,
	"time_zone" varchar(64) DEFAULT 'Asia/Jakarta' NOT NULL,
	"status_aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_ref_users_id_fk" FOREIGN KEY ("user_ref") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_menu" ADD CONSTRAINT "user_menu_user_ref_users_id_fk" FOREIGN KEY ("user_ref") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_lock" ADD CONSTRAINT "closing_lock_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_log" ADD CONSTRAINT "closing_log_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "para_system" ADD CONSTRAINT "para_system_kode_toko_toko_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."toko"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_toko_created" ON "audit_log" USING btree ("kode_toko","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_toko_open" ON "sessions" USING btree ("kode_toko","revoked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_toko_user_id" ON "users" USING btree ("kode_toko","user_id");--> statement-breakpoint
CREATE INDEX "closing_log_toko_tgl" ON "closing_log" USING btree ("kode_toko","tgl_system");