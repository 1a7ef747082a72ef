/**
 * The upload worker thread: the gateway's main thread hands it the raw body of each upload as it
 * arrives (upload-thread.ts), and it does everything that touches the files' bytes. It parses the
 * multipart form, keeps each file, hashes it, and on request compresses it (images.ts, through
 * the compression queue) or hands it back (a PDF). Only the text fields, the files' sizes and
 * digests, and the compressed JPEGs (tens of KB) go back to the main thread. A 5 MB photo used to
 * become 5 MB of buffers on the main thread: joining them, parsing the form and the garbage they
 * left kept its event loop busy in bursts of uploads (docs/performance.md, section 7).
 */
import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import Busboy, { type BusboyInstance } from '@fastify/busboy';
import { QueueFull } from './compression-queue.ts';
import { compressImage, ImageRejected } from './images.ts';
import { lowerLibvipsThreads, lowerThisThread } from './thread-priority.ts';

/** Why a form was refused while it was read; multipart.ts turns each into its message and status. */
export type FormRefusal = 'unreadable' | 'unknown-file' | 'too-large' | 'too-many-parts';
export type FormLimits = { files: readonly string[]; maxFileBytes: number };
export type FileInfo = { field: string; filename: string; mimetype: string; size: number; digest: string; pdf: boolean };

export type ToWorker =
  | { op: 'open'; form: number; contentType: string; limits: FormLimits }
  | { op: 'chunks'; form: number; chunks: ArrayBuffer[] }
  | { op: 'end'; form: number }
  | { op: 'close'; form: number }
  | { op: 'compress'; form: number; field: string; job: number; uploader: string }
  | { op: 'take'; form: number; field: string; job: number };

export type JobFailure = { kind: 'rejected' | 'busy' | 'gone' | 'bug'; message: string };
export type FromWorker =
  | { op: 'form'; form: number; fields: Record<string, string>; files: FileInfo[] }
  | { op: 'refused'; form: number; refusal: FormRefusal }
  | { op: 'compressed'; job: number; bytes: ArrayBuffer; width: number; height: number }
  | { op: 'taken'; job: number; bytes: ArrayBuffer }
  | { op: 'failed'; job: number; failure: JobFailure };

/** The form's text fields may be a dozen short values; its parts are its files and those. */
const MAX_FIELDS = 12;
const MAX_FIELD_BYTES = 2_000;
const PDF_SIGNATURE = Buffer.from('%PDF');

type HeldFile = { bytes: Buffer; info: FileInfo };
type Form = { parser: BusboyInstance; files: Map<string, HeldFile>; settled: boolean; sawData: boolean };

// Parsing, hashing and compressing wait for the main thread's event loop, not the other way round.
lowerThisThread();
const forms = new Map<number, Form>();
const port = parentPort!;
const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** A copy in an ArrayBuffer of its own, which can be moved to the other thread (Node's pooled and sharp's buffers cannot). */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  return new Uint8Array(bytes).buffer;
}

