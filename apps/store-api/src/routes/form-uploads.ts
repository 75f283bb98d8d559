import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { Violation } from '../errors';

/**
 * Photos sent with the repair, return and warranty forms (`photos`: up to three
 * `{ fileName, mimeType, content }` with base64 content). Only JPEG, PNG and WebP images of at
 * most 5 MB are taken; the type is checked on the bytes, not only on the declared MIME type.
 * Refused files are violations in Symfony's File constraint terms (`MIMETYPE_ERROR`,
 * `TOO_LARGE_ERROR`) at `/photos/{index}`.
 */

export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 3;

export interface FormUpload {
  fileName: string;
  mimeType: (typeof UPLOAD_MIME_TYPES)[number];
  content: Buffer;
}

function sniff(bytes: Buffer): FormUpload['mimeType'] | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Reads and checks `photos`; problems are added to `problems`, good files returned. */
export function readUploads(body: Record<string, unknown>, problems: Violation[]): FormUpload[] {
  const raw = body.photos;
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    problems.push({ pointer: '/photos', code: 'VIOLATION::INVALID_TYPE_ERROR', detail: 'This value should be of type array.', parameters: { '{{ type }}': 'array' } });
    return [];
  }
  if (raw.length > UPLOAD_MAX_FILES) {
    problems.push({
      pointer: '/photos',
      code: 'VIOLATION::TOO_MANY_ERROR',
      detail: `This collection should contain ${UPLOAD_MAX_FILES} elements or less.`,
      parameters: { '{{ limit }}': UPLOAD_MAX_FILES },
    });
    return [];
  }
  const files: FormUpload[] = [];
  raw.forEach((entry: unknown, index) => {
    const pointer = `/photos/${index}`;
    const file = entry as { fileName?: unknown; mimeType?: unknown; content?: unknown } | null;
    if (!file || typeof file !== 'object' || typeof file.content !== 'string' || !BASE64.test(file.content)) {
      problems.push({ pointer, code: 'VIOLATION::INVALID_TYPE_ERROR', detail: 'Expected { fileName, mimeType, content (base64) }.' });
      return;
    }
    const fileName = typeof file.fileName === 'string' && file.fileName.trim() !== '' ? file.fileName.trim().slice(0, 255) : `photo-${index + 1}`;
    // Base64 is 4 characters per 3 bytes: refuse oversized files before decoding them.
    if (Math.floor((file.content.length * 3) / 4) > UPLOAD_MAX_BYTES + 2) {
      problems.push({
        pointer,
        code: 'VIOLATION::TOO_LARGE_ERROR',
        detail: `The file is too large. Allowed maximum size is ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
        parameters: { '{{ limit }}': UPLOAD_MAX_BYTES / 1024 / 1024, '{{ suffix }}': 'MB', '{{ file }}': fileName },
      });
      return;
    }
    const content = Buffer.from(file.content, 'base64');
    if (content.length > UPLOAD_MAX_BYTES) {
      problems.push({
        pointer,
        code: 'VIOLATION::TOO_LARGE_ERROR',
        detail: `The file is too large. Allowed maximum size is ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
        parameters: { '{{ limit }}': UPLOAD_MAX_BYTES / 1024 / 1024, '{{ suffix }}': 'MB', '{{ file }}': fileName },
      });
      return;
    }
    const sniffed = sniff(content);
    if (!sniffed || (typeof file.mimeType === 'string' && file.mimeType !== '' && file.mimeType !== sniffed)) {
      problems.push({
        pointer,
        code: 'VIOLATION::MIMETYPE_ERROR',
        detail: `The mime type of the file is invalid. Allowed mime types are ${UPLOAD_MIME_TYPES.join(', ')}.`,
        parameters: { '{{ types }}': UPLOAD_MIME_TYPES.join(', '), '{{ file }}': fileName },
      });
      return;
    }
    files.push({ fileName, mimeType: sniffed, content });
  });
  return files;
}

function ensureTables(db: Db): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS contact_form_submission (
      id TEXT PRIMARY KEY,
      form_type TEXT NOT NULL,
      email TEXT NOT NULL,
      data TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS contact_form_upload (
      id TEXT PRIMARY KEY,
      submission_id TEXT NOT NULL,
      file_name TEXT NOT NULL,
      mime_type TEXT NOT NULL,
      size INTEGER NOT NULL,
      content BLOB NOT NULL,
      created_at TEXT NOT NULL
    );
  `);
}

export interface StoredUpload {
  id: string;
  fileName: string;
  mimeType: string;
  size: number;
}

/** Stores a submission with its files; returns what the mail lists about the files. */
export function storeSubmission(
  db: Db,
  input: { formType: string; email: string; data: Record<string, unknown>; uploads: FormUpload[]; now: number },
): StoredUpload[] {
  ensureTables(db);
  const id = randomUUID().replace(/-/g, '');
  const at = new Date(input.now).toISOString();
  const stored: StoredUpload[] = [];
  db.transaction(() => {
    db.prepare('INSERT INTO contact_form_submission (id, form_type, email, data, created_at) VALUES (?, ?, ?, ?, ?)').run(
      id,
      input.formType,
      input.email,
      JSON.stringify(input.data),
      at,
    );
    for (const upload of input.uploads) {
      const uploadId = randomUUID().replace(/-/g, '');
      db.prepare('INSERT INTO contact_form_upload (id, submission_id, file_name, mime_type, size, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        uploadId,
        id,
        upload.fileName,
        upload.mimeType,
        upload.content.length,
        upload.content,
        at,
      );
      stored.push({ id: uploadId, fileName: upload.fileName, mimeType: upload.mimeType, size: upload.content.length });
    }
  })();
  return stored;
}
