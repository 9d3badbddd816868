import type { Random } from './random.js';
import { models, type ModelSeed } from './data/models.js';
import { grades, type GradeSeed } from './data/taxons.js';
import { colours, keyboards, memoryLabel, storageLabel } from './data/options.js';
import { shopPrice, slugify, type OptionChoice, type ProductRecord, type VariantRecord } from './records.js';
import { computerDescription, computerExcerpt } from './texts.js';
import { deviceImageKeys, gradeImageKey } from '../media/illustrations.js';
import { listedAt } from './listed-at.js';
import { stockFor, saleFor } from './stock.js';

const abbreviation = (slug: string) =>
  slug
    .split('-')
    .map((part) => part.slice(0, 3))
    .join('')
    .toUpperCase();

function variantsFor(model: ModelSeed, grade: GradeSeed, sku: string, random: Random): VariantRecord[] {
  const stock = stockFor(random);
  const sale = saleFor(random);
  const colourChoices = [...model.colours].sort(() => random.next() - 0.5).slice(0, random.int(1, 2));
  const layouts = model.keyboards ? (random.chance(0.3) ? ['gr', 'us'] : ['gr']) : [null];
  const result: VariantRecord[] = [];
  model.chips.forEach((chip, chipIndex) => {
    for (const [memory, storage, euros] of model.configs) {
      for (const colour of colourChoices) {
        for (const layout of layouts) {
          if (result.length >= 6 || (chipIndex > 0 && random.chance(0.5))) continue;
          const options: OptionChoice[] = [
            { type: 'chip', value: slugify(chip), label: { el: chip, en: chip } },
            { type: 'memory', value: String(memory), label: memoryLabel(memory) },
            { type: 'storage', value: String(storage), label: storageLabel(storage) },
            { type: 'color', value: colour, label: colours[colour]!.label },
          ];
          if (layout) options.push({ type: 'keyboard', value: layout, label: keyboards[layout]! });
          const price = shopPrice((euros + chipIndex * (model.chipStep ?? 0)) * grade.factor);
          const suffix = [chipIndex + 1, memory, storage, colour.slice(0, 3).toUpperCase(), layout?.toUpperCase()].filter(Boolean);
          result.push({
            sku: `${sku}-${suffix.join('-')}`,
            isMaster: false,
            priceCents: price,
            salePriceCents: sale ? shopPrice((price / 100) * (1 - sale)) : null,
            onHand: stock.onHand(),
            backorderable: stock.backorderable,
            options,
          });
        }
      }
    }
  });
  return result;
}

export function buildComputers(random: Random): ProductRecord[] {
  const products: ProductRecord[] = [];
  for (const model of models) {
    for (const grade of grades) {
      const sku = `RM-${abbreviation(model.slug)}-${grade.code}`;
      const variants = variantsFor(model, grade, sku, random);
      const cheapest = [...variants].sort((a, b) => a.priceCents - b.priceCents)[0]!;
      const colour = variants[0]!.options.find((option) => option.type === 'color')!.value;
      products.push({
        slug: `${model.slug}-${grade.slug}`,
        sku,
        family: model.slug,
        // The grade is a fact of its own (taxon APPEARANCE), shown as a badge: it is not part of the name.
        name: { el: model.nameEl, en: model.name },
        excerpt: computerExcerpt(model, grade),
        description: computerDescription(model, grade),
        status: 'active',
        images: [
          ...deviceImageKeys(model.kind, colour).map((key) => ({
            key,
            alt: { el: `${model.nameEl} ${colours[colour]!.label.el}`, en: `${model.name} ${colours[colour]!.label.en}` },
            width: 1200,
            height: 900,
            color: colours[colour]!.hex,
          })),
          {
            key: gradeImageKey(grade.slug),
            alt: {
              el: `Εμφάνιση «${grade.name.el}»: ${grade.description.el.toLowerCase()}`,
              en: `Appearance “${grade.name.en}”: ${grade.description.en.toLowerCase()}`,
            },
            width: 1200,
            height: 900,
            color: '#d3d6d9',
          },
        ],
        taxons: [model.category, grade.condition, grade.slug],
        createdAt: listedAt(`${model.slug}-${grade.slug}`),
        variants: [{ ...cheapest, sku, isMaster: true, options: [], onHand: 0 }, ...variants],
        properties: [
          { internalName: 'year', value: { el: String(model.year), en: String(model.year) } },
          ...(model.display ? [{ internalName: 'display', value: { el: model.display, en: model.display } }] : []),
          { internalName: 'cpu-cores', value: { el: model.cores, en: model.cores } },
          { internalName: 'ports', value: { el: model.ports, en: model.ports } },
          { internalName: 'weight', value: { el: model.weight, en: model.weight } },
          { internalName: 'battery-health', value: { el: `${random.int(82, 100)}%`, en: `${random.int(82, 100)}%` } },
          { internalName: 'country-of-origin', value: { el: 'Κίνα', en: 'China' } },
        ],
        warranties: ['remac-12'],
      });
    }
  }
  return products;
}
