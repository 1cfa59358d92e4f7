import type { Metadata } from "next";
import { MESSAGES } from "@/domain/messages";

export const metadata: Metadata = { title: MESSAGES.brandNotFound };

export default function BrandNotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="font-mono text-xl font-bold">{MESSAGES.brandNotFound}</h1>
      <p className="text-neutral-700">{MESSAGES.brandNotFoundHelp}</p>
    </main>
  );
}
