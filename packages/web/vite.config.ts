import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // One stylesheet for every page (issue 13): split per chunk, the product page blocked its first paint on 13
    // files. All of it is about 20 KB compressed, cached once for the whole site; the server preloads it with a
    // Link header (platform/stylesheet-link-header.ts).
    cssCodeSplit: false,
  },
});
