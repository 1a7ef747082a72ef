/** Spec section 2: the application's documents are images or a PDF. */
export const DOCUMENT_ACCEPT = 'image/*,application/pdf';

const NOT_A_DOCUMENT = 'File harus berupa gambar (jpg, jpeg, png) atau pdf.';

/** The membership picker's rule: an image or a PDF, else the message to show. */
export function documentProblem(file: File): string | null {
  const ok = file.type.startsWith('image/') || file.type === 'application/pdf' || /\.(jpe?g|png|pdf)$/i.test(file.name);
  return ok ? null : NOT_A_DOCUMENT;
}
