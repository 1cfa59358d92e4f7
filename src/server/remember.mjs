// @ts-check
// One of a thing per server process (a database client, a cache, the live-update listeners, the
// job worker): Next.js loads a module into several bundles of one process (proxy, routes,
// instrumentation), each with its own module-level variables, so what must be one is kept on
// globalThis, under one key, by name (decision 0019; epic-stack's `remember`).
// Plain JavaScript so src/edge/serve.mjs, which runs on bare Node, shares it (src/edge/edge-state.mjs).

const KEY = "__kedaiRemembered";

/** @returns {Map<string, unknown>} */
function remembered() {
  const g = /** @type {typeof globalThis & { [KEY]?: Map<string, unknown> }} */ (globalThis);
  return (g[KEY] ??= new Map());
}

/**
 * This process's `name`, made by `factory` the first time it is asked for. One name, one type:
 * each name is remembered in one place only.
 * @template T
 * @param {string} name
 * @param {() => T} factory
 * @returns {T}
 */
export function remember(name, factory) {
  const all = remembered();
  if (!all.has(name)) all.set(name, factory());
  return /** @type {T} */ (all.get(name));
}

/**
 * Drops `name`: the next remember() makes it again (a database that failed to open is tried again).
 * @param {string} name
 */
export function forget(name) {
  remembered().delete(name);
}
