import { notFound } from "next/navigation";

// src/proxy.ts rewrites every page of an unknown host here; not-found.tsx answers with a 404.
export default function BrandNotFoundPage(): never {
  notFound();
}
