import Link from "next/link";
import { AuthActions } from "@/features/auth/auth-actions";
import { SiteTopBar } from "@/features/brand/site-top-bar";
import { MESSAGES } from "@/domain/messages";

export default function ItemNotFound() {
  return (
    <>
      <SiteTopBar back actions={<AuthActions />} />
      <main className="mx-auto flex max-w-md flex-col items-center gap-4 p-10 text-center">
        <h1 className="text-xl font-bold">{MESSAGES.itemNotFound}</h1>
        <Link href="/" className="font-semibold text-primary underline">
          See the menu
        </Link>
      </main>
    </>
  );
}
