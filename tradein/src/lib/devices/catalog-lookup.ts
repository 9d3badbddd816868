import type { Locale } from '@remac/shared-contracts';
import type { TradeInCatalogFile, TradeInDeviceData, TradeInQuestionData } from '@remac/shared-contracts/tradein';

export const findDevice = (file: TradeInCatalogFile, id: string | null): TradeInDeviceData | undefined =>
  id ? file.devices.find((device) => device.id === id) : undefined;

export function deviceQuestions(file: TradeInCatalogFile, device: TradeInDeviceData): TradeInQuestionData[] {
  const bySlug = new Map(file.questions.map((question) => [question.slug, question]));
  return device.questions.flatMap((slug) => bySlug.get(slug) ?? []);
}

export function answerLabel(file: TradeInCatalogFile, question: string, answer: string, locale: Locale) {
  const q = file.questions.find((item) => item.slug === question);
  const a = q?.answers.find((item) => item.slug === answer);
  return { question: q?.text[locale] ?? question, answer: a?.label[locale] ?? answer };
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Devices whose model (with chip, memory and storage) contains every typed word, best (newest) first. */
export function searchDevices(file: TradeInCatalogFile, query: string, limit = 8): TradeInDeviceData[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return file.devices
    .filter((device) => {
      const haystack = fold(`${device.model} ${device.chip} ${device.memoryGb}gb ${device.storageGb}gb ${device.year}`);
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => b.year - a.year)
    .slice(0, limit);
}

export const deviceSummary = (device: TradeInDeviceData) =>
  `${device.model} · ${device.chip} · ${device.memoryGb} GB · ${device.storageGb >= 1024 ? `${device.storageGb / 1024} TB` : `${device.storageGb} GB`}`;
