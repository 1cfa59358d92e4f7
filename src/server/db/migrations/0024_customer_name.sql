ALTER TABLE "customer_profiles" ADD COLUMN "name_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text;