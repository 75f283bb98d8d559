import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without declarations
import { dependencyProblems, importedPackages, typedEntryPoints } from './package-checks.mjs';

describe('package checks: dependencies against what the build imports', () => {
  it('reads the bare imports of esbuild output and bundled declarations, not text inside code', () => {
    const js = [
      'import { jsx } from "react/jsx-runtime";',
      'import { create } from "zustand/vanilla";',
      'export { vars } from "@gipfel/ui";',
      'import "./index.css";',
      'import { readFileSync } from "node:fs";',
      'const hint = "import x from \\"left-pad\\"";',
      '  case "from \'nope\'": break;',
      'const chunk = await import("./chunk-ABC.js");',
    ].join('\n');
    const dts = ['import {', '  Schemas,', '  operations', "} from '@shopware/api-client/store-api-types';", "type T = import('valibot').BaseSchema;"].join('\n');
    expect([...importedPackages(js)].sort()).toEqual(['@gipfel/ui', 'react', 'zustand']);
    expect([...importedPackages(dts)].sort()).toEqual(['@shopware/api-client', 'valibot']);
  });

  it("flags a runtime dependency the build never imports (ui's @vanilla-extract/css) and an undeclared import", () => {
    const ui = { dependencies: { '@radix-ui/react-dialog': '~1.3.1', '@vanilla-extract/css': '^1.17.0' }, peerDependencies: { react: '^18.3.0' } };
    expect(dependencyProblems(ui, new Set(['@radix-ui/react-dialog', 'react']))).toEqual(['lists @vanilla-extract/css as a runtime dependency, but its build never imports it']);
    expect(dependencyProblems(ui, new Set(['@radix-ui/react-dialog', '@vanilla-extract/css', 'react', 'clsx']))).toEqual([
      'imports clsx, which is neither a dependency nor a peer dependency',
    ]);
    // A peer the build does not import is the host's business, not an unused install.
    expect(dependencyProblems({ dependencies: {}, peerDependencies: { i18next: '*' } }, new Set())).toEqual([]);
  });

  it('checks the typed entry points only (a stylesheet export has no types)', () => {
    const manifest = {
      exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' }, './lite/i18next': { types: './dist/lite/i18next.d.ts' }, './styles.css': './dist/index.css' },
    };
    expect(typedEntryPoints(manifest)).toEqual(['.', './lite/i18next']);
    expect(typedEntryPoints({})).toEqual(['.']);
  });
});
