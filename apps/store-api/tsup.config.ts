import { defineConfig } from 'tsup';

// One self-contained ESM file for `node dist/main.js`; better-sqlite3 stays external (native addon).
export default defineConfig({
  entry: { main: 'src/main.ts', 'seed-cli': 'src/seed-cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  external: ['better-sqlite3'],
  noExternal: ['hono', '@hono/node-server'],
});
