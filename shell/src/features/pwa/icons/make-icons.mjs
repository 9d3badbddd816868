#!/usr/bin/env node
// Writes the web app manifest's PNG icons into shell/public/icons/ (run once; the PNGs are committed):
// `node shell/src/features/pwa/icons/make-icons.mjs`. sharp (the API's image library, librsvg inside)
// renders the favicon at 192 and 512 px, and the maskable variant beside this file, whose glyph stays
// inside the central 80 % safe zone on a full-bleed background, at 512 px.
// (ImageMagick's convert is not installed on these machines.)
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const render = (source, size, target) =>
  sharp(here(source), { density: 1200 }).resize(size, size).png({ compressionLevel: 9 }).toFile(here(target));

await render('../../../../public/favicon.svg', 192, '../../../../public/icons/icon-192.png');
await render('../../../../public/favicon.svg', 512, '../../../../public/icons/icon-512.png');
await render('./maskable.svg', 512, '../../../../public/icons/maskable-512.png');
