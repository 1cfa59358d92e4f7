-- Issue 36 item 6 (decision 0046): the sales rollups of 0024 follow every change of `orders` in the
-- same transaction, whoever writes it (a flow, an import, an operator's SQL, a test moving an order
-- in time). An order is counted when it is not cancelled (src/domain/sales.ts); it counts on the
-- day and hour of the brand's clock when it was placed. A change of the brand's time zone counts
-- its orders again.

-- What a rollup needs of an order, `sign` 1 to add it and -1 to take it away; `lines` is
-- [itemId, name, qty, price] per line of a counted order.
CREATE TYPE sales_line AS (brand_id text, branch_id text, customer_id text, day date, hour smallint,
  method text, counted boolean, total numeric, lines jsonb, placed timestamptz, sign integer);
--> statement-breakpoint
CREATE FUNCTION sales_line(o orders, sign integer) RETURNS sales_line LANGUAGE plpgsql STABLE AS $$
DECLARE
  tz text;
  l timestamp;
BEGIN
  -- No brand (deleted with its orders): its rollups go by the foreign key.
  SELECT time_zone INTO tz FROM brands WHERE id = o.brand_id;
  IF tz IS NULL THEN RETURN NULL; END IF;
  l := o.created_at AT TIME ZONE tz;
  RETURN (o.brand_id, o.branch_id, o.customer_id, l::date, extract(hour FROM l)::smallint,
    coalesce(o.payment ->> 'method', ''), o.status <> 'CANCELLED', o.total,
    CASE WHEN o.status <> 'CANCELLED' THEN (
      SELECT jsonb_agg(jsonb_build_array(x ->> 'itemId', x ->> 'name', x -> 'qty', x -> 'price'))
      FROM jsonb_array_elements(o.basket -> 'items') x) END,
    o.created_at, sign)::sales_line;
