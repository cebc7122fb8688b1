import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './vite-precompress';

const backend = 'http://localhost:3000';
const indexHtml = fileURLToPath(new URL('./dist/index.html', import.meta.url));

/**
 * The service worker precaches the shell only: index.html with the scripts and styles it loads,
 * the icon and the manifest. A page's own chunks are cached the first time the page is opened
 * (runtime caching below), so installing a new version no longer downloads every report.
 */
async function shellOnly<Entry extends { url: string }>(entries: Entry[]) {
  const html = await fs.readFile(indexHtml, 'utf8');
  const manifest = entries.filter(
    (entry) => !entry.url.startsWith('assets/') || html.includes(`/${entry.url}"`),
  );
  return { manifest, warnings: [] };
}

/**
 * React and the data libraries every screen needs sit in long-lived chunks, so a new build of the
 * app re-downloads only our code. antd, its icons, socket.io and the rest are left to the
 * bundler: each lands in the chunk of the pages that use it, so the sign-in page loads only the
 * few antd components it draws, not all of antd.
 */
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'vendor-data', test: /node_modules[\\/](@tanstack|zod|dayjs)[\\/]/ },
  {
    name: 'vendor-antd-base',
    test: /node_modules[\\/](antd[\\/]es[\\/](_util|config-provider|theme|style|locale|app|button|form|input|select|typography|modal|message|notification|spin|alert|space|grid|empty|skeleton|tooltip)[\\/]|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)[\\/]|@rc-component[\\/](util|motion|portal|resize-observer|trigger|form|async-validator|select|virtual-list|input|textarea|dialog|notification|overflow)[\\/]|stylis|@emotion|clsx|@babel[\\/]runtime|react-is)/,
  },
];

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    VitePWA({
      registerType: 'prompt',
      // The app registers the worker itself (useRegisterSW) to show the update notice.
      injectRegister: null,
      includeAssets: ['icon.svg'],
      manifest: {
        name: 'Toko Emas Back Office',
        short_name: 'Toko Emas',
        description: 'Back office toko emas: barang, penjualan, pembelian, laporan dan tutup toko.',
        lang: 'id',
        start_url: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#8a6d1d',
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        manifestTransforms: [shellOnly],
        runtimeCaching: [
          {
            // Built chunks carry their content hash in the name: the first copy fetched stays good.
            urlPattern: /\/assets\//,
            handler: 'CacheFirst',
            options: {
              cacheName: 'assets',
              cacheableResponse: { statuses: [200] },
              // Room for every chunk of a build or two; older builds' chunks fall out first.
              expiration: { maxEntries: 500, purgeOnQuotaError: true },
            },
          },
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io/, /^\/files\//, /^\/config\.json$/],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  server: {
    proxy: {
      // /api/docs is a page of the app (the API document), the rest of /api the server's.
      '/api': {
        target: backend,
        bypass: (request) => (request.url === '/api/docs' ? '/index.html' : undefined),
      },
      '/config.json': backend,
      '/files': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
