import { useCallback, useSyncExternalStore } from "react";

// Whether the owner has looked at their storefront as a customer will: the set-up checklist's
// recommended last step, remembered by this browser (nothing a server needs to know).

const keyOf = (brandId: string) => `kedai-previewed-${brandId}`;
const listeners = new Set<() => void>();

function read(brandId: string): boolean {
  try {
    return window.localStorage.getItem(keyOf(brandId)) === "1";
  } catch {
    return false;
  }
}

export function usePreviewed(brandId: string): [boolean, () => void] {
  const previewed = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => read(brandId),
    () => false,
  );
  const mark = useCallback(() => {
    try {
      window.localStorage.setItem(keyOf(brandId), "1");
    } catch {
      // Private browsing without storage: the step stays unticked, which is harmless.
    }
    for (const listener of listeners) listener();
  }, [brandId]);
  return [previewed, mark];
}
