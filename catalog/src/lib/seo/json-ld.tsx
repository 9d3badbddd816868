/** Structured data for search engines; `<` is escaped so that data can never close the script element. */
export function JsonLd({ data }: { data: object }) {
  const text = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />;
}
