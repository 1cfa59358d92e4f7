CREATE TABLE "payment_attempts" (
	"brand_id" text NOT NULL,
	"reference" text NOT NULL,
	"order_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"channel" text NOT NULL,
	"gateway_id" text,
	"state" text NOT NULL,
	"refund_state" text,
	"refund_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_brand_id_reference_pk" PRIMARY KEY("brand_id","reference")
);
--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "reference" text;--> statement-breakpoint
-- Each payment made before had one charge, whose reference was its order's id.
UPDATE "online_payments" SET "reference" = "order_id";--> statement-breakpoint
ALTER TABLE "online_payments" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_brand_id_order_id_orders_brand_id_id_fk" FOREIGN KEY ("brand_id","order_id") REFERENCES "public"."orders"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_reference_idx" ON "online_payments" USING btree ("brand_id","reference");