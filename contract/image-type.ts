// The image type of an upload by its first bytes (magic numbers), never by its name or declared type: the API
// refuses anything else, and the owner's browser says so before uploading.

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** How many leading bytes sniffImageType needs at most. */
export const IMAGE_SNIFF_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function ascii(data: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...data.subarray(from, to));
}

/** JPEG, PNG or WebP by the first bytes; null for anything else (HTML, SVG, GIF, text, …). */
export function sniffImageType(data: Uint8Array): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && PNG.every((byte, i) => data[i] === byte)) return 'png';
  if (data.length >= 12 && ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'webp';
  return null;
}
