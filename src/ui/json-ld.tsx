import { jsonLdText } from "@/domain/seo";

/** schema.org data for search engines (domain/seo.ts): a data block, never run as script. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
