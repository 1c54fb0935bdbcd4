// The upload pipeline of listing photos: read the multipart body with limits, decide the type by content,
// refuse bombs and broken files cheaply, and re-encode into a few WebP sizes without metadata. Nothing here
// touches the storage: the caller stores the result only when every file of the request passed.
import type { IncomingMessage } from 'node:http';
import Busboy from 'busboy';
import sharp from 'sharp';
import { sniffImageType } from '#contract/image-type.ts';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_MSG, PHOTOS_PER_LISTING } from '#contract/owner.ts';
import { badRequest, conflict, HttpError } from '../http/errors.ts';

// Every upload is processed once: libvips's cache of operation results would only hold memory.
sharp.cache(false);

/**
 * The widths stored of every photo: those below the original's width, plus the original's own width up to
 * the largest (a 1200 px photo is kept as 480, 960 and 1200; a 300 px one only as 300). Never enlarged.
 */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export const WEBP_QUALITY = 78;
/** The multipart field the files come in. */
export const PHOTO_FIELD = 'photos';

export interface UploadedFile {
  /** The client's file name, for messages only; never used for storage or type decisions. */
  name: string;
  data: Buffer;
}

export interface ProcessedPhoto {
  /** Size of the largest stored rendition. */
  width: number;
  height: number;
  /** Ascending; one WebP per width. */
  renditions: { width: number; height: number; data: Buffer }[];
}

/** A display-safe file name for messages: no path, no control characters, not endless. */
function displayName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!clean) return 'ohne Namen';
  return clean.length > 80 ? `${clean.slice(0, 77)}…` : clean;
}

/**
 * Reads the `photos` files of a multipart request into memory. At most `maxFiles` are accepted (the free
 * slots of the listing); a file over PHOTO_MAX_BYTES answers 413, more files than slots 409. The body is
 * always read to its end before an error is thrown, so the client receives the answer instead of a reset.
 * The caller has checked that the body is multipart.
 */
export async function readPhotoUploads(req: IncomingMessage, maxFiles: number): Promise<UploadedFile[]> {
  let busboy: Busboy.Busboy;
  try {
    busboy = Busboy({
      headers: req.headers,
      limits: {
        fileSize: PHOTO_MAX_BYTES + 1,
        files: PHOTOS_PER_LISTING,
        fields: 10,
        fieldSize: 1024,
        parts: PHOTOS_PER_LISTING + 10,
        headerPairs: 50,
      },
    });
  } catch {
    throw badRequest(PHOTO_MSG.badForm);
  }

  return new Promise<UploadedFile[]>((resolve, reject) => {
    const files: UploadedFile[] = [];
    let failure: HttpError | null = null;
    const fail = (error: HttpError) => {
      failure ??= error;
      files.length = 0; // nothing of a refused request is kept in memory
    };

    busboy.on('file', (field, stream, info) => {
      // A body that ends mid-file errors on the file stream too; unhandled, that would end the process.
      stream.on('error', () => fail(badRequest(PHOTO_MSG.badForm)));
      const name = displayName(info.filename);
      if (field !== PHOTO_FIELD || failure) {
        stream.resume();
        return;
      }
      if (files.length >= maxFiles) {
        fail(conflict(PHOTO_MSG.tooMany));
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
      stream.on('limit', () => fail(new HttpError(413, PHOTO_MSG.tooLarge(name))));
      stream.on('end', () => {
        if (failure) return;
        if (size > PHOTO_MAX_BYTES) fail(new HttpError(413, PHOTO_MSG.tooLarge(name)));
        else files.push({ name, data: Buffer.concat(chunks, size) });
      });
    });
    busboy.on('filesLimit', () => fail(conflict(PHOTO_MSG.tooMany)));
    busboy.on('partsLimit', () => fail(badRequest(PHOTO_MSG.badForm)));
    busboy.on('error', () => {
      fail(badRequest(PHOTO_MSG.badForm));
      req.unpipe(busboy);
      req.resume();
      reject(failure);
    });
    // A client that goes away mid-upload: stop waiting and drop what was read.
    req.on('close', () => {
      if (req.complete) return;
      fail(badRequest(PHOTO_MSG.badForm));
      req.unpipe(busboy);
      reject(failure);
    });
    busboy.on('close', () => {
      if (failure) reject(failure);
      else if (files.length === 0) reject(badRequest(PHOTO_MSG.noFile));
      else resolve(files);
    });
    req.pipe(busboy);
  });
}

/**
 * Checks one uploaded file and re-encodes it. Throws 415 for anything that is not JPEG/PNG/WebP by its
 * bytes, 413 above PHOTO_MAX_PIXELS (decided from the header, before any pixel is decoded), and 422 for a
 * file that does not decode completely.
 */
export async function processPhoto(file: UploadedFile): Promise<ProcessedPhoto> {
  if (!sniffImageType(file.data)) throw new HttpError(415, PHOTO_MSG.wrongType);
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'truncated' as const, sequentialRead: true };

  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(file.data, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(422, PHOTO_MSG.broken(file.name));
  }
  if (!meta.width || !meta.height) throw new HttpError(422, PHOTO_MSG.broken(file.name));
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw new HttpError(413, PHOTO_MSG.tooManyPixels(file.name));
  // EXIF orientations 5–8 turn the picture by 90°: the stored width is the original height.
  const width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;

  const largest = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!);
  const widths: number[] = [...PHOTO_WIDTHS.filter((w) => w < largest), largest];

  try {
    // Decode once (fully, so a truncated file fails here), turned upright, in sRGB and already at the largest
    // stored width; every size is then made from those pixels instead of decoding the original again.
    const base = await sharp(file.data, options)
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
    const renditions = [];
    for (const w of widths) {
      const { data, info } = await sharp(base.data, { raw })
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      renditions.push({ width: info.width, height: info.height, data });
    }
    const top = renditions[renditions.length - 1]!;
    return { width: top.width, height: top.height, renditions };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(422, PHOTO_MSG.broken(file.name));
  }
}
