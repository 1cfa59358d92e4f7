CREATE TABLE "brand_couriers" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"aggregator" text DEFAULT 'biteship' NOT NULL,
	"sealed" text NOT NULL,
	"masked" text NOT NULL,
	"webhook_secret" text NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"order_id" text NOT NULL,
	"aggregator" text NOT NULL,
	"service" text NOT NULL,
	"provider_order_id" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"tracking_id" text,
	"waybill_id" text,
	"driver_name" text,
	"driver_phone" text,
	"driver_plate" text,
	"tracking_link" text,
	"cost" numeric(14, 2),
	"failure" text,
	"booked_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_standin_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"service" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"driver_name" text,
	"driver_phone" text,
	"driver_plate" text,
	"cost" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_updates" (
	"booking_id" text NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_updates_booking_id_status_pk" PRIMARY KEY("booking_id","status")
);
--> statement-breakpoint
ALTER TABLE "brand_couriers" ADD CONSTRAINT "brand_couriers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_bookings" ADD CONSTRAINT "courier_bookings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_bookings" ADD CONSTRAINT "courier_bookings_brand_id_order_id_orders_brand_id_id_fk" FOREIGN KEY ("brand_id","order_id") REFERENCES "public"."orders"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_updates" ADD CONSTRAINT "courier_updates_booking_id_courier_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."courier_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_bookings_order_idx" ON "courier_bookings" USING btree ("brand_id","order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_bookings_provider_idx" ON "courier_bookings" USING btree ("aggregator","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_bookings_live_idx" ON "courier_bookings" USING btree ("brand_id","order_id") WHERE status not in ('delivered', 'courier_not_found', 'cancelled', 'rejected', 'return_in_transit', 'returned', 'disposed');