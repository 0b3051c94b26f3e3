CREATE TABLE "cart_write_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'in_progress' NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_write_keys_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "cart_write_keys_state" CHECK ("cart_write_keys"."state" IN ('in_progress', 'done'))
);
--> statement-breakpoint
ALTER TABLE "cart_write_keys" ADD CONSTRAINT "cart_write_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;