CREATE TABLE "kiosk_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"ordering_app_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"usage_types" text[] NOT NULL,
	"token_hash" text NOT NULL,
	"pinned_by_user_id" integer,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unpinned_by_user_id" integer,
	"unpinned_at" timestamp with time zone,
	CONSTRAINT "kiosk_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "kiosk_write_keys" (
	"kiosk_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'in_progress' NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_write_keys_kiosk_id_key_pk" PRIMARY KEY("kiosk_id","key"),
	CONSTRAINT "kiosk_write_keys_state" CHECK ("kiosk_write_keys"."state" IN ('in_progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "staff_stores" (
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_stores_user_id_store_id_pk" PRIMARY KEY("user_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "cart_status_changes" ADD COLUMN "kiosk_id" integer;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_ordering_app_id_ordering_apps_id_fk" FOREIGN KEY ("ordering_app_id") REFERENCES "public"."ordering_apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_pinned_by_user_id_users_id_fk" FOREIGN KEY ("pinned_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_unpinned_by_user_id_users_id_fk" FOREIGN KEY ("unpinned_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_write_keys" ADD CONSTRAINT "kiosk_write_keys_kiosk_id_kiosk_devices_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosk_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_stores" ADD CONSTRAINT "staff_stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_stores" ADD CONSTRAINT "staff_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_devices_store_idx" ON "kiosk_devices" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "staff_stores_store_idx" ON "staff_stores" USING btree ("store_id");--> statement-breakpoint
ALTER TABLE "cart_status_changes" ADD CONSTRAINT "cart_status_changes_kiosk_id_kiosk_devices_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosk_devices"("id") ON DELETE set null ON UPDATE no action;