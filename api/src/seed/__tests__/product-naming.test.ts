import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildCatalog } from '../build-catalog.js';
import { grades, taxonSeeds } from '../data/taxons.js';
import { warrantySeeds } from '../data/properties.js';

describe('Seeded product names and grades', () => {
  const products = buildCatalog();
  const gradeNames = grades.flatMap((grade) => [grade.name.el, grade.name.en]);

  it('names no product after its grade: the grade is a taxon of its own', () => {
    for (const product of products) {
      for (const locale of ['el', 'en'] as const) {
        const name = product.name[locale] ?? '';
        assert.ok(!gradeNames.some((grade) => name.toLowerCase().endsWith(grade.toLowerCase())), name);
        assert.doesNotMatch(name, /κατάσταση$/i);
      }
    }
  });

  it('writes each grade name once: the appearance taxons are the grade table', () => {
    const taxons = taxonSeeds.filter((taxon) => taxon.taxonomy === 'APPEARANCE');
    assert.deepEqual(
      taxons.map((taxon) => [taxon.slug, taxon.name, taxon.description]),
      grades.map((grade) => [grade.slug, grade.name, grade.description]),
    );
  });

  it('gives every Mac one warranty whose name does not repeat its duration', () => {
    for (const warranty of warrantySeeds) {
      assert.doesNotMatch(warranty.name.en, /\d/);
      assert.doesNotMatch(warranty.name.el, /\d/);
    }
    for (const product of products) assert.equal(product.warranties.length, 1, product.slug);
  });

  it('lists Macs among the newest products, not only accessories', () => {
    const newest = [...products].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 8);
    assert.ok(newest.some((product) => product.taxons.some((taxon) => grades.some((grade) => grade.slug === taxon))));
  });

  it('shows every Mac in its family drawing and colour, with its grade close-up among the pictures', () => {
    for (const product of products.filter((p) => p.taxons.some((taxon) => grades.some((grade) => grade.slug === taxon)))) {
      const grade = product.taxons[2]!;
      assert.equal(product.images.at(-1)!.key, `grade-${grade}`, product.slug);
      assert.ok(product.images.length >= 3, product.slug);
    }
  });
});
