import { describe, expect, it } from 'vitest';
import { categories, categorize, categorizeInStack, packageOf, selfTimes, summarizeProfile, type CpuProfile } from './profile-summary';

const nm = '/repo/node_modules/.pnpm/x@1/node_modules';

describe('packageOf', () => {
  it('names npm packages, workspace packages, the app, Node and native code', () => {
    expect(packageOf(`${nm}/react-dom/cjs/react-dom-server.node.production.min.js`)).toBe('react-dom');
    expect(packageOf(`${nm}/@remix-run/router/dist/router.cjs.js`)).toBe('@remix-run/router');
    expect(packageOf('/repo/packages/cms/src/render.tsx')).toBe('@gipfel/cms');
    expect(packageOf('/repo/apps/storefront/app/root.tsx')).toBe('storefront app');
    expect(packageOf('node:internal/encoding')).toBe('node');
    expect(packageOf('')).toBe('(native)');
  });
});

describe('categorize', () => {
  it('puts functions into the issue\'s cost categories', () => {
    expect(categorize('(idle)', '')).toBe(categories.idle);
    expect(categorize('(garbage collector)', '')).toBe(categories.gc);
    expect(categorize('Pa', `${nm}/react-dom/cjs/react-dom-server.node.production.min.js`)).toBe(categories.react);
    expect(categorize('flatten', `${nm}/turbo-stream/dist/flatten.js`)).toBe(categories.encoding);
    expect(categorize('matchServerRoutes', `${nm}/@remix-run/server-runtime/dist/routeMatching.js`)).toBe(categories.matching);
    expect(categorize('compilePath', `${nm}/@remix-run/router/dist/router.cjs.js`)).toBe(categories.matching);
    expect(categorize('callLoaderOrAction', `${nm}/@remix-run/router/dist/router.cjs.js`)).toBe(categories.remix);
    expect(categorize('createRemixRequest', `${nm}/@remix-run/express/dist/server.js`)).toBe(categories.express);
    expect(categorize('compression', `${nm}/compression/index.js`)).toBe(categories.compression);
    expect(categorize('logger', `${nm}/morgan/index.js`)).toBe(categories.logging);
    expect(categorize('handle', `${nm}/express/lib/router/index.js`)).toBe(categories.express);
    expect(categorize('readJson', '/repo/packages/api/src/http.ts')).toBe(categories.json);
    expect(categorize('parse', '')).toBe(categories.json);
    expect(categorize('renderPage', '/repo/packages/cms/src/render.tsx')).toBe(categories.app);
  });

  it('gives Node internals and native code the category of their nearest telling caller', () => {
    const decode = { functionName: 'decode', file: 'node:internal/encoding' };
    expect(categorizeInStack([decode, { functionName: 'readJson', file: '/repo/packages/api/src/http.ts' }])).toBe(categories.json);
    const request = { functionName: '_Request', file: 'node:internal/deps/undici/undici' };
    expect(categorizeInStack([request, { functionName: 'createRemixRequest', file: `${nm}/@remix-run/express/dist/server.js` }])).toBe(categories.express);
    expect(categorizeInStack([request, { functionName: 'ky', file: `${nm}/ky/distribution/index.js` }, { functionName: 'loader', file: '/repo/apps/storefront/app/root.tsx' }])).toBe(categories.fetch);
    expect(categorizeInStack([decode, request, { functionName: 'createRemixRequest', file: `${nm}/@remix-run/express/dist/server.js` }])).toBe(categories.express);
    expect(categorizeInStack([request])).toBe(categories.fetch);
    expect(categorizeInStack([decode])).toBe(categories.node);
    expect(categorizeInStack([{ functionName: '(garbage collector)', file: '' }, { functionName: 'Pa', file: `${nm}/react-dom/server.js` }])).toBe(categories.gc);
  });
});

describe('summarizeProfile', () => {
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 }, children: [2, 3, 4] },
      { id: 2, callFrame: { functionName: '(idle)', url: '', lineNumber: -1, columnNumber: -1 } },
      { id: 3, callFrame: { functionName: 'Pa', url: `file://${nm}/react-dom/cjs/react-dom-server.node.production.min.js`, lineNumber: 32, columnNumber: 5 } },
      { id: 4, callFrame: { functionName: 'flatten', url: `file://${nm}/turbo-stream/dist/flatten.js`, lineNumber: 4, columnNumber: 0 } },
    ],
    startTime: 0,
    endTime: 10_000,
    // Each sample counts until the next one: idle 1 ms, React 6 ms, turbo-stream 3 ms.
    samples: [2, 3, 3, 4, 4],
    timeDeltas: [0, 1000, 3000, 3000, 3000],
  };

  it('counts each sample until the next one', () => {
    expect(selfTimes(profile)).toEqual(new Map([[2, 1000], [3, 6000], [4, 3000]]));
  });

  it('sums self time by category, package and function', () => {
    const summary = summarizeProfile(profile, (frame) => ({ file: frame.url.replace('file://', ''), line: frame.lineNumber + 1 }));
    expect(summary.totalMs).toBeCloseTo(10);
    expect(summary.busyMs).toBeCloseTo(9);
    expect(summary.categories.map((c) => [c.name, c.ms])).toEqual([
      [categories.react, 6],
      [categories.encoding, 3],
      [categories.idle, 1],
    ]);
    expect(summary.packages[0]).toMatchObject({ name: 'react-dom', ms: 6 });
    expect(summary.functions[0]).toMatchObject({ name: 'Pa', line: 33, category: categories.react });
  });
});
