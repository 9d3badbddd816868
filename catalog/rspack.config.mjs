import { fileURLToPath } from 'node:url';
import { createConfig } from '../tools/rspack/create-config.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));

export default createConfig({
  dir,
  name: 'catalog',
  port: 3001,
  federation: {
    filename: 'remoteEntry.js',
    manifest: true,
    exposes: {
      './Page': './src/exposes/page.tsx',
      './HeaderSearch': './src/exposes/header-search.tsx',
      './CompareBar': './src/exposes/compare-bar.tsx',
      './ShippingPromotion': './src/exposes/shipping-promotion.tsx',
      './FooterCategories': './src/exposes/footer-categories.tsx',
    },
  },
  // The standalone harness (npm run dev -w catalog): the remote's pages and fragments without the shell.
  html: { title: 'Catalog remote — standalone' },
  devServer: {
    proxy: [{ context: ['/graphql', '/media'], target: `http://127.0.0.1:${process.env.API_PORT ?? 4000}` }],
  },
});
