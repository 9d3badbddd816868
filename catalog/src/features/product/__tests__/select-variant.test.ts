import { chooseOption, initialVariant, valueState, type VariantLike } from '../select-variant';

const v = (id: string, availability: VariantLike['availability'], memory: string, color: string): VariantLike => ({
  id,
  availability,
  options: [
    { internalName: 'memory', value: memory },
    { internalName: 'color', value: color },
  ],
});

const variants = [
  v('1', 'OUT_OF_STOCK', '8', 'grey'),
  v('2', 'BACKORDERABLE', '8', 'silver'),
  v('3', 'IN_STOCK', '16', 'silver'),
  v('4', 'IN_STOCK', '16', 'grey'),
];

describe('variant selection', () => {
  it('starts with the variant named in the URL, else the one available soonest', () => {
    expect(initialVariant(variants, '2')?.id).toBe('2');
    expect(initialVariant(variants, 'unknown')?.id).toBe('3');
  });

  it('keeps the other choices when the new value allows it', () => {
    expect(chooseOption(variants, variants[0]!, 'memory', '16').id).toBe('4');
  });

  it('among equally good matches prefers the one that can be bought soonest', () => {
    expect(chooseOption(variants, variants[3]!, 'memory', '8').id).toBe('1');
    expect(chooseOption(variants, v('x', 'IN_STOCK', '32', 'gold'), 'memory', '8').id).toBe('2');
  });

  it('tells selected, combinable and other-combination values apart', () => {
    const current = variants[1]!;
    expect(valueState(variants, current, 'memory', '8')).toBe('selected');
    expect(valueState(variants, current, 'memory', '16')).toBe('combinable');
    expect(valueState(variants, variants[2]!, 'memory', '32')).toBe('missing');
    expect(valueState([variants[0]!, variants[2]!], variants[0]!, 'memory', '16')).toBe('other-combination');
  });
});
