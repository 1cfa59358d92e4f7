CREATE TABLE "till_closes" (
	"brand_id" text NOT NULL,
	"id" bigserial NOT NULL,
	"branch_id" text NOT NULL,
	"day" date NOT NULL,
	"expected" numeric(14, 2) NOT NULL,
	"counted" numeric(14, 2) NOT NULL,
	"difference" numeric(14, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"figures" jsonb NOT NULL,
	"confirmed_by" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reopened_by" text,
	"reopened_at" timestamp with time zone,
	CONSTRAINT "till_closes_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "printer" jsonb;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD COLUMN "name_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taken_by" text;--> statement-breakpoint
ALTER TABLE "till_closes" ADD CONSTRAINT "till_closes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "till_closes_day_idx" ON "till_closes" USING btree ("brand_id","branch_id","day") WHERE reopened_at is null;--> statement-breakpoint
CREATE INDEX "jobs_print_idx" ON "jobs" USING btree ("brand_id","created_at") WHERE kind = 'print';--> statement-breakpoint
CREATE INDEX "order_events_till_idx" ON "order_events" USING btree ("brand_id","created_at") WHERE type = 'REFUNDED' or (type = 'STATUS' and status = 'CANCELLED');--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("brand_id","branch_id","paid_at") WHERE paid_at is not null;