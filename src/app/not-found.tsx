import Link from "next/link";

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="text-neutral-600">There is nothing at this address.</p>
      <Link href="/" className="font-semibold text-primary underline">
        Go to the home page
      </Link>
    </main>
  );
}
