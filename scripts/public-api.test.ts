import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without declarations
import { architectureFile, architectureSection, conflictingNames, readPublicApi, readmes, sourcePackages, withSection } from './public-api.mjs';

interface PublicApi {
  name: string;
  entries: { subpath: string; names: { name: string; declaration: string; kind: string }[] }[];
}

/** A compiler host over files in memory, so the guard is tested on a small made-up workspace. */
function memoryHost(files: Record<string, string>): ts.CompilerHost {
  const host = ts.createCompilerHost({});
  return {
    ...host,
    fileExists: (file) => Object.hasOwn(files, file) || host.fileExists(file),
    directoryExists: (dir) => Object.keys(files).some((file) => file.startsWith(`${dir}/`)) || (host.directoryExists?.(dir) ?? false),
    readFile: (file) => (Object.hasOwn(files, file) ? files[file] : host.readFile(file)),
    getSourceFile: (file, language) => {
      const text = Object.hasOwn(files, file) ? files[file] : host.readFile(file);
      return text === undefined ? undefined : ts.createSourceFile(file, text, language);
    },
  };
}

describe('public API: one meaning per name over all packages', () => {
  it('flags a name two packages declare twice, not a re-export of the same symbol', () => {
    const files = {
      '/ws/a/index.ts': "export function addLineItems(client: unknown, input: { items: string[] }) { return input; }\nexport type Status = 'idle';\n",
      '/ws/b/index.ts': "export { type Status } from '../a/index.ts';\nexport function addLineItems(client: unknown, items: string[]) { return items; }\n",
    };
    const packages = [
      { name: '@x/a', entries: [{ subpath: '.', file: '/ws/a/index.ts' }] },
      { name: '@x/b', entries: [{ subpath: '.', file: '/ws/b/index.ts' }] },
    ];
    const api = readPublicApi(packages, memoryHost(files)) as PublicApi[];
    expect(conflictingNames(api)).toEqual(['addLineItems: @x/a vs @x/b']);
    expect(api[1]?.entries[0]?.names.map((name) => `${name.name}:${name.kind}`)).toEqual(['addLineItems:operation', 'Status:type']);
  });

  describe('the workspace', () => {
    let api: PublicApi[];
    beforeAll(() => {
      api = readPublicApi(sourcePackages()) as PublicApi[];
    }, 120_000);

    it('exports no name from two packages with two meanings', () => {
      expect(conflictingNames(api)).toEqual([]);
    });

    it("docs/architecture.md's public API section is the one the sources make (node scripts/public-api.mjs --update)", () => {
      const document = readFileSync(architectureFile, 'utf8');
      expect(withSection(document, architectureSection(api))).toBe(document);
    });

    it("each package's README lists what it exports and how to install it, as the sources and package.json say (node scripts/public-api.mjs --update)", () => {
      for (const readme of readmes(api) as { file: string; current: string; next: string }[]) expect(readme.current, readme.file).toBe(readme.next);
    });
  });
});
