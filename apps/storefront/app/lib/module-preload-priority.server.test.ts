// @vitest-environment node
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './module-preload-priority.server';

async function run(chunks: (string | Buffer)[]): Promise<string> {
  const out: Buffer[] = [];
  const transform = lowPriorityModulePreloads();
  transform.on('data', (chunk: Buffer) => out.push(chunk));
  const finished = new Promise((resolve, reject) => transform.on('end', resolve).on('error', reject));
  Readable.from(chunks).pipe(transform);
  await finished;
  return Buffer.concat(out).toString('utf8');
}

const html =
  '<!DOCTYPE html><html lang="de"><head><link rel="stylesheet" href="/assets/style.css"/></head><body><h1>Käse – Grüntee • 12 CHF</h1>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<p>Crème brûlée 🧀</p><script type="module" async="">import "/assets/entry.client.js";</script></body></html>';
const expected = html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

describe('lowPriorityModulePreloads', () => {
  it('marks every script preload low priority and leaves the rest of the document as it was', async () => {
    expect(await run([html])).toBe(expected);
    expect(expected.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(await run(['<link rel="stylesheet" href="/a.css"/><p>no scripts</p>'])).toBe('<link rel="stylesheet" href="/a.css"/><p>no scripts</p>');
  });

  it('finds a preload cut by any chunk boundary, and keeps characters cut in the middle of their bytes', async () => {
    const bytes = Buffer.from(html, 'utf8');
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at byte ${cut}`).toBe(expected);
    }
    // one byte at a time
    expect(await run([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
  });

  it('hands back a document that ends with the start of a tag', async () => {
    expect(await run(['<p>end</p><link rel="module'])).toBe('<p>end</p><link rel="module');
  });
});
