ALTER TABLE "brands" ADD COLUMN "opened_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "custom_domain" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "custom_domain_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_custom_domain_unique" UNIQUE("custom_domain");--> statement-breakpoint
-- The platform's own sign-in (issue 35, decision 0033): its codes and sessions are kept like a
-- brand's, under this row. Its id and subdomain are not DNS labels, so no shop host reaches it.
INSERT INTO "brands" ("id", "sub_domain_name", "name", "currency", "store_configs", "revision")
VALUES ('_platform', '_platform', 'kedai', 'IDR', '{}'::jsonb, 'platform')
ON CONFLICT DO NOTHING;
