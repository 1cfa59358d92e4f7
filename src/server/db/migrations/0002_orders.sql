CREATE TABLE "orders" (
	"brand_id" text NOT NULL,
	"id" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"order_mode" text NOT NULL,
	"delivery_address" jsonb,
	"delivery_or_pickup_time" text NOT NULL,
	"delivery_notes" text DEFAULT '' NOT NULL,
	"selected_branch" jsonb NOT NULL,
	"delivery_method" jsonb,
	"basket" jsonb NOT NULL,
	"payment" jsonb NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("brand_id","customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("brand_id","customer_id","idempotency_key");