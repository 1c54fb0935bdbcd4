// The private documents of verifications and seals: read from a multipart form (text fields and one file), typed
// by their first bytes, stored in the media store under PRIVATE_MEDIA_PREFIX, read back only by the admin's
// download route and deleted after the decision. No public address reaches that prefix: the local media files
// are not served under it (app.ts), /media/ addresses for it are not sent on to an object store, and an object
// store's public read must leave it out (docs/trust.md).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Busboy from 'busboy';
import type { Next } from 'koa';
import { DOCUMENT_FIELD, DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, sniffDocumentType, TRUST_MSG } from '#contract/trust.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import type { MediaStorage } from '../media/storage.ts';

/** Keys of private documents start so; no public address serves them. */
export const PRIVATE_MEDIA_PREFIX = 'private/';

/** Whether a request path under /media/ names a private key (refused, whatever its spelling). */
export function isPrivateMediaPath(requestPath: string): boolean {
  if (!requestPath.startsWith('/media/')) return false;
  let key: string;
  try {
    key = decodeURIComponent(requestPath.slice('/media/'.length));
  } catch {
    return true;
  }
  // "/media//private", "/media/./private", "/media/x/../private" must not slip past either.
  const segments = key.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
  const resolved: string[] = [];
  for (const segment of segments) {
    if (segment === '..') resolved.pop();
    else resolved.push(segment);
  }
  return resolved[0]?.toLowerCase() === PRIVATE_MEDIA_PREFIX.slice(0, -1);
}

export interface UploadedDocument {
  data: Buffer;
  mime: string;
  ext: string;
}

/** The form's text fields (as the body) and its one document; 413 above the limit, 415 for another type. */
async function readDocumentForm(req: IncomingMessage): Promise<{ fields: Record<string, string>; file: Buffer }> {
  let busboy: Busboy.Busboy;
  try {
    busboy = Busboy({
      headers: req.headers,
      limits: { fileSize: DOCUMENT_MAX_BYTES + 1, files: 1, fields: 20, fieldSize: 4096, parts: 21 },
    });
  } catch {
    throw badRequest(TRUST_MSG.badForm);
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: Buffer | null = null;
    let failure: HttpError | null = null;
    const fail = (error: HttpError) => {
      failure ??= error;
      file = null;
    };
    busboy.on('field', (name, value) => {
      fields[name] = value;
    });
    busboy.on('file', (field, stream) => {
      stream.on('error', () => fail(badRequest(TRUST_MSG.badForm)));
      if (field !== DOCUMENT_FIELD || failure) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        if (failure) return;
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => fail(new HttpError(413, TRUST_MSG.tooLarge)));
      stream.on('end', () => {
        if (failure) return;
        if (size > DOCUMENT_MAX_BYTES) fail(new HttpError(413, TRUST_MSG.tooLarge));
        else if (size > 0) file = Buffer.concat(chunks, size);
      });
    });
    busboy.on('partsLimit', () => fail(badRequest(TRUST_MSG.badForm)));
    busboy.on('error', () => {
      fail(badRequest(TRUST_MSG.badForm));
      req.unpipe(busboy);
      req.resume();
      reject(failure);
    });
    req.on('close', () => {
      if (req.complete) return;
      fail(badRequest(TRUST_MSG.badForm));
      req.unpipe(busboy);
      reject(failure);
    });
    busboy.on('close', () => {
      if (failure) reject(failure);
      else if (!file) reject(badRequest(TRUST_MSG.noDocument, { document: TRUST_MSG.noDocument }));
      else resolve({ fields, file });
    });
    req.pipe(busboy);
  });
}

const uploads = new WeakMap<AppContext, UploadedDocument>();

/**
 * Middleware: reads the multipart form, checks the document's type by its bytes and hands the text fields on as
 * the body (validated by the route's schema like any JSON body).
 */
export async function documentForm(ctx: AppContext, next: Next) {
  if (!ctx.is('multipart/form-data')) throw new HttpError(415, TRUST_MSG.notMultipart);
  const { fields, file } = await readDocumentForm(ctx.req);
  const kind = sniffDocumentType(file);
  if (!kind) throw new HttpError(415, TRUST_MSG.wrongType, { document: TRUST_MSG.wrongType });
  uploads.set(ctx, { data: file, ...DOCUMENT_TYPES[kind] });
  (ctx.request as { body?: unknown }).body = fields;
  await next();
}

export const uploadedDocument = (ctx: AppContext): UploadedDocument => uploads.get(ctx)!;

/** Stores the document under a new private key and answers the key. */
export async function storeDocument(media: MediaStorage, folder: string, doc: UploadedDocument): Promise<string> {
  const key = `${PRIVATE_MEDIA_PREFIX}${folder}/${randomUUID()}.${doc.ext}`;
  await media.put(key, doc.data, doc.mime);
  return key;
}

/** Deletes a document; a failure is logged by the caller's log and leaves the row's key for the housekeeping. */
export async function deleteDocument(media: MediaStorage, key: string | null): Promise<void> {
  if (key) await media.delete(key);
}

/** Sends a private document as a download that no cache keeps. */
export async function sendDocument(ctx: AppContext, key: string | null, type: string | null, name: string) {
  const data = key ? await ctx.services.media.read(key) : null;
  if (!data) throw new HttpError(404, 'Der Nachweis ist nicht mehr gespeichert (nach der Entscheidung gelöscht).');
  ctx.set('Cache-Control', 'private, no-store');
  const ext = Object.values(DOCUMENT_TYPES).find((t) => t.mime === type)?.ext ?? 'bin';
  ctx.set('Content-Disposition', `attachment; filename="${name}.${ext}"`);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = type ?? 'application/octet-stream';
  ctx.body = data;
}

/** The media paths the app may serve: every one but the private documents'. */
export const isPublicMediaPath = (requestPath: string): boolean => !isPrivateMediaPath(requestPath);
