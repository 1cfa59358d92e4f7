CREATE TABLE "branches" (
	"brand_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"phone_number" text NOT NULL,
	"menu_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "branches_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"sub_domain_name" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"store_configs" jsonb NOT NULL,
	"revision" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_sub_domain_name_unique" UNIQUE("sub_domain_name")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"brand_id" text NOT NULL,
	"menu_id" text NOT NULL,
	"uid" text NOT NULL,
	"section_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"images" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "menu_items_brand_id_menu_id_uid_pk" PRIMARY KEY("brand_id","menu_id","uid")
);
--> statement-breakpoint
CREATE TABLE "menu_sections" (
	"brand_id" text NOT NULL,
	"menu_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "menu_sections_brand_id_menu_id_id_pk" PRIMARY KEY("brand_id","menu_id","id")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"brand_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "menus_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_brand_id_menu_id_menus_brand_id_id_fk" FOREIGN KEY ("brand_id","menu_id") REFERENCES "public"."menus"("brand_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_brand_id_menu_id_section_id_menu_sections_brand_id_menu_id_id_fk" FOREIGN KEY ("brand_id","menu_id","section_id") REFERENCES "public"."menu_sections"("brand_id","menu_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_sections" ADD CONSTRAINT "menu_sections_brand_id_menu_id_menus_brand_id_id_fk" FOREIGN KEY ("brand_id","menu_id") REFERENCES "public"."menus"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;