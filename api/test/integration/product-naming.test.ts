import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apiUrl, data, el, en, type Json } from '../support/client.js';

const PAGE = `query Page($skip: Int) { products(first: 100, skip: $skip) { total nodes {
  slug name grade { slug name description } category { slug } images { src alt } warranties { name duration }
} } }`;

async function allProducts(headers: Record<string, string>): Promise<Json[]> {
  const nodes: Json[] = [];
  for (let skip = 0; ; skip += 100) {
    const { products } = await data(PAGE, { skip }, headers);
    nodes.push(...products.nodes);
    if (nodes.length >= products.total) return nodes;
  }
}

const gradeFacet = (headers: Record<string, string>) =>
  data('{ search(first: 0, aggs: ["grade"]) { aggregations { buckets { key label } } } }', {}, headers).then(
    (d) => d.search.aggregations[0].buckets as { key: string; label: string }[],
  );

for (const [locale, headers] of [
  ['el', el],
  ['en', en],
] as const) {
  describe(`Product names and grades (${locale})`, () => {
    it('names no product after its grade, and every grade is named as the facet names it', async () => {
      const products = await allProducts(headers);
      const facet = await gradeFacet(headers);
      assert.equal(facet.length, 4);
      const names = new Map(facet.map((bucket) => [bucket.key, bucket.label]));
      for (const product of products) {
        for (const label of names.values()) assert.ok(!product.name.toLowerCase().endsWith(label.toLowerCase()), product.name);
        assert.doesNotMatch(product.name, / – /);
        if (product.grade) assert.equal(product.grade.name, names.get(product.grade.slug), product.slug);
      }
    });

    it('gives each product its warranty duration once: the name does not repeat it', async () => {
      for (const product of await allProducts(headers)) {
        assert.equal(product.warranties.length, 1, product.slug);
        assert.doesNotMatch(product.warranties[0].name, /\d/, product.slug);
      }
    });
  });
}

describe('Product pictures', () => {
  const keyOf = (src: string) => src.match(/\/media\/images\/(.+)-\d+\.webp$/)![1]!;

  it('draws a MacBook Air and a MacBook Pro of the same colour differently, and two iMac colours differently', async () => {
    const products = await allProducts(en);
    const first = (category: string, colour: string) =>
      products.find((p) => p.category?.slug === category && p.images[0] && keyOf(p.images[0].src).endsWith(`-${colour}`));
    const air = first('macbook-air', 'silver') ?? first('macbook-air', 'space-grey');
    const colour = keyOf(air!.images[0].src).endsWith('silver') ? 'silver' : 'space-grey';
    const pro = first('macbook-pro', colour);
    assert.ok(air && pro);
    const bytes = async (src: string) => Buffer.from(await (await fetch(`${apiUrl()}${src}`)).arrayBuffer());
    assert.notDeepEqual(await bytes(air.images[0].src), await bytes(pro.images[0].src));
    const imacColours = new Map<string, string>();
    for (const p of products.filter((p) => p.category?.slug === 'imac')) imacColours.set(keyOf(p.images[0].src), p.images[0].src);
    const [one, two] = [...imacColours.values()].filter((src) => !/silver/.test(src));
    assert.ok(one && two, 'two coloured iMacs');
    assert.notDeepEqual(await bytes(one), await bytes(two));
  });

  it("shows every graded product's grade in a close-up of its own among its pictures", async () => {
    const closeUps = new Map<string, string>();
    for (const product of await allProducts(en)) {
      if (!product.grade) continue;
      const picture = product.images.find((image: Json) => keyOf(image.src) === `grade-${product.grade.slug}`);
      assert.ok(picture, product.slug);
      assert.match(picture.alt, new RegExp(product.grade.name));
      closeUps.set(product.grade.slug, picture.src);
    }
    assert.equal(closeUps.size, 4);
    for (const src of closeUps.values()) assert.equal((await fetch(`${apiUrl()}${src}`)).status, 200, src);
  });

  it('lists Macs among the newest products on the home page', async () => {
    const { products } = await data('{ products(first: 8, orderBy: NEWEST) { nodes { grade { slug } category { slug } } } }');
    assert.ok(
      products.nodes.some((p: Json) => p.grade !== null),
      JSON.stringify(products.nodes),
    );
  });
});
