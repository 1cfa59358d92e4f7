-- Issue 35 item 4: a branch's own ordering-ahead values (src/domain/order-ahead.ts); null: the brand's.
ALTER TABLE "branches" ADD COLUMN "order_ahead" jsonb;
