import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './build/graphql-documents.ts';
import { preloadSignIn } from './build/preload-sign-in.ts';

export default defineConfig({
  plugins: [graphqlDocuments(path.resolve(import.meta.dirname, 'src')), react(), preloadSignIn()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // MUI and its helpers that most screens share go in one chunk: left to themselves they came as some
          // forty files of a few KB each, which cost every screen about 20 KB of gzip more than one file
          // (docs/decisions.md, «What a route's JavaScript is»).
          groups: [
            {
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine)|@emotion|react-transition-group|@popperjs|clsx|stylis|react-is|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/,
              minShareCount: 9,
            },
          ],
        },
      },
    },
  },
});
