CREATE TABLE "brand_revisions" (
	"brand_id" text NOT NULL,
	"number" integer NOT NULL,
	"hash" text NOT NULL,
	"document" jsonb NOT NULL,
	"source" text NOT NULL,
	"author_name" text NOT NULL,
	"author_phone" text,
	"summary" jsonb NOT NULL,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_revisions_brand_id_number_pk" PRIMARY KEY("brand_id","number")
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "revision_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_revisions" ADD CONSTRAINT "brand_revisions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;