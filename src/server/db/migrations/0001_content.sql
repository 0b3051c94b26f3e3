CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ordering_app_id" integer NOT NULL,
	"event" text NOT NULL,
	"path" text NOT NULL,
	"store_id" integer,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"ordering_app_id" integer NOT NULL,
	"type" text NOT NULL,
	"uid" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"data" jsonb NOT NULL,
	"published_on" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_signups" (
	"ordering_app_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_signups_ordering_app_id_email_pk" PRIMARY KEY("ordering_app_id","email")
);
--> statement-breakpoint
CREATE TABLE "store_wait_times" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_ordering_app_id_ordering_apps_id_fk" FOREIGN KEY ("ordering_app_id") REFERENCES "public"."ordering_apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_ordering_app_id_ordering_apps_id_fk" FOREIGN KEY ("ordering_app_id") REFERENCES "public"."ordering_apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_signups" ADD CONSTRAINT "marketing_signups_ordering_app_id_ordering_apps_id_fk" FOREIGN KEY ("ordering_app_id") REFERENCES "public"."ordering_apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_wait_times" ADD CONSTRAINT "store_wait_times_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_app_event_created_idx" ON "analytics_events" USING btree ("ordering_app_id","event","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_app_type_uid_idx" ON "content_documents" USING btree ("ordering_app_id","type","uid");--> statement-breakpoint
CREATE INDEX "content_documents_app_type_published_idx" ON "content_documents" USING btree ("ordering_app_id","type","published_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_documents_tags_idx" ON "content_documents" USING gin ("tags");