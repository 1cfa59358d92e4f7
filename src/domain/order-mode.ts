// How an order reaches its customer (spec §3): delivered, or picked up at the branch. Its own file:
// the brand file's schema, the order and the browser's basket all name it, and none of them
// should depend on another for it.
export const ORDER_MODES = ["DELIVERY", "PICKUP"] as const;
export type OrderMode = (typeof ORDER_MODES)[number];
