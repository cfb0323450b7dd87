// Build of the Chromium bench page (tests/bench/browser): the real sync engine in a module worker on
// Dexie/IndexedDB, as in the app. Built into .tmp/bench-browser by run-browser.ts; never part of the app.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  logLevel: 'warn',
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL('../../../.tmp/bench-browser', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 4000,
    // the chat bench (index.html) and the revisit bench (revisit.html, served by the reference server)
    rolldownOptions: { input: { index: join(here, 'index.html'), revisit: join(here, 'revisit.html') } },
  },
});
