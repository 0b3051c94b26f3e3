CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
-- Every process LISTENs on apotheca_live (src/server/services/live/live-listener.ts). NOTIFY inside
-- the writing transaction is delivered on commit and dropped on rollback.
CREATE FUNCTION "announce_live_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('apotheca_live', json_build_object('id', NEW.id, 'kind', NEW.kind, 'store_id', NEW.store_id, 'user_id', NEW.user_id, 'payload', NEW.payload, 'at', NEW.created_at)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "live_events_announce" AFTER INSERT ON "live_events" FOR EACH ROW EXECUTE FUNCTION "announce_live_event"();
--> statement-breakpoint
-- An order's status change is an event for its shopper and its store's staff, whatever path made it.
CREATE FUNCTION "record_order_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "live_events" ("kind", "store_id", "user_id", "payload")
  SELECT 'order', c."store_id", c."user_id",
    jsonb_build_object('order_id', c."id", 'status', NEW."to_status", 'from_status', NEW."from_status", 'kiosk', NEW."kiosk_id" IS NOT NULL)
  FROM "carts" c WHERE c."id" = NEW."cart_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cart_status_changes_live" AFTER INSERT ON "cart_status_changes" FOR EACH ROW EXECUTE FUNCTION "record_order_event"();
--> statement-breakpoint
-- An ended session (logout, password reset, a reused refresh token) closes its open streams on every
-- process; a disabled account closes all of its streams. Statement-level, so revoking a family of
-- many tokens tells it once.
CREATE FUNCTION "record_session_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "live_events" ("kind", "store_id", "user_id", "payload")
  SELECT DISTINCT 'session', 0, n."user_id", jsonb_build_object('session_id', n."family_id")
  FROM ended n JOIN was o ON o."id" = n."id"
  WHERE n."revoked_at" IS NOT NULL AND o."revoked_at" IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_session_end" AFTER UPDATE ON "refresh_tokens" REFERENCING OLD TABLE AS was NEW TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION "record_session_end"();
--> statement-breakpoint
CREATE FUNCTION "record_account_disabled"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."disabled_at" IS NOT NULL AND OLD."disabled_at" IS NULL THEN
    INSERT INTO "live_events" ("kind", "store_id", "user_id", "payload") VALUES ('session', 0, NEW."id", '{}'::jsonb);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_disabled_live" AFTER UPDATE OF "disabled_at" ON "users" FOR EACH ROW EXECUTE FUNCTION "record_account_disabled"();
