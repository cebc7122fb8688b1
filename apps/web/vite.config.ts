import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const backend = 'http://localhost:3000';

/** Vendor libraries in a few long-lived chunks, so a new build of the app re-downloads only our code. */
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'vendor-icons', test: /node_modules[\\/]@ant-design[\\/]icons/ },
  { name: 'vendor-antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion)[\\/]/ },
  { name: 'vendor-data', test: /node_modules[\\/](@tanstack|zod|dayjs)[\\/]/ },
  {
    name: 'vendor-socket',
    test: /node_modules[\\/](socket\.io-client|engine\.io-client|engine\.io-parser|socket\.io-parser|@socket\.io)[\\/]/,
  },
];

export default defineConfig({
  plugins: [
    react(),
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
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io/, /^\/files\//, /^\/config\.json$/],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  server: {
    proxy: {
      '/api': backend,
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