function open(id: number, contentType: string, limits: FormLimits): void {
  const fields: Record<string, string> = {};
  const settle = (message: FromWorker) => {
    const form = forms.get(id);
    if (!form || form.settled) return;
    form.settled = true;
    send(message);
  };
  const refuse = (refusal: FormRefusal) => settle({ op: 'refused', form: id, refusal });

  let parser: BusboyInstance;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: { fileSize: limits.maxFileBytes, files: limits.files.length, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: limits.files.length + MAX_FIELDS },
    });
  } catch {
    // No boundary, or not multipart at all.
    send({ op: 'refused', form: id, refusal: 'unreadable' });
    return;
  }
  const form: Form = { parser, files: new Map(), settled: false, sawData: false };
  forms.set(id, form);

  parser.on('file', (field, stream, filename, _encoding, mimetype) => {
    // A field named like a property of every object would reach the main thread as one.
    if (form.settled || field in Object.prototype || !limits.files.includes(field) || form.files.has(field)) {
      stream.resume();
      if (!form.settled) refuse(field in Object.prototype ? 'unreadable' : 'unknown-file');
      return;
    }
    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      if (form.settled) return;
      hash.update(chunk);
      chunks.push(chunk);
      size += chunk.length;
    });
    stream.on('limit', () => refuse('too-large'));
    stream.on('error', () => refuse('unreadable'));
    // Before busboy's own 'end' listener, which may finish the form at once.
    stream.prependListener('end', () => {
      if (form.settled || stream.truncated) return;
      const bytes = Buffer.concat(chunks, size);
      // The name is kept only for logs; it never becomes a path anywhere.
      const info = { field, filename: filename.slice(0, 100), mimetype, size, digest: hash.digest('hex'), pdf: bytes.subarray(0, 4).equals(PDF_SIGNATURE) };
      form.files.set(field, { bytes, info });
    });
  });
  parser.on('field', (field, value) => {
    if (field in Object.prototype) refuse('unreadable');
    else fields[field] = value;
  });
  parser.on('partsLimit', () => refuse('too-many-parts'));
  parser.on('filesLimit', () => refuse('too-many-parts'));
  parser.on('fieldsLimit', () => refuse('too-many-parts'));
  parser.on('error', (error: Error) => {
    // An empty body is an empty form (the route then names what is missing), as @fastify/multipart read it.
    if (!form.sawData && error.message === 'Unexpected end of multipart data') settle({ op: 'form', form: id, fields, files: [] });
    else refuse('unreadable');
  });
  parser.on('finish', () => settle({ op: 'form', form: id, fields, files: [...form.files.values()].map((f) => f.info) }));
}

async function compress(id: number, field: string, job: number, uploader: string): Promise<void> {
  const held = forms.get(id)?.files.get(field);
  if (!held) return send({ op: 'failed', job, failure: { kind: 'gone', message: 'file not held (form closed)' } });
  try {
    // Before and after: libvips starts its threads during a job.
    lowerLibvipsThreads();
    const image = await compressImage(held.bytes, { uploader });
    lowerLibvipsThreads();
    const bytes = ownBuffer(image.bytes);
    send({ op: 'compressed', job, bytes, width: image.width, height: image.height }, [bytes]);
  } catch (error) {
    if (error instanceof ImageRejected) send({ op: 'failed', job, failure: { kind: 'rejected', message: error.message } });
    else if (error instanceof QueueFull) send({ op: 'failed', job, failure: { kind: 'busy', message: error.message } });
    else send({ op: 'failed', job, failure: { kind: 'bug', message: (error as Error).stack ?? String(error) } });
  }
}

port.on('message', (message: ToWorker) => {
  switch (message.op) {
    case 'open':
      return open(message.form, message.contentType, message.limits);
    case 'chunks': {
      const form = forms.get(message.form);
      // Once refused, the rest of the body is not parsed: the main thread answers and drops it.
      if (!form || form.settled) return;
      for (const chunk of message.chunks) {
        if (chunk.byteLength) form.sawData = true;
        form.parser.write(Buffer.from(chunk));
      }
      return;
    }
    case 'end': {
      const form = forms.get(message.form);
      if (form && !form.settled) form.parser.end();
      return;
    }
    case 'close': {
      const form = forms.get(message.form);
      forms.delete(message.form);
      form?.parser.destroy();
      return;
    }
    case 'compress':
      return void compress(message.form, message.field, message.job, message.uploader);
    case 'take': {
      const held = forms.get(message.form)?.files.get(message.field);
      if (!held) return send({ op: 'failed', job: message.job, failure: { kind: 'gone', message: 'file not held (form closed)' } });
      const bytes = ownBuffer(held.bytes);
      return send({ op: 'taken', job: message.job, bytes }, [bytes]);
    }
  }
});
