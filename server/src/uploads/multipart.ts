import type { FastifyRequest } from 'fastify';

export class UploadRefused extends Error {
  readonly statusCode: number;
  constructor(message: string, statusCode = 400) {
    super(message);
    this.name = 'UploadRefused';
    this.statusCode = statusCode;
  }
}

export type ReadLimits = { files: readonly string[]; maxFileBytes: number; tooLargeMessage: string };

/**
 * Reads a multipart form with explicit limits: only the named file fields, a few short
 * text fields, and a per-file size cap checked while streaming (a file over the cap is
 * refused without being held in memory whole).
 */
export async function readForm(request: FastifyRequest, limits: ReadLimits) {
  if (!request.isMultipart()) throw new UploadRefused('Permintaan harus berupa formulir unggahan.');
  const fields: Record<string, string> = {};
  const files: Record<string, { bytes: Buffer; filename: string; mimetype: string }> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxFileBytes, files: limits.files.length, fields: 12, fieldSize: 2_000, parts: limits.files.length + 12 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!limits.files.includes(part.fieldname) || files[part.fieldname]) {
          part.file.resume();
          throw new UploadRefused('Berkas tidak dikenal dalam unggahan.');
        }
        const bytes = await part.toBuffer();
        // The name is kept only for logs; it never becomes a path anywhere.
        files[part.fieldname] = { bytes, filename: part.filename.slice(0, 100), mimetype: part.mimetype };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadRefused(limits.tooLargeMessage, 413);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new UploadRefused('Terlalu banyak bagian dalam unggahan.', 413);
    }
    throw new UploadRefused('Unggahan tidak dapat dibaca. Silakan coba lagi.');
  }
  return { fields, files };
}
