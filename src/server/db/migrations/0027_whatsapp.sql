CREATE TABLE "brand_whatsapp" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"phone_number_id" text NOT NULL,
	"sealed" text NOT NULL,
	"masked" jsonb NOT NULL,
	"verify_token" text NOT NULL,
	"sign_in_channel" text DEFAULT 'SMS' NOT NULL,
	"order_channel" text DEFAULT 'SMS' NOT NULL,
	"fallback_seconds" integer DEFAULT 120 NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"order_id" text,
	"kind" text NOT NULL,
	"event" text,
	"channel" text NOT NULL,
	"phone_number" text NOT NULL,
	"language" text NOT NULL,
	"template" text,
	"provider_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"fallback_of" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_replies" (
	"brand_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"phone_number" text NOT NULL,
	"order_id" text,
	"text" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_replies_brand_id_provider_id_pk" PRIMARY KEY("brand_id","provider_id")
);
--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD COLUMN "whatsapp_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_whatsapp" ADD CONSTRAINT "brand_whatsapp_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_replies" ADD CONSTRAINT "whatsapp_replies_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_messages_order_idx" ON "customer_messages" USING btree ("brand_id","order_id");--> statement-breakpoint
CREATE INDEX "customer_messages_month_idx" ON "customer_messages" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_messages_provider_idx" ON "customer_messages" USING btree ("brand_id","provider_id");--> statement-breakpoint
CREATE INDEX "whatsapp_replies_order_idx" ON "whatsapp_replies" USING btree ("brand_id","order_id");