CREATE TABLE "online_payments" (
	"brand_id" text NOT NULL,
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"mode" text NOT NULL,
	"channel" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"gateway_id" text,
	"action" jsonb,
	"charging_until" timestamp with time zone,
	"charge_error" text,
	"expires_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"refund_state" text,
	"refund_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_brand_id_order_id_pk" PRIMARY KEY("brand_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "payment_credentials" (
	"brand_id" text NOT NULL,
	"provider" text NOT NULL,
	"sealed" text NOT NULL,
	"masked" jsonb NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_credentials_brand_id_provider_pk" PRIMARY KEY("brand_id","provider")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"brand_id" text NOT NULL,
	"provider" text NOT NULL,
	"event_key" text NOT NULL,
	"order_id" text NOT NULL,
	"state" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_brand_id_provider_event_key_pk" PRIMARY KEY("brand_id","provider","event_key")
);
--> statement-breakpoint
CREATE TABLE "simulated_charges" (
	"brand_id" text NOT NULL,
	"reference" text NOT NULL,
	"channel" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"notification_url" text NOT NULL,
	"return_url" text NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_charges_brand_id_reference_pk" PRIMARY KEY("brand_id","reference")
);
--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_brand_id_order_id_orders_brand_id_id_fk" FOREIGN KEY ("brand_id","order_id") REFERENCES "public"."orders"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_credentials" ADD CONSTRAINT "payment_credentials_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_charges" ADD CONSTRAINT "simulated_charges_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_payments_pending_idx" ON "online_payments" USING btree ("state","expires_at");