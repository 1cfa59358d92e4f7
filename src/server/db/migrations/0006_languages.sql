ALTER TABLE "brands" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Templates imported before issue 17 were one set, written in the brand's only language, English:
-- keep them as its English templates. A brand whose templates were in another language sets
-- `messages` per language (or `defaultLanguage`) in its file and imports it again.
UPDATE "brands" SET "message_templates" = jsonb_build_object('en', "message_templates")
WHERE "message_templates" <> '{}'::jsonb
  AND NOT ("message_templates" ?| array['en', 'id']);
