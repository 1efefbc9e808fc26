ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'paid', 'failed', 'expired', 'refunded', 'superseded'));--> statement-breakpoint
-- Before the index: of the checkouts open for one purchase, the newest stays open, the others close.
UPDATE "payments" AS "older" SET "status" = 'superseded', "updated_at" = now()
WHERE "older"."status" = 'pending' AND EXISTS (
  SELECT 1 FROM "payments" AS "newer"
  WHERE "newer"."kind" = "older"."kind" AND "newer"."reference_id" = "older"."reference_id"
    AND "newer"."status" = 'pending'
    AND ("newer"."created_at", "newer"."id") > ("older"."created_at", "older"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_checkout_idx" ON "payments" USING btree ("kind","reference_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_pending_expiry_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at") WHERE "payments"."status" = 'paid';
