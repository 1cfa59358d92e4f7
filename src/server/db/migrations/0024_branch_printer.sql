ALTER TABLE "branches" ADD COLUMN "printer" jsonb;--> statement-breakpoint
CREATE INDEX "jobs_print_idx" ON "jobs" USING btree ("brand_id","created_at") WHERE kind = 'print';