import type { FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_BUSY, UPLOAD_ONE_AT_A_TIME } from '@tulus/shared/rules/messages';
import type { Session } from '../session/session.ts';
import { ImageRejected, type CompressedImage } from './images.ts';
import { JobFailed, openForm, type OpenForm } from './upload-thread.ts';
import type { FileInfo, FormRefusal } from './upload-worker.ts';

export class UploadRefused extends Error {
  readonly statusCode: number;
  constructor(message: string, statusCode = 400) {
    super(message);
    this.name = 'UploadRefused';
    this.statusCode = statusCode;
  }
}

export type ReadLimits = { files: readonly string[]; maxFileBytes: number; tooLargeMessage: string };

/** What readForm needs of the route's context: the request, its reply and the session. */
export type Caller = { req: FastifyRequest; res: FastifyReply; session: Session | null };

/**
 * Uploads one person may have in progress at once, per gateway process: a form sent twice, or a
 * proof next to the driver's queue. The image pipeline is shared by everyone; without this one
 * session could fill it.
 */
export const MAX_UPLOADS_PER_UPLOADER = 2;
/** Seconds a refused upload is told to wait; a photo takes a fraction of one. */
const RETRY_AFTER_SECONDS = 5;

const inFlight = new Map<string, number>();

/** Whose upload it is: the customer or the driver of the session, else the address it came from. */
export function uploaderOf(session: Session | null, ip: string): string {
  if (session?.role === 'customer') return `customer:${session.customer_code}`;
  if (session?.role === 'driver') return `driver:${session.driver.id}`;
  return `ip:${ip}`;
}

/**
 * 503 rather than 429: the driver's offline queue retries a 5xx later and treats other 4xx
 * answers as final (client/src/features/offline/upload-queue.ts). The request's own line names
 * the cause kind `overloaded` (logging/failure.ts reads it from the 503); this line adds which
 * limit was full, for the on-call engineer.
 */
function busy(caller: Caller, message: string, reason: string): UploadRefused {
  caller.res.header('retry-after', String(RETRY_AFTER_SECONDS));
  caller.req.log.warn({ reason }, 'upload refused: image pipeline busy');
  return new UploadRefused(message, 503);
}

const refusals: Record<FormRefusal, (limits: ReadLimits) => UploadRefused> = {
  unreadable: () => new UploadRefused('Unggahan tidak dapat dibaca. Silakan coba lagi.'),
  'unknown-file': () => new UploadRefused('Berkas tidak dikenal dalam unggahan.'),
  'too-large': (limits) => new UploadRefused(limits.tooLargeMessage, 413),
  'too-many-parts': () => new UploadRefused('Terlalu banyak bagian dalam unggahan.', 413),
};

/**
 * A file of the form, held by the upload worker: its bytes never come to this thread, only
 * what the route needs to decide (size, whether it is a PDF) and its SHA-256 for the
 * idempotency fingerprint.
 */
export class ReceivedFile {
  readonly info: FileInfo;
  private readonly form: OpenForm;
  private readonly caller: Caller;
  private readonly uploader: string;

  constructor(form: OpenForm, info: FileInfo, caller: Caller, uploader: string) {
    this.form = form;
    this.info = info;
    this.caller = caller;
    this.uploader = uploader;
  }

  get size() {
    return this.info.size;
  }
  get digest() {
    return this.info.digest;
  }
  get isPdf() {
    return this.info.pdf;
  }

  /** The compressed JPEG; ImageRejected for a picture refused, UploadRefused (503) when the pipeline is full. */
  async compress(): Promise<CompressedImage> {
    try {
      const image = await this.form.compress(this.info.field, this.uploader);
      return { ...image, contentType: 'image/jpeg' };
    } catch (error) {
      if (!(error instanceof JobFailed)) throw error;
      if (error.failure.kind === 'rejected') throw new ImageRejected(error.failure.message);
      if (error.failure.kind === 'busy') throw busy(this.caller, UPLOAD_BUSY, error.failure.message);
      throw error;
    }
  }

  /** The file as it was sent (a PDF goes on uncompressed). */
  bytes(): Promise<Buffer> {
    return this.form.take(this.info.field);
  }
}

/**
 * Reads a multipart form with explicit limits: only the named file fields, a few short
 * text fields, and a per-file size cap checked while streaming (a file over the cap is
 * refused without being held in memory whole). The body goes to the upload worker chunk by
 * chunk as it arrives; what it holds is dropped when the response ends.
 */
export async function readForm(caller: Caller, limits: ReadLimits): Promise<{ fields: Record<string, string>; files: Record<string, ReceivedFile> }> {
  const { req: request, res: reply } = caller;
  if (!request.isMultipart()) throw new UploadRefused('Permintaan harus berupa formulir unggahan.');
  const uploader = uploaderOf(caller.session, request.ip);
  const mine = inFlight.get(uploader) ?? 0;
  if (mine >= MAX_UPLOADS_PER_UPLOADER) throw busy(caller, UPLOAD_ONE_AT_A_TIME, 'uploads in progress for this uploader');
  inFlight.set(uploader, mine + 1);

  const form = openForm(request.headers['content-type'] ?? '', limits);
  // 'close' comes once the answer is sent or the client is gone, whichever way the route ended.
  reply.raw.once('close', () => {
    const left = (inFlight.get(uploader) ?? 1) - 1;
    if (left > 0) inFlight.set(uploader, left);
    else inFlight.delete(uploader);
    form.close();
  });
  const body = request.raw;
  body.on('data', (chunk: Buffer) => form.write(chunk));
  body.once('end', () => form.end());
  // A body cut off midway never ends: its form fails when the connection closes (above).
  body.once('error', () => form.close());

  const answer = await form.answer;
  if ('refusal' in answer) throw refusals[answer.refusal](limits);
  const files: Record<string, ReceivedFile> = {};
  for (const info of answer.files) files[info.field] = new ReceivedFile(form, info, caller, uploader);
  return { fields: answer.fields, files };
}

/** Uploads in progress per uploader in this process (for tests). */
export function uploadsInFlight(uploader: string): number {
  return inFlight.get(uploader) ?? 0;
}
