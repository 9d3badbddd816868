import { fileURLToPath } from 'node:url';
import { createConfig } from '../tools/rspack/create-config.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));

export default createConfig({
  dir,
  name: 'checkout',
  port: 3002,
  federation: {
    filename: 'remoteEntry.js',
    manifest: true,
    exposes: {
      './Page': './src/exposes/page.tsx',
      './CartToggle': './src/exposes/cart-toggle.tsx',
      './CartDrawer': './src/exposes/cart-drawer.tsx',
      './AddToCart': './src/exposes/add-to-cart.tsx',
    },
  },
  // The standalone harness (npm run dev -w checkout): the remote's pages and fragments without the shell.
  html: { title: 'Checkout remote — standalone' },
  devServer: {
    proxy: [{ context: ['/graphql', '/media'], target: `http://127.0.0.1:${process.env.API_PORT ?? 4000}` }],
  },
});
