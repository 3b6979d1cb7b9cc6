import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const backendOrigin = 'http://localhost:3000';

/**
 * Libraries every screen needs, split out of the entry chunk so a new release of our own code
 * does not invalidate them in the browser cache. Everything else (forms, date pickers, icons of
 * lazy pages) is left to automatic splitting, so it only loads with the route that uses it.
 */
const vendorChunks = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'vendor-state',
    test: /node_modules[\\/](@reduxjs|react-redux|redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/]/,
  },
  {
    name: 'vendor-mui-core',
    test: /node_modules[\\/](@mui[\\/](system|styled-engine|private-theming|utils)|@emotion|stylis)[\\/]/,
  },
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorChunks },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: backendOrigin },
      '/chat': { target: backendOrigin, ws: true },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Typing into MUI + Formik forms in jsdom is slow; a loaded CI machine must not turn that into failures.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
