ALTER TABLE "cart_status_changes" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "cart_status_changes" ADD COLUMN "reason_note" text;