import { PRIVATE_PAGE_METADATA } from "@/server/site-metadata";

// Pages with a customer's own data or a staff member's work (domain/seo.ts): never indexed, and
// the service worker never keeps them.
export const metadata = PRIVATE_PAGE_METADATA;

export default function PrivateLayout({ children }: { children: React.ReactNode }) {
  return children;
}
