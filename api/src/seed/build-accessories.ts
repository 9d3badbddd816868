import type { Random } from './random.js';
import { accessories } from './data/accessories.js';
import { colours, keyboards } from './data/options.js';
import { shopPrice, type OptionChoice, type ProductRecord, type VariantRecord } from './records.js';
import { accessoryDescription } from './texts.js';
import { listedAt } from './listed-at.js';
import { saleFor, stockFor } from './stock.js';

const conditions = [
  { slug: 'new', el: 'Καινούργιο', en: 'New', factor: 1, code: 'NEW' },
  { slug: 'refurbished', el: 'Ανακατασκευασμένο', en: 'Refurbished', factor: 0.75, code: 'REF' },
];

export function buildAccessories(random: Random): ProductRecord[] {
  const products: ProductRecord[] = [];
  for (const item of accessories) {
    for (const condition of conditions) {
      const sku = `RM-ACC-${item.slug.toUpperCase()}-${condition.code}`;
      const stock = stockFor(random);
      const sale = saleFor(random);
      const price = shopPrice(item.price * condition.factor);
      const variants: VariantRecord[] = [];
      for (const colour of item.colours) {
        for (const layout of item.keyboards ?? [null]) {
          const options: OptionChoice[] = [{ type: 'color', value: colour, label: colours[colour]!.label }];
          if (layout) options.push({ type: 'keyboard', value: layout, label: keyboards[layout]! });
          variants.push({
            sku: `${sku}-${colour.toUpperCase()}${layout ? `-${layout.toUpperCase()}` : ''}`,
            isMaster: false,
            priceCents: price,
            salePriceCents: sale ? shopPrice((price / 100) * (1 - sale)) : null,
            onHand: stock.onHand() * 2,
            backorderable: stock.backorderable,
            options,
          });
        }
      }
      const colour = item.colours[0]!;
      products.push({
        slug: `${item.slug}-${condition.slug}`,
        sku,
        family: item.slug,
        name: { el: `${item.nameEl} (${condition.el})`, en: `${item.name} (${condition.en})` },
        excerpt: {
          el: `Γνήσιο ${item.nameEl}, ${condition.el.toLowerCase()}.`,
          en: `Genuine Apple ${item.name}, ${condition.en.toLowerCase()}.`,
        },
        description: accessoryDescription(item.nameEl, item.name, condition.slug === 'new'),
        status: 'active',
        images: [
          {
            key: `${item.kind}-front-${colour}`,
            alt: { el: item.nameEl, en: item.name },
            width: 1200,
            height: 900,
            color: colours[colour]!.hex,
          },
        ],
        taxons: [item.category, condition.slug],
        createdAt: listedAt(`${item.slug}-${condition.slug}`),
        variants: [{ ...variants[0]!, sku, isMaster: true, options: [], onHand: 0 }, ...variants],
        properties: [{ internalName: 'compatibility', value: { el: 'Mac και iPad', en: 'Mac and iPad' } }],
        warranties: ['remac-6'],
      });
    }
  }
  return products;
}
