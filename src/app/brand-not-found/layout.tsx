// The page of a host that is no shop's: no brand, so no brand language (not-found.tsx says it in
// both of ours).
export default function BrandNotFoundLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh">{children}</body>
    </html>
  );
}
