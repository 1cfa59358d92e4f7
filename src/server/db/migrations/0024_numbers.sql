CREATE TABLE "sales_customer_spans" (
	"brand_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "sales_customer_spans_brand_id_customer_id_pk" PRIMARY KEY("brand_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "sales_customers" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"branch_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_customers_brand_id_day_branch_id_customer_id_pk" PRIMARY KEY("brand_id","day","branch_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"branch_id" text NOT NULL,
	"payment_method" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(16, 2) DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_days_brand_id_day_branch_id_payment_method_pk" PRIMARY KEY("brand_id","day","branch_id","payment_method")
);
--> statement-breakpoint
CREATE TABLE "sales_hours" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"branch_id" text NOT NULL,
	"hour" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(16, 2) DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_hours_brand_id_day_branch_id_hour_pk" PRIMARY KEY("brand_id","day","branch_id","hour")
);
--> statement-breakpoint
CREATE TABLE "sales_items" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"branch_id" text NOT NULL,
	"item_id" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_items_brand_id_day_branch_id_item_id_pk" PRIMARY KEY("brand_id","day","branch_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "sales_customer_spans" ADD CONSTRAINT "sales_customer_spans_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_customers" ADD CONSTRAINT "sales_customers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_days" ADD CONSTRAINT "sales_days_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_hours" ADD CONSTRAINT "sales_hours_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_items" ADD CONSTRAINT "sales_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_customers_customer_idx" ON "sales_customers" USING btree ("brand_id","customer_id","day");