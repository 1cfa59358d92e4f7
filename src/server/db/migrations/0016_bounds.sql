CREATE TABLE "geo_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_images" (
	"brand_id" text NOT NULL,
	"ref" text NOT NULL,
	"keys" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_images_brand_id_ref_pk" PRIMARY KEY("brand_id","ref")
);
--> statement-breakpoint
ALTER TABLE "owner_images" ADD CONSTRAINT "owner_images_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geo_cache_expires_idx" ON "geo_cache" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "owner_images_created_idx" ON "owner_images" USING btree ("created_at");