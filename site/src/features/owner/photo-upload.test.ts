import { describe, expect, it } from 'vitest';
import { checkPhotoFile, moveItem, photoCounter } from './photo-upload.ts';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('checkPhotoFile', () => {
  it('answers the German message of the server for a wrong type or a file over 10 MB', async () => {
    expect(await checkPhotoFile(new File(['<html>'], 'bild.jpg', { type: 'image/jpeg' }))).toBe(
      'Nur JPEG-, PNG- oder WebP-Bilder sind erlaubt.',
    );
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'gross.png');
    expect(await checkPhotoFile(big)).toBe('Die Datei „gross.png“ ist größer als 10 MB.');
    expect(await checkPhotoFile(new File([bytes(0xff, 0xd8, 0xff, 0xdb)], 'ok.png'))).toBeNull();
  });
});

describe('moveItem', () => {
  it('moves one item and leaves the input alone; out-of-range moves change nothing', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(list, 0, 3)).toEqual(['a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

it('counts photos out of 20', () => {
  expect(photoCounter(3)).toBe('3 von 20 Fotos');
});
