CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"brand_id" text NOT NULL,
	"id" bigserial NOT NULL,
	"order_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text,
	"actor" text NOT NULL,
	"actor_name" text DEFAULT '' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"brand_id" text NOT NULL,
	"phone_number" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"branch_ids" jsonb NOT NULL,
	CONSTRAINT "staff_brand_id_phone_number_pk" PRIMARY KEY("brand_id","phone_number")
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "time_zone" text DEFAULT 'Asia/Jakarta' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "message_templates" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "branch_id" text;--> statement-breakpoint
UPDATE "orders" SET "branch_id" = "selected_branch"->>'id';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "branch_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_brand_id_order_id_orders_brand_id_id_fk" FOREIGN KEY ("brand_id","order_id") REFERENCES "public"."orders"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE done_at is null and failed_at is null;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("brand_id","order_id","id");--> statement-breakpoint
CREATE INDEX "orders_board_idx" ON "orders" USING btree ("brand_id","branch_id","created_at");--> statement-breakpoint
-- Orders placed before the timeline existed get their "received" event at the time they were placed.
INSERT INTO "order_events" ("brand_id", "order_id", "type", "status", "actor", "created_at")
SELECT "brand_id", "id", 'STATUS', 'PENDING', 'customer', "created_at" FROM "orders" ORDER BY "created_at";
