-- Issue 34 item 2: the staff board's queries each have an index (tests/integration/board-indexes.integ.ts
-- runs EXPLAIN on them). Today's finished orders use orders_board_idx, timelines order_events_order_idx,
-- the resume of a board's stream order_events' primary key, online payments theirs.
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("brand_id","branch_id",coalesce(scheduled_for, created_at),"id") WHERE status in ('PENDING', 'ACCEPTED', 'READY');--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("brand_id","order_id");