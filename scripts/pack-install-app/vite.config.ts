import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// The browser talks only to this app's origin: `/store-api` is proxied to the Store API, and the
// proxy adds the sales channel's access key (the browser's client sends a placeholder).
const target = process.env.STORE_API_URL ?? 'http://127.0.0.1:8787';
const accessKey = process.env.STORE_API_ACCESS_KEY ?? 'SWGIPFELDEMO0000000000000001';
const proxy: Record<string, ProxyOptions> = {
  '/store-api': { target, changeOrigin: true, headers: { 'sw-access-key': accessKey } },
};

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
});
