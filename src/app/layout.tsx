import type { Metadata, Viewport } from "next";
import "./globals.css";

export const metadata: Metadata = { title: "kedai" };
export const viewport: Viewport = { width: "device-width", initialScale: 1 };

// The document (<html lang>) is written by the layout that knows the language: a storefront's
// [locale] layout, and the pages outside any storefront (not-found, brand-not-found, global-error).
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
