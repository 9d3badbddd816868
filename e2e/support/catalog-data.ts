import type { APIRequestContext } from '@playwright/test';
import type { Locale } from '@remac/shared-contracts';
import { apiUrl } from './ports';

interface Money {
  amount: number;
  formatted: string;
}
interface Variant {
  id: string;
  availability: string;
  salePrice: Money;
  options: { internalName: string; value: string; label: string }[];
}
interface Node {
  id: string;
  slug: string;
  name: string;
  variants: Variant[];
}

/** What a journey needs from the seeded catalogue, found through the API so tests do not hard-code data. */
export interface JourneyData {
  category: { slug: string; name: string };
  grade: { key: string; label: string; count: number };
  product: { slug: string; name: string };
  /** An option value whose every variant differs from the first one shown in price and availability. */
  change: { label: string; price: string };
  start: { price: string };
  other: { name: string };
}

async function query<T>(request: APIRequestContext, locale: Locale, body: string, variables: object = {}): Promise<T> {
  const response = await request.post(`${apiUrl}/graphql`, {
    headers: { Locale: locale, Tenant: 'remac' },
    data: { query: body, variables },
  });
  const json = (await response.json()) as { data: T };
  return json.data;
}

const rank: Record<string, number> = { IN_STOCK: 0, BACKORDERABLE: 1, OUT_OF_STOCK: 2 };
const firstShown = (variants: Variant[]) => [...variants].sort((a, b) => rank[a.availability]! - rank[b.availability]!)[0]!;

function variantChange(variants: Variant[]) {
  const start = firstShown(variants);
  for (const option of start.options) {
    const values = new Set(variants.map((variant) => variant.options.find((entry) => entry.internalName === option.internalName)!.value));
    for (const value of values) {
      if (value === option.value) continue;
      const withValue = variants.filter((variant) =>
        variant.options.some((entry) => entry.internalName === option.internalName && entry.value === value),
      );
      const differs = withValue.every(
        (variant) => variant.availability !== start.availability && variant.salePrice.amount !== start.salePrice.amount,
      );
      const prices = new Set(withValue.map((variant) => variant.salePrice.formatted));
      if (differs && prices.size === 1) {
        const label = withValue[0]!.options.find((entry) => entry.internalName === option.internalName)!.label;
        return { start: { price: start.salePrice.formatted }, change: { label, price: withValue[0]!.salePrice.formatted } };
      }
    }
  }
  return undefined;
}

/** A footer category, a grade facet in it, and a first-page product whose variants change price and availability. */
export async function findJourney(request: APIRequestContext, locale: Locale): Promise<JourneyData> {
  const { taxons } = await query<{ taxons: { slug: string; name: string }[] }>(request, locale, '{ taxons(first: 5) { slug name } }');
  for (const category of taxons) {
    const { search } = await query<{ search: { aggregations: { buckets: JourneyData['grade'][] }[] } }>(
      request,
      locale,
      'query($c: String) { search(first: 0, where: { category: $c }, aggs: ["grade"]) { aggregations { buckets { key label count } } } }',
      { c: category.slug },
    );
    for (const grade of search.aggregations[0]?.buckets ?? []) {
      if (grade.count < 2) continue;
      const page = await query<{ search: { nodes: Node[] } }>(
        request,
        locale,
        'query($c: String, $g: [String!]) { search(first: 24, where: { category: $c, grades: $g }, order: NEWEST) { nodes { id slug name variants { id availability salePrice { amount formatted } options { internalName value label } } } } }',
        { c: category.slug, g: [grade.key] },
      );
      for (const product of page.search.nodes) {
        const found = variantChange(product.variants);
        const other = page.search.nodes.find((node) => node.id !== product.id);
        if (found && other)
          return { category, grade, product: { slug: product.slug, name: product.name }, ...found, other: { name: other.name } };
      }
    }
  }
  throw new Error('The seeded catalogue has no product whose variants differ in price and availability');
}
