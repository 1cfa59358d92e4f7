"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";

/** Server state in the browser (TanStack Query): one client per page load. */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 2 } },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
