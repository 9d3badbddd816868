import { fileURLToPath } from 'node:url';
import { createConfig } from '../tools/rspack/create-config.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));

export default createConfig({
  dir,
  name: 'content',
  port: 3005,
  federation: {
    filename: 'remoteEntry.js',
    manifest: true,
    exposes: {
      './Page': './src/exposes/page.tsx',
      './ReviewsBand': './src/exposes/reviews-band.tsx',
    },
  },
  // The standalone harness (npm run dev -w content): the remote's pages without the shell.
  html: { title: 'Content remote — standalone' },
});
