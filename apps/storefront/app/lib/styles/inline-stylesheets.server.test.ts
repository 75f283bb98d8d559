import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EntryContext } from '@remix-run/node';
import { inlineStylesheetsFrom, inlineStylesheetsOf, maxInlineStylesheetBytes } from './inline-stylesheets.server';

const manifestWith = (css: string[]) => ({ routes: { root: { id: 'root', css } } }) as unknown as EntryContext['manifest'];

let root: string;
let client: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'inline-css-'));
  client = path.join(root, 'client');
  mkdirSync(path.join(client, 'assets'), { recursive: true });
  writeFileSync(path.join(client, 'assets/style-a.css'), 'body{margin:0}');
  writeFileSync(path.join(root, 'secret.css'), 'outside');
  inlineStylesheetsFrom(client);
});

describe('inlineStylesheetsOf', () => {
  it("reads the root route's stylesheet from the build's files", () => {
    expect([...inlineStylesheetsOf(manifestWith(['/assets/style-a.css']))]).toEqual([['/assets/style-a.css', 'body{margin:0}']]);
  });

  it('keeps linked what is not a stylesheet file of the build', () => {
    writeFileSync(path.join(client, 'assets/app.js'), 'alert(1)');
    const manifest = manifestWith(['/assets/missing.css', '/../secret.css', '/assets/%2e%2e/%2e%2e/secret.css', '/assets/app.js', 'http://elsewhere.example/assets/style-a.css?x=1']);
    // The address's path is what counts (another origin's path is read from the build, never fetched).
    expect([...inlineStylesheetsOf(manifest).keys()]).toEqual(['http://elsewhere.example/assets/style-a.css?x=1']);
  });

  it('keeps linked a stylesheet too large for every page, or one whose text could end the element early', () => {
    writeFileSync(path.join(client, 'assets/large.css'), `a{b:c}${' '.repeat(maxInlineStylesheetBytes)}`);
    writeFileSync(path.join(client, 'assets/closing.css'), '.a::after{content:"</STYLE><script>alert(1)</script>"}');
    expect(inlineStylesheetsOf(manifestWith(['/assets/large.css', '/assets/closing.css'])).size).toBe(0);
  });

  it('writes nothing before the build is named (development)', () => {
    inlineStylesheetsFrom(path.join(root, 'no-such-build'));
    expect(inlineStylesheetsOf(manifestWith(['/assets/style-a.css'])).size).toBe(0);
  });
});
