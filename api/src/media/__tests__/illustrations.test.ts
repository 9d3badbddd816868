import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { colours } from '../../seed/data/options.js';
import { models } from '../../seed/data/models.js';
import { accessories } from '../../seed/data/accessories.js';
import { grades } from '../../seed/data/taxons.js';
import { backdropContrast, backdropFor } from '../backdrop.js';
import { deviceImageKeys, deviceKinds, gradeImageKey, illustration } from '../illustrations.js';

describe('illustrations', () => {
  it('draws every device kind in a known colour, front and side', () => {
    for (const kind of deviceKinds) {
      const grey = illustration(`${kind}-front-space-grey`) ?? '';
      assert.match(grey, /^<svg /, kind);
      assert.notEqual(grey, illustration(`${kind}-front-silver`), kind);
      assert.ok(illustration(`${kind}-side-silver`), kind);
    }
    assert.ok(illustration('promo-shipping'));
    assert.ok(illustration('brand-apple'));
  });

  it('draws each Mac family its own way: a MacBook Air is not a MacBook Pro, an iMac not a Mac mini', () => {
    const families = ['macbook-air', 'macbook-pro', 'imac', 'imac-intel', 'mac-mini', 'mac-studio', 'ipad'];
    for (const view of ['front', 'side']) {
      const drawings = new Set(families.map((family) => illustration(`${family}-${view}-silver`)));
      assert.equal(drawings.size, families.length, view);
    }
  });

  it('draws a device in its colour: two iMac colours give two pictures', () => {
    const blue = illustration('imac-front-blue')!;
    const pink = illustration('imac-front-pink')!;
    assert.notEqual(blue, pink);
    assert.notEqual(illustration('imac-back-blue'), illustration('imac-back-pink'));
  });

  it('gives every seeded model and accessory pictures that exist, and every grade its close-up, each different', () => {
    for (const model of models)
      for (const colour of model.colours) for (const key of deviceImageKeys(model.kind, colour)) assert.ok(illustration(key), key);
    for (const item of accessories) for (const colour of item.colours) assert.ok(illustration(`${item.kind}-front-${colour}`), item.slug);
    const closeUps = grades.map((grade) => illustration(gradeImageKey(grade.slug)));
    assert.ok(closeUps.every(Boolean));
    assert.equal(new Set(closeUps).size, grades.length);
    // Worse grades show more marks (scratches are drawn as lines).
    const marks = closeUps.map((svg) => (svg!.match(/<line /g) ?? []).length);
    assert.deepEqual(
      [...marks].sort((a, b) => a - b),
      marks,
    );
    assert.equal(marks[0], 0);
  });

  it('puts every colour on a backdrop it stands out from (WCAG non-text contrast 3:1)', () => {
    for (const [name, colour] of Object.entries(colours)) {
      assert.ok(
        backdropContrast(colour.hex, backdropFor(colour.hex)) >= 3,
        `${name} ${backdropContrast(colour.hex, backdropFor(colour.hex))}`,
      );
    }
  });

  it('knows nothing else', () => {
    for (const key of [
      'toaster-front-red',
      'macbook-air-top-silver',
      'macbook-air-front-chartreuse',
      'mac-mini-back-silver',
      'grade-mint',
      '../etc',
      'MACBOOK-AIR-front-silver',
    ]) {
      assert.equal(illustration(key), null, key);
    }
  });
});
