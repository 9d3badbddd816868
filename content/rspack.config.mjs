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
      './Newsletter': './src/exposes/newsletter.tsx',
    },
  },
  // The standalone harness (npm run dev -w content): the remote's pages without the shell.
  html: { title: 'Content remote — standalone' },
  devServer: {
    proxy: [{ context: ['/graphql'], target: `http://127.0.0.1:${process.env.API_PORT ?? 4000}` }],
  },
});
