// The owner's document check before uploading: the server's rules and messages (contract/trust.ts), so the owner
// hears at once that a file is too large or of the wrong type; the server checks again and has the last word.
import { DOCUMENT_MAX_BYTES, DOCUMENT_SNIFF_BYTES, sniffDocumentType, TRUST_MSG } from '#contract/trust.ts';

export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The message that refuses the chosen file, or null when it may be sent. */
export async function checkDocument(file: File | null | undefined): Promise<string | null> {
  if (!file || file.size === 0) return TRUST_MSG.noDocument;
  if (file.size > DOCUMENT_MAX_BYTES) return TRUST_MSG.tooLarge;
  const head = new Uint8Array(await file.slice(0, DOCUMENT_SNIFF_BYTES).arrayBuffer());
  return sniffDocumentType(head) ? null : TRUST_MSG.wrongType;
}

/** "27.11.2026" of an ISO moment, in Berlin's calendar. */
export const dayText = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(new Date(iso));
