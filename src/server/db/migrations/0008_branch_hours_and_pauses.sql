CREATE TABLE "branch_pauses" (
	"brand_id" text NOT NULL,
	"branch_id" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branch_pauses_brand_id_branch_id_pk" PRIMARY KEY("brand_id","branch_id")
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "closures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "pickup_minimum_order" integer;--> statement-breakpoint
ALTER TABLE "branch_pauses" ADD CONSTRAINT "branch_pauses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_pauses" ADD CONSTRAINT "branch_pauses_brand_id_branch_id_branches_brand_id_id_fk" FOREIGN KEY ("brand_id","branch_id") REFERENCES "public"."branches"("brand_id","id") ON DELETE cascade ON UPDATE no action;