import { randomBytes } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node';

/**
 * A multipart form read as it streams (decision 0051): its files go to temporary files as they
 * arrive, each a `File` backed by the disk (`fs.openAsBlob`), its text fields into memory up to a
 * small total. `request.formData()` instead holds the whole body, and every file in it, in memory.
 */
export interface UploadForm {
  form: FormData;
  /** Deletes the files on disk; call it when the form has been handled. */
  discard(): Promise<void>;
}

export interface UploadFormLimits {
  /** The fields that may carry a file (others' files are read and dropped). */
  fileFields: readonly string[];
  /** Files kept at most; further ones are read and dropped. */
  maxFiles: number;
  /** Bytes of one file at most. */
  maxFileBytes: number;
  /** Bytes of all text fields together at most. */
  maxTextBytes: number;
  /** Where the files go (default: the system's temporary directory). */
  directory?: string;
}

/** The form is larger than its limits allow (a file or the text fields): answered as "too large". */
export class UploadTooLargeError extends Error {
  constructor(what: string) {
    super(`The form's ${what} is too large`);
    this.name = 'UploadTooLargeError';
  }
}

const drain = async (data: AsyncIterable<Uint8Array>) => {
  for await (const _chunk of data);
};

/**
 * Reads a form: a multipart body part by part within `limits`, any other body with
 * `request.formData()` (server.mjs caps those at the small-form size). A broken multipart body
 * throws a TypeError; a too large part an `UploadTooLargeError`. Nothing stays on disk after a throw.
 */
export async function readUploadForm(request: Request, limits: UploadFormLimits): Promise<UploadForm> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get('content-type') ?? '')) return { form: await request.formData(), discard: async () => undefined };
  const directory = limits.directory ?? path.join(tmpdir(), 'gipfel-uploads');
  const files: string[] = [];
  const discard = async () => {
    await Promise.all(files.map((file) => rm(file, { force: true })));
  };
  let textBytes = 0;
  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (filename === undefined) {
      const chunks: Uint8Array[] = [];
      for await (const chunk of data) {
        textBytes += chunk.byteLength;
        if (textBytes > limits.maxTextBytes) throw new UploadTooLargeError('text');
        chunks.push(chunk);
      }
      return Buffer.concat(chunks).toString('utf8');
    }
    if (!limits.fileFields.includes(name) || files.length >= limits.maxFiles) {
      await drain(data);
      return undefined;
    }
    // No file chosen: the browser sends an empty part without a name, as its own FormData has it.
    if (filename === '') {
      await drain(data);
      return new File([], '', { type: contentType });
    }
    await mkdir(directory, { recursive: true, mode: 0o700 });
    const file = path.join(directory, `upload-${randomBytes(12).toString('hex')}`);
    files.push(file);
    let bytes = 0;
    async function* counted() {
      for await (const chunk of data) {
        bytes += chunk.byteLength;
        if (bytes > limits.maxFileBytes) throw new UploadTooLargeError('file');
        yield chunk;
      }
    }
    await pipeline(Readable.from(counted()), createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    // The file's bytes stay on disk: the File reads them when it is read.
    return new File([await openAsBlob(file)], filename, { type: contentType });
  };
  try {
    return { form: await unstable_parseMultipartFormData(request, handler), discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
