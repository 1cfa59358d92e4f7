CREATE TABLE "sold_out_items" (
	"brand_id" text NOT NULL,
	"branch_id" text NOT NULL,
	"item_uid" text NOT NULL,
	"until" timestamp with time zone,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sold_out_items_brand_id_branch_id_item_uid_pk" PRIMARY KEY("brand_id","branch_id","item_uid")
);
--> statement-breakpoint
ALTER TABLE "sold_out_items" ADD CONSTRAINT "sold_out_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_out_items" ADD CONSTRAINT "sold_out_items_brand_id_branch_id_branches_brand_id_id_fk" FOREIGN KEY ("brand_id","branch_id") REFERENCES "public"."branches"("brand_id","id") ON DELETE cascade ON UPDATE no action;