/** NOTIFY channel on which a brand id is sent after its import commits. */
export const BRAND_CHANGED_CHANNEL = "kedai_brand_changed";
