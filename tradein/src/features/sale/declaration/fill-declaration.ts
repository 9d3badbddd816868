import { PDFDocument } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import layout from './declaration-layout.json';
import type { DeclarationInputs } from './declaration-inputs';

async function bytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`declaration: HTTP ${response.status} for ${url}`);
  return response.arrayBuffer();
}

/**
 * The responsibility declaration: the template with the seller's five lines and today's date, written with the
 * Greek-capable font (embedded as a subset, so the text extracts as text). This module and pdf-lib load only when
 * a seller asks for the file.
 */
export async function fillDeclaration(
  urls: { templateUrl: string; fontUrl: string },
  inputs: DeclarationInputs,
  date: string,
): Promise<Blob> {
  const [template, fontBytes] = await Promise.all([bytes(urls.templateUrl), bytes(urls.fontUrl)]);
  const pdf = await PDFDocument.load(template);
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(fontBytes, { subset: true });
  const page = pdf.getPage(0);
  for (const line of layout.lines) {
    const value = inputs[line.field as keyof DeclarationInputs] ?? '';
    page.drawText(value, {
      x: layout.valueX,
      y: line.y,
      size: layout.valueSize,
      font,
      maxWidth: layout.page.width - layout.valueX - layout.margin,
    });
  }
  page.drawText(date, { x: layout.margin, y: layout.date.y, size: layout.valueSize, font });
  const saved = await pdf.save();
  return new Blob([saved.buffer as ArrayBuffer], { type: 'application/pdf' });
}
