CREATE TABLE "data_migrations" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proof_upload_id" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "thumb_key" text;--> statement-breakpoint
-- Existing transfer orders get the link to their receipt; where one receipt was used for several
-- orders (the bug issue 13 closes) only the first order keeps it (docs/decisions/0010).
UPDATE "orders" AS o SET "proof_upload_id" = f."upload_id"
FROM (
  SELECT t."brand_id", t."id", t."upload_id",
    row_number() OVER (PARTITION BY t."brand_id", t."upload_id" ORDER BY t."created_at", t."id") AS "n"
  FROM (
    SELECT "brand_id", "id", "created_at",
      substring("payment"->'confirmation'->>'proofImageSrc' from '^/api/uploads/([A-Za-z0-9]{24})$') AS "upload_id"
    FROM "orders"
    WHERE "payment"->>'method' = 'transfer'
  ) AS t
  JOIN "uploads" AS u ON u."id" = t."upload_id" AND u."brand_id" = t."brand_id"
) AS f
WHERE o."brand_id" = f."brand_id" AND o."id" = f."id" AND f."n" = 1;--> statement-breakpoint
CREATE INDEX "rate_hits_subject_idx" ON "rate_hits" USING btree ("bucket","subject","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_proof_upload_id_uploads_id_fk" FOREIGN KEY ("proof_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_proof_upload_idx" ON "orders" USING btree ("brand_id","proof_upload_id");--> statement-breakpoint
CREATE INDEX "uploads_customer_idx" ON "uploads" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");