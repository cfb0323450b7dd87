import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

// The API server the dev proxy talks to (npm run dev starts it on this port).
const apiTarget = process.env.API_TARGET ?? 'http://localhost:8081';

export default defineConfig({
  plugins: [react(), precompress()],
  worker: { format: 'es' },
  optimizeDeps: {
    include: ['@stomp/stompjs', 'rxjs', 'rxdb', 'rxdb/plugins/storage-dexie', 'comlink'],
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
});