END $$;
--> statement-breakpoint
-- Adds `rows` to the rollups (set-based: a bulk insert is one call): each rollup's rows summed by
-- its key, then what fell to zero removed, then the first and last day of each customer touched.
CREATE FUNCTION sales_apply(rows sales_line[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  rows := ARRAY(SELECT r FROM unnest(rows) r WHERE r.brand_id IS NOT NULL);
  IF cardinality(rows) = 0 THEN RETURN; END IF;
  INSERT INTO sales_days AS s (brand_id, day, branch_id, payment_method, orders, revenue, cancelled)
  SELECT brand_id, day, branch_id, method,
    coalesce(sum(sign) FILTER (WHERE counted), 0),
    coalesce(sum(sign * total) FILTER (WHERE counted), 0),
    coalesce(sum(sign) FILTER (WHERE NOT counted), 0)
  FROM unnest(rows) GROUP BY 1, 2, 3, 4
  ON CONFLICT (brand_id, day, branch_id, payment_method) DO UPDATE SET
    orders = s.orders + excluded.orders, revenue = s.revenue + excluded.revenue,
    cancelled = s.cancelled + excluded.cancelled;
  INSERT INTO sales_hours AS s (brand_id, day, branch_id, hour, orders, revenue, cancelled)
  SELECT brand_id, day, branch_id, hour,
    coalesce(sum(sign) FILTER (WHERE counted), 0),
    coalesce(sum(sign * total) FILTER (WHERE counted), 0),
    coalesce(sum(sign) FILTER (WHERE NOT counted), 0)
  FROM unnest(rows) GROUP BY 1, 2, 3, 4
  ON CONFLICT (brand_id, day, branch_id, hour) DO UPDATE SET
    orders = s.orders + excluded.orders, revenue = s.revenue + excluded.revenue,
    cancelled = s.cancelled + excluded.cancelled;
  INSERT INTO sales_items AS s (brand_id, day, branch_id, item_id, name, quantity, revenue)
  SELECT r.brand_id, r.day, r.branch_id, x ->> 0,
    -- The name of the newest order added; '' when only taken away (the row keeps its name).
    coalesce((array_agg(x ->> 1 ORDER BY r.placed DESC) FILTER (WHERE r.sign > 0))[1], ''),
    sum(r.sign * (x ->> 2)::integer), sum(r.sign * (x ->> 2)::numeric * (x ->> 3)::numeric)
  FROM unnest(rows) r, jsonb_array_elements(r.lines) x WHERE r.counted GROUP BY 1, 2, 3, 4
  ON CONFLICT (brand_id, day, branch_id, item_id) DO UPDATE SET
    quantity = s.quantity + excluded.quantity, revenue = s.revenue + excluded.revenue,
    name = CASE WHEN excluded.name = '' THEN s.name ELSE excluded.name END;
  INSERT INTO sales_customers AS s (brand_id, day, branch_id, customer_id, orders)
  SELECT brand_id, day, branch_id, customer_id, sum(sign) FROM unnest(rows) WHERE counted
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (brand_id, day, branch_id, customer_id) DO UPDATE SET orders = s.orders + excluded.orders;
  IF NOT EXISTS (SELECT 1 FROM unnest(rows) WHERE sign < 0) THEN
    -- Only added: a customer's first day can only come earlier, their last later.
    INSERT INTO sales_customer_spans AS f (brand_id, customer_id, first_day, last_day)
    SELECT brand_id, customer_id, min(day), max(day) FROM unnest(rows) WHERE counted GROUP BY 1, 2
    ON CONFLICT (brand_id, customer_id) DO UPDATE SET
      first_day = least(f.first_day, excluded.first_day),
      last_day = greatest(f.last_day, excluded.last_day)
      WHERE excluded.first_day < f.first_day OR excluded.last_day > f.last_day;
    RETURN;
  END IF;
  DELETE FROM sales_days s USING (SELECT DISTINCT brand_id, day, branch_id FROM unnest(rows)) r
  WHERE (s.brand_id, s.day, s.branch_id) = (r.brand_id, r.day, r.branch_id)
    AND s.orders = 0 AND s.cancelled = 0;
  DELETE FROM sales_hours s USING (SELECT DISTINCT brand_id, day, branch_id FROM unnest(rows)) r
  WHERE (s.brand_id, s.day, s.branch_id) = (r.brand_id, r.day, r.branch_id)
    AND s.orders = 0 AND s.cancelled = 0;
  DELETE FROM sales_items s USING (SELECT DISTINCT brand_id, day, branch_id FROM unnest(rows)) r
  WHERE (s.brand_id, s.day, s.branch_id) = (r.brand_id, r.day, r.branch_id) AND s.quantity = 0;
  DELETE FROM sales_customers s
  USING (SELECT DISTINCT brand_id, day, branch_id, customer_id FROM unnest(rows)) r
  WHERE (s.brand_id, s.day, s.branch_id, s.customer_id) = (r.brand_id, r.day, r.branch_id, r.customer_id)
    AND s.orders = 0;
  -- A first or last day may have been a removed order's: each customer touched, from their days left.
  DELETE FROM sales_customer_spans f USING (SELECT DISTINCT brand_id, customer_id FROM unnest(rows)) r
  WHERE (f.brand_id, f.customer_id) = (r.brand_id, r.customer_id);
  INSERT INTO sales_customer_spans (brand_id, customer_id, first_day, last_day)
  SELECT r.brand_id, r.customer_id, m.first_day, m.last_day
  FROM (SELECT DISTINCT brand_id, customer_id FROM unnest(rows)) r,
    LATERAL (SELECT min(c.day) AS first_day, max(c.day) AS last_day FROM sales_customers c
      WHERE c.brand_id = r.brand_id AND c.customer_id = r.customer_id) m
  WHERE m.first_day IS NOT NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_apply(ARRAY(SELECT sales_line(n, 1) FROM new_rows n));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_apply(ARRAY(SELECT sales_line(o, -1) FROM old_rows o));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_apply(ARRAY[sales_line(old, -1), sales_line(new, 1)]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Inserts and deletes once per statement, so a bulk insert (an import, a bench's history) is one
-- set; an update per row, and only when it changes what is counted: most updates are a status
-- moving along (PENDING, ACCEPTED, READY, COMPLETED) and cost nothing here.
CREATE TRIGGER orders_sales_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_after_insert();
--> statement-breakpoint
CREATE TRIGGER orders_sales_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_after_delete();
--> statement-breakpoint
CREATE TRIGGER orders_sales_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((old.status = 'CANCELLED') <> (new.status = 'CANCELLED')
    OR old.created_at <> new.created_at OR old.branch_id <> new.branch_id
    OR old.customer_id <> new.customer_id OR old.total <> new.total
    OR (old.payment ->> 'method') IS DISTINCT FROM (new.payment ->> 'method')
    OR old.basket <> new.basket)
  EXECUTE FUNCTION sales_after_update();
--> statement-breakpoint
-- A brand's rollups counted again from its orders.
CREATE FUNCTION sales_rebuild(brand text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_days WHERE brand_id = brand;
  DELETE FROM sales_hours WHERE brand_id = brand;
  DELETE FROM sales_items WHERE brand_id = brand;
  DELETE FROM sales_customers WHERE brand_id = brand;
  DELETE FROM sales_customer_spans WHERE brand_id = brand;
  PERFORM sales_apply(ARRAY(SELECT sales_line(o, 1) FROM orders o WHERE o.brand_id = brand));
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_after_time_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rebuild(new.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER brands_sales_time_zone AFTER UPDATE OF time_zone ON brands FOR EACH ROW
  WHEN (old.time_zone IS DISTINCT FROM new.time_zone) EXECUTE FUNCTION sales_after_time_zone();
--> statement-breakpoint
-- The orders already there.
SELECT sales_rebuild(id) FROM brands;
