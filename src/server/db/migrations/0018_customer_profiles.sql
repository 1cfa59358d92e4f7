CREATE TABLE "customer_profiles" (
	"brand_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"name" text,
	"language" text,
	"messages" text DEFAULT 'EVERY_UPDATE' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_profiles_brand_id_customer_id_pk" PRIMARY KEY("brand_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "hidden_addresses" (
	"brand_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"address" text NOT NULL,
	"address_details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_addresses_brand_id_customer_id_address_address_details_pk" PRIMARY KEY("brand_id","customer_id","address","address_details")
);
--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "phone_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_addresses" ADD CONSTRAINT "hidden_addresses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_addresses" ADD CONSTRAINT "hidden_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;