// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readUploadForm, UploadTooLargeError } from './upload-form.server';

const directory = mkdtempSync(path.join(tmpdir(), 'gipfel-upload-test-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const limits = { fileFields: ['photo'], maxFiles: 1, maxFileBytes: 4 * 1024 * 1024, maxTextBytes: 1024, directory };

/** A multipart POST streamed in 64 KB pieces, as a browser's form arrives. */
function multipartRequest(parts: { name: string; value: string | { filename: string; type: string; bytes: number } }[]): Request {
  const boundary = 'gipfelboundary';
  const pieces: Buffer[] = [];
  for (const part of parts) {
    if (typeof part.value === 'string') {
      pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.value.filename}"\r\nContent-Type: ${part.value.type}\r\n\r\n`));
      pieces.push(Buffer.alloc(part.value.bytes, 7), Buffer.from('\r\n'));
    }
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(pieces);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < body.byteLength; at += 64 * 1024) controller.enqueue(new Uint8Array(body.subarray(at, at + 64 * 1024)));
      controller.close();
    },
  });
  return new Request('http://shop.test/contact', { method: 'POST', body: stream, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, duplex: 'half' } as RequestInit);
}

describe('readUploadForm', () => {
  it('keeps the text fields and puts the photo on disk, a File with its name, type and bytes', async () => {
    const upload = await readUploadForm(
      multipartRequest([
        { name: 'firstName', value: 'Zoë' },
        { name: 'photo', value: { filename: 'C:\\Users\\lina\\kaputt.jpg', type: 'image/jpeg', bytes: 3 * 1024 * 1024 } },
      ]),
      limits,
    );
    expect(upload.form.get('firstName')).toBe('Zoë');
    const photo = upload.form.get('photo') as File;
    expect(photo).toBeInstanceOf(File);
    expect(photo).toMatchObject({ name: 'kaputt.jpg', type: 'image/jpeg', size: 3 * 1024 * 1024 });
    // Its bytes are in a file of its own, read when the photo is read.
    const [file] = readdirSync(directory);
    expect(statSync(path.join(directory, file!)).size).toBe(3 * 1024 * 1024);
    expect(new Uint8Array(await photo.slice(0, 4).arrayBuffer())).toEqual(new Uint8Array([7, 7, 7, 7]));
    await upload.discard();
    expect(readdirSync(directory)).toEqual([]);
  });

  it('reads an empty file input as "no file chosen", and drops files of other fields and beyond the first', async () => {
    const none = await readUploadForm(multipartRequest([{ name: 'photo', value: { filename: '', type: 'application/octet-stream', bytes: 0 } }]), limits);
    expect(none.form.get('photo')).toMatchObject({ name: '', size: 0 });
    const extra = await readUploadForm(
      multipartRequest([
        { name: 'photo', value: { filename: 'a.png', type: 'image/png', bytes: 10 } },
        { name: 'photo', value: { filename: 'b.png', type: 'image/png', bytes: 10 } },
        { name: 'other', value: { filename: 'c.png', type: 'image/png', bytes: 10 } },
      ]),
      limits,
    );
    expect(extra.form.getAll('photo')).toHaveLength(1);
    expect(extra.form.get('other')).toBeNull();
    expect(readdirSync(directory)).toHaveLength(1);
    await extra.discard();
  });

  it('refuses a file or text fields over their limit, and leaves nothing on disk', async () => {
    await expect(readUploadForm(multipartRequest([{ name: 'photo', value: { filename: 'big.jpg', type: 'image/jpeg', bytes: 5 * 1024 * 1024 } }]), limits)).rejects.toBeInstanceOf(UploadTooLargeError);
    await expect(readUploadForm(multipartRequest([{ name: 'message', value: 'x'.repeat(2000) }]), limits)).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(readdirSync(directory)).toEqual([]);
  });

  it('reads a form that is not multipart as it is', async () => {
    const upload = await readUploadForm(new Request('http://shop.test/contact', { method: 'POST', body: new URLSearchParams({ firstName: 'Lina' }) }), limits);
    expect(upload.form.get('firstName')).toBe('Lina');
  });
});
