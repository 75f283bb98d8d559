/**
 * Where server.mjs gets the Remix app from: the production build, or in development Vite in
 * middleware mode (as Remix's custom-server template), so `pnpm dev` and `npm start` take the
 * same path through server.mjs (request context, body caps, cross-site marking, cache policy,
 * request log); only the source of the build and of the browser's files differs.
 *
 *   production (NODE_ENV=production): build/server/index.js, the files of build/client
 *   development (any other NODE_ENV):  vite.ssrLoadModule('virtual:remix/server-build') on each
 *                                      request (edits apply without a restart), Vite's middlewares
 *                                      for modules, HMR (on the server's own port) and public/
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import express from 'express';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverBuildId = 'virtual:remix/server-build';

/**
 * @param {{ dev: boolean, server: import('node:http').Server }} options `server` carries Vite's HMR socket in development.
 * @returns {Promise<{ mode: 'production' | 'development', build: any, requestBuild: any, buildMeta: any, assets: import('express').RequestHandler, clientDirectory?: string }>}
 *   `build`: loaded once at start (server.mjs's start-up checks and request guards);
 *   `requestBuild`: what Remix's request handler is given: the build itself in production, a
 *   function that loads it in development (Remix derives its routes and static handler again on
 *   every request when given a function, so edits apply without a restart; with the build itself
 *   it derives them once, and the route-matching caches of decision 0043 hit);
 *   `buildMeta`: the route rules (decision 0020);
 *   `assets`: the browser's files; `clientDirectory`: where they are (production).
 */
export async function loadRemixApp({ dev, server }) {
  return dev ? developmentApp(server) : productionApp();
}

async function productionApp() {
  const build = await import(pathToFileURL(path.join(here, 'build/server/index.js')).href);
  // The build manifest (decision 0020): redirect rules applied before Remix, the build id polled by open tabs.
  const buildMetaPath = path.join(here, 'build/client/build-meta.json');
  const buildMeta = existsSync(buildMetaPath) ? JSON.parse(readFileSync(buildMetaPath, 'utf8')) : null;
  const assets = express.Router();
  assets.get('/latest-build.json', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.sendFile(path.join(here, 'build/client/latest-build.json'));
  });
  // Fingerprinted build assets never change; everything else in public/ may.
  assets.use('/assets', express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y', index: false }));
  assets.use(express.static(path.join(here, 'build/client'), { maxAge: '1h', index: false }));
  return { mode: 'production', build, requestBuild: build, buildMeta, assets, clientDirectory: path.join(here, 'build/client') };
}

async function developmentApp(server) {
  const { createServer } = await import('vite');
  const vite = await createServer({ root: here, appType: 'custom', server: { middlewareMode: true, hmr: { server } } });
  server.on('close', () => void vite.close());
  const getBuild = () => vite.ssrLoadModule(serverBuildId);
  // The same route rules as the build's (redirects.json, validated by the same code).
  const { validateRedirectRules } = await vite.ssrLoadModule('/app/lib/routing/route-rules.ts');
  const buildMeta = { routeRules: { redirects: validateRedirectRules(JSON.parse(readFileSync(path.join(here, 'redirects.json'), 'utf8'))) } };
  return { mode: 'development', build: await getBuild(), requestBuild: getBuild, buildMeta, assets: vite.middlewares };
}
