#!/usr/bin/env node
// Writes the responsibility declaration template (one A4 page: title, the labels of the five filled lines, the
// declaration text in Greek, date and signature) with pdf-lib, into the API's static trade-in files. Run once when
// the wording or the layout changes: `node tradein/scripts/make-declaration-template.mjs`; the browser fills in the
// values at the positions of src/features/sale/declaration/declaration-layout.json.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PDFDocument, rgb } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import layout from '../src/features/sale/declaration/declaration-layout.json' with { type: 'json' };

const folder = new URL('../../api/src/modules/tradein/declaration/', import.meta.url);
const title = 'ΥΠΕΥΘΥΝΗ ΔΗΛΩΣΗ';
const subtitle = 'Πώληση μεταχειρισμένης συσκευής – Responsibility declaration for the sale of a used device';
const declaration = [
  'Δηλώνω υπεύθυνα ότι η συσκευή με τον παραπάνω σειριακό αριθμό είναι νόμιμη ιδιοκτησία μου,',
  'δεν προέρχεται από παράνομη δραστηριότητα και δεν είναι κλειδωμένη σε λογαριασμό (Εύρεση / Find My).',
  'Έχω διαγράψει τα προσωπικά μου δεδομένα από τη συσκευή και τη μεταβιβάζω ελεύθερη από κάθε βάρος.',
  'Τα στοιχεία που δηλώνω είναι αληθή και ακριβή.',
];

const pdf = await PDFDocument.create();
pdf.registerFontkit(fontkit);
pdf.setTitle('Υπεύθυνη δήλωση / Responsibility declaration');
const font = await pdf.embedFont(await readFile(new URL('DejaVuSans-Latin-Greek.ttf', folder)), { subset: true });
const page = pdf.addPage([layout.page.width, layout.page.height]);
const grey = rgb(0.35, 0.35, 0.35);
page.drawText(title, { x: layout.margin, y: 760, size: 18, font });
page.drawText(subtitle, { x: layout.margin, y: 738, size: 9, font, color: grey });
for (const line of layout.lines) {
  page.drawText(line.label, { x: layout.margin, y: line.y, size: layout.labelSize, font, color: grey });
  page.drawLine({
    start: { x: layout.valueX, y: line.y - 4 },
    end: { x: layout.page.width - layout.margin, y: line.y - 4 },
    thickness: 0.5,
    color: grey,
  });
}
declaration.forEach((text, index) => page.drawText(text, { x: layout.margin, y: 440 - index * 18, size: 10, font }));
page.drawText(layout.date.label, { x: layout.margin, y: layout.date.y + 20, size: layout.labelSize, font, color: grey });
page.drawText(layout.signature.label, { x: layout.signature.x, y: layout.signature.y + 20, size: layout.labelSize, font, color: grey });

const output = fileURLToPath(new URL('declaration-template.pdf', folder));
await writeFile(output, await pdf.save({ useObjectStreams: false }));
console.log(`Wrote ${output}`);
