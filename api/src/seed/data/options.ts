import type { Localized } from '../../db/types.js';

export interface OptionTypeSeed {
  internalName: string;
  kind: string;
  name: Localized;
  values: { value: string; label: Localized }[];
}

const same = (text: string): Localized => ({ el: text, en: text });

export const colours: Record<string, { label: Localized; hex: string }> = {
  'space-grey': { label: { el: 'Γκρι διαστήματος', en: 'Space Grey' }, hex: '#7d7e80' },
  silver: { label: { el: 'Ασημί', en: 'Silver' }, hex: '#d9dadc' },
  gold: { label: { el: 'Χρυσό', en: 'Gold' }, hex: '#e3cbb0' },
  midnight: { label: { el: 'Μεσάνυχτα', en: 'Midnight' }, hex: '#2e3641' },
  starlight: { label: { el: 'Αστρόφως', en: 'Starlight' }, hex: '#ece4d6' },
  'space-black': { label: { el: 'Μαύρο διαστήματος', en: 'Space Black' }, hex: '#2f2f31' },
  blue: { label: { el: 'Μπλε', en: 'Blue' }, hex: '#7c9cc2' },
  green: { label: { el: 'Πράσινο', en: 'Green' }, hex: '#9fc3a6' },
  pink: { label: { el: 'Ροζ', en: 'Pink' }, hex: '#eeb8b8' },
  purple: { label: { el: 'Μωβ', en: 'Purple' }, hex: '#b7a7d6' },
  white: { label: { el: 'Λευκό', en: 'White' }, hex: '#f4f4f4' },
};

export const keyboards: Record<string, Localized> = {
  gr: { el: 'Ελληνικό (GR)', en: 'Greek (GR)' },
  us: { el: 'Αγγλικό (US)', en: 'English (US)' },
  uk: { el: 'Αγγλικό (UK)', en: 'English (UK)' },
};

export const memoryLabel = (gb: number): Localized => same(`${gb} GB`);
export const storageLabel = (gb: number): Localized => same(gb >= 1024 ? `${gb / 1024} TB` : `${gb} GB`);

export const optionTypeNames: Record<string, { name: Localized; kind: string }> = {
  chip: { name: { el: 'Επεξεργαστής', en: 'Chip' }, kind: 'chip' },
  memory: { name: { el: 'Μνήμη', en: 'Memory' }, kind: 'memory' },
  storage: { name: { el: 'Αποθηκευτικός χώρος', en: 'Storage' }, kind: 'storage' },
  color: { name: { el: 'Χρώμα', en: 'Colour' }, kind: 'color' },
  keyboard: { name: { el: 'Πληκτρολόγιο', en: 'Keyboard layout' }, kind: 'keyboard' },
};
