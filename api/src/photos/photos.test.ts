// Listing photos through the API: what is accepted (by content), what is refused (and leaves nothing behind),
// what is stored (sizes, no metadata), ordering, cover, delete, the limit, the role matrix and the review status.
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PHOTOS_PER_LISTING, type PhotoListDto } from '#contract/owner.ts';
import { buildListing, buildStable, signInAs } from '#test/factories.ts';
import { uploadFiles, type TestFile } from '#test/multipart.ts';
import { startTestServer, type TestClient, type TestServer } from '#test/server.ts';

let server: TestServer;
let owner: TestClient;
let ownerUser: { id: number };
let stableId: number;

let jpeg: Buffer; // 2000x1500 with EXIF incl. GPS
let png: Buffer; // 1200x800
let small: Buffer; // 300x200 PNG
let webp: Buffer; // 640x480
let portrait: Buffer; // stored 1000x600 with EXIF orientation 6 (shows 600x1000)

const knex = () => server.services.knex;
const mediaDir = () => path.join(server.services.config.dataDir, 'media');

async function mediaFiles(): Promise<string[]> {
  const entries = await fs.readdir(mediaDir(), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(mediaDir(), path.join(e.parentPath, e.name)))
    .sort();
}

/** A PNG header of 20000x20000 pixels with a few rows of data: tiny on disk, 400 megapixels when decoded. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bit, RGB
  const rows = zlib.deflateSync(Buffer.alloc((20000 * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 160, b: 90 } } });

beforeAll(async () => {
  server = await startTestServer();
  owner = server.client();
  ownerUser = await signInAs(owner, knex(), { isStableOwner: true });
  stableId = (await buildStable(knex(), { ownerId: ownerUser.id })).id;
  jpeg = await picture(2000, 1500)
    .jpeg()
    .withExif({
      IFD0: { Make: 'Stallkamera', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 8/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '11/1 34/1 5/1',
      },
    })
    .toBuffer();
  png = await picture(1200, 800).png().toBuffer();
  small = await picture(300, 200).png().toBuffer();
  webp = await picture(640, 480).webp().toBuffer();
  portrait = await picture(1000, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
});
afterAll(() => server?.close());

async function newListing(overrides: Record<string, unknown> = {}) {
  return buildListing(knex(), { stableId, status: 'pending', ...overrides });
}

const photosPath = (listingId: number) => `/api/my/listings/${listingId}/photos`;

async function upload(listingId: number, files: TestFile[], client = owner) {
  return uploadFiles<PhotoListDto & { message?: string }>(client, photosPath(listingId), files);
}

async function photoRows(listingId: number) {
  return knex()('listingPhotos').where({ listingId }).orderBy('position');
}

async function imageUrls(listingId: number): Promise<string[]> {
  const row = await knex()('listings').where({ id: listingId }).first('imageUrls');
  return row.imageUrls;
}

/** Asserts that a refused upload left neither files nor rows. */
async function expectNothingLeft(listingId: number, before: string[]) {
  expect(await mediaFiles()).toEqual(before);
  expect(await photoRows(listingId)).toHaveLength(0);
  expect(await imageUrls(listingId)).toEqual([]);
}

describe('POST /api/my/listings/:id/photos', () => {
  it('accepts a PNG named .jpg by its content and stores it as WebP sizes under a random name', async () => {
    const listing = await newListing();
    const res = await upload(listing.id, [{ name: 'stall.jpg', data: png, type: 'image/jpeg' }]);
    expect(res.status).toBe(201);
    expect(res.body.photos).toHaveLength(1);
    const [photo] = res.body.photos;
    expect(photo).toMatchObject({ width: 1200, height: 800 });
    expect(photo!.url).toMatch(new RegExp(`^/media/listings/${listing.id}/[A-Za-z0-9_-]{16,}-960\\.webp$`));
    expect(photo!.url).not.toContain('stall');
    expect(photo!.srcset).toMatch(/-480\.webp 480w, .*-960\.webp 960w, .*-1200\.webp 1200w$/);
    // Served, as WebP
    const served = await fetch(server.url + photo!.url);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('stores only the widths the original reaches, at least one, and applies the EXIF orientation', async () => {
    const listing = await newListing();
    const res = await upload(listing.id, [
      { name: 'gross.jpg', data: jpeg },
      { name: 'klein.png', data: small },
      { name: 'hoch.jpg', data: portrait },
      { name: 'mittel.webp', data: webp },
    ]);
    expect(res.status).toBe(201);
    const rows = await photoRows(listing.id);
    expect(rows.map((r) => [r.widths, r.width, r.height])).toEqual([
      [[480, 960, 1600], 1600, 1200],
      [[300], 300, 200],
      [[480, 600], 600, 1000],
      [[480, 640], 640, 480],
    ]);
    const files = await mediaFiles();
    for (const row of rows) {
      for (const width of row.widths as number[]) {
        const file = path.join(mediaDir(), `${row.storageKey}-${width}.webp`);
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width]).toEqual(['webp', width]);
        expect(files).toContain(`${row.storageKey}-${width}.webp`);
      }
    }
    expect(res.body.photos.map((p) => [p.width, p.height])).toEqual([
      [1600, 1200],
      [300, 200],
      [600, 1000],
      [640, 480],
    ]);
  });

  it('strips EXIF (GPS included) and ICC profiles from every stored size', async () => {
    expect((await sharp(jpeg).metadata()).exif).toBeDefined(); // the upload carries GPS
    const listing = await newListing();
    const res = await upload(listing.id, [{ name: 'mit-gps.jpg', data: jpeg }]);
    expect(res.status).toBe(201);
    const [row] = await photoRows(listing.id);
    for (const width of row.widths as number[]) {
      const stored = await fs.readFile(path.join(mediaDir(), `${row.storageKey}-${width}.webp`));
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.includes(Buffer.from('Stallkamera'))).toBe(false);
    }
  });

  const refused: [string, () => TestFile[], number, RegExp | string][] = [
    [
      'an HTML file named .jpg',
      () => [{ name: 'bild.jpg', data: '<!doctype html><script>alert(1)</script>' }],
      415,
      'Nur JPEG-, PNG- oder WebP-Bilder sind erlaubt.',
    ],
    [
      'an SVG file named .jpg',
      () => [
        {
          name: 'bild.jpg',
          data: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
          type: 'image/jpeg',
        },
      ],
      415,
      'Nur JPEG-, PNG- oder WebP-Bilder sind erlaubt.',
    ],
    [
      'a GIF',
      () => [
        { name: 'bild.gif', data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), type: 'image/gif' },
      ],
      415,
      'Nur JPEG-, PNG- oder WebP-Bilder sind erlaubt.',
    ],
    [
      'a file over 10 MB',
      () => [
        { name: 'riesig.jpg', data: Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024 + 1 - jpeg.length + 10)]) },
      ],
      413,
      'Die Datei „riesig.jpg“ ist größer als 10 MB.',
    ],
    [
      'a 20000x20000 image',
      () => [{ name: 'bombe.png', data: pngBomb(), type: 'image/png' }],
      413,
      'Das Bild „bombe.png“ hat mehr als 40 Megapixel.',
    ],
    [
      'a truncated image',
      () => [{ name: 'halb.jpg', data: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }],
      422,
      'Das Bild „halb.jpg“ ist beschädigt oder unvollständig.',
    ],
    [
      'a good file together with a bad one',
      () => [
        { name: 'gut.png', data: png },
        { name: 'boese.jpg', data: '<html></html>' },
      ],
      415,
      'Nur JPEG-, PNG- oder WebP-Bilder sind erlaubt.',
    ],
  ];

  for (const [what, files, status, message] of refused) {
    it(`refuses ${what} with ${status} and leaves no file and no row behind`, async () => {
      const listing = await newListing({ status: 'active' });
      const before = await mediaFiles();
      const res = await upload(listing.id, files());
      expect(res.status).toBe(status);
      expect(res.body.message).toEqual(message);
      await expectNothingLeft(listing.id, before);
      // A refused upload changes no status either.
      expect((await knex()('listings').where({ id: listing.id }).first('status')).status).toBe('active');
    });
  }

  it('refuses the 20000x20000 image quickly, without decoding its pixels', async () => {
    const listing = await newListing();
    const started = Date.now();
    const res = await upload(listing.id, [{ name: 'bombe.png', data: pngBomb() }]);
    expect(res.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 415 to a JSON or form-encoded POST and 400 to a multipart body without files', async () => {
    const listing = await newListing();
    const json = await owner.post(photosPath(listing.id), { photos: [] });
    expect(json.status).toBe(415);
    const form = await owner.request('POST', photosPath(listing.id), {
      rawBody: 'photos=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const empty = await uploadFiles(owner, photosPath(listing.id), [{ name: 'x.jpg', data: png }], {
      field: 'anderes',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Bitte wähle mindestens ein Foto aus.');
    expect(await photoRows(listing.id)).toHaveLength(0);
  });

  it('answers 400 to a malformed multipart body', async () => {
    const listing = await newListing();
    const before = await mediaFiles();
    const noBoundary = await owner.request('POST', photosPath(listing.id), {
      rawBody: 'x',
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    expect(noBoundary.status).toBe(400);
    const cut = await owner.request('POST', photosPath(listing.id), {
      rawBody:
        '--grenze\r\nContent-Disposition: form-data; name="photos"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      headers: { 'Content-Type': 'multipart/form-data; boundary=grenze' },
    });
    expect(cut.status).toBe(400);
    expect(cut.body.message).toBe('Die Formulardaten sind unvollständig oder fehlerhaft.');
    await expectNothingLeft(listing.id, before);
  });

  it('keeps nothing when the client disconnects mid-upload, and goes on answering', async () => {
    const listing = await newListing();
    const before = await mediaFiles();
    const { hostname, port } = new URL(server.url);
    const head =
      '--grenze\r\nContent-Disposition: form-data; name="photos"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), hostname, () => {
        socket.write(
          [
            `POST ${photosPath(listing.id)} HTTP/1.1`,
            `Host: ${hostname}:${port}`,
            `Origin: ${server.url}`,
            `Cookie: ${owner.cookieHeader}`,
            'Content-Type: multipart/form-data; boundary=grenze',
            'Content-Length: 5000000',
            '',
            head,
          ].join('\r\n'),
        );
        socket.write(png.subarray(0, 1000), () => setTimeout(() => socket.destroy(), 100));
      });
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await owner.get(photosPath(listing.id))).status).toBe(200);
    await expectNothingLeft(listing.id, before);
  });

  it('refuses a multipart upload from another origin (CSRF)', async () => {
    const listing = await newListing();
    const before = await mediaFiles();
    const res = await uploadFiles(owner, photosPath(listing.id), [{ name: 'a.png', data: png }], {
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    await expectNothingLeft(listing.id, before);
  });

  it(`takes at most ${PHOTOS_PER_LISTING} photos per listing and answers 409 beyond`, async () => {
    const listing = await newListing();
    const tiny = await picture(64, 48).png().toBuffer();
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `f${i}.png`, data: tiny }));
    const before = await mediaFiles();
    const tooMany = await upload(listing.id, many(PHOTOS_PER_LISTING + 1));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Höchstens 20 Fotos pro Anzeige.');
    await expectNothingLeft(listing.id, before);

    expect((await upload(listing.id, many(PHOTOS_PER_LISTING - 1))).status).toBe(201);
    const full = await upload(listing.id, many(2));
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('Höchstens 20 Fotos pro Anzeige.');
    expect(await photoRows(listing.id)).toHaveLength(PHOTOS_PER_LISTING - 1);
    const last = await upload(listing.id, many(1));
    expect(last.status).toBe(201);
    expect(last.body.photos).toHaveLength(PHOTOS_PER_LISTING);
    const afterFull = await mediaFiles();
    expect((await upload(listing.id, many(1))).status).toBe(409);
    expect(await mediaFiles()).toEqual(afterFull);
  });
});

describe('listings.image_urls and order, cover, delete', () => {
  let listingId: number;
  let ids: number[];

  beforeEach(async () => {
    listingId = (await newListing()).id;
    const res = await upload(listingId, [
      { name: 'a.png', data: png },
      { name: 'b.jpg', data: jpeg },
      { name: 'c.png', data: small },
    ]);
    expect(res.status).toBe(201);
    ids = res.body.photos.map((p) => p.id);
  });

  it('keeps image_urls in the photo order, cover first, with the middle size', async () => {
    const list = (await owner.get(photosPath(listingId))).body as PhotoListDto;
    expect(await imageUrls(listingId)).toEqual(list.photos.map((p) => p.url));
    expect(list.photos.map((p) => p.url.match(/-(\d+)\.webp$/)![1])).toEqual(['960', '960', '300']);
  });

  it('PUT /order puts the photos in the given order and answers the list', async () => {
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const res = await owner.put(`${photosPath(listingId)}/order`, { photoIds: order });
    expect(res.status).toBe(200);
    expect(res.body.photos.map((p: { id: number }) => p.id)).toEqual(order);
    expect((await photoRows(listingId)).map((r) => r.id)).toEqual(order);
    expect(await imageUrls(listingId)).toEqual(res.body.photos.map((p: { url: string }) => p.url));
  });

  it('PUT /order answers 400 unless the ids are exactly the listing’s photos', async () => {
    const other = await newListing();
    const foreign = (await upload(other.id, [{ name: 'x.png', data: small }])).body.photos[0]!.id;
    for (const photoIds of [
      [ids[0], ids[1]],
      [...ids, foreign],
      [ids[0], ids[0], ids[1]],
      [ids[0], ids[1], foreign],
      [],
    ]) {
      const res = await owner.put(`${photosPath(listingId)}/order`, { photoIds });
      expect(res.status).toBe(400);
    }
    expect((await photoRows(listingId)).map((r) => r.id)).toEqual(ids);
  });

  it('PUT /:photoId/cover makes that photo first and keeps the others in order', async () => {
    const res = await owner.put(`${photosPath(listingId)}/${ids[1]}/cover`);
    expect(res.status).toBe(200);
    expect(res.body.photos.map((p: { id: number }) => p.id)).toEqual([ids[1], ids[0], ids[2]]);
    expect((await imageUrls(listingId))[0]).toBe(res.body.photos[0].url);
  });

  it('DELETE /:photoId removes the row and its files, and closes ranks', async () => {
    const [row] = (await photoRows(listingId)).filter((r) => r.id === ids[0]);
    const res = await owner.delete(`${photosPath(listingId)}/${ids[0]}`);
    expect(res.status).toBe(200);
    expect(res.body.photos.map((p: { id: number }) => p.id)).toEqual([ids[1], ids[2]]);
    expect((await photoRows(listingId)).map((r) => r.position)).toEqual([0, 1]);
    const files = await mediaFiles();
    expect(files.some((f) => f.startsWith(row.storageKey))).toBe(false);
    expect(await imageUrls(listingId)).toEqual(res.body.photos.map((p: { url: string }) => p.url));
  });

  it('answers 404 for a photo of another listing, and changes nothing', async () => {
    const other = await newListing();
    const foreign = (await upload(other.id, [{ name: 'x.png', data: small }])).body.photos[0]!.id;
    expect((await owner.put(`${photosPath(listingId)}/${foreign}/cover`)).status).toBe(404);
    expect((await owner.delete(`${photosPath(listingId)}/${foreign}`)).status).toBe(404);
    expect(await photoRows(other.id)).toHaveLength(1);
    expect((await photoRows(listingId)).map((r) => r.id)).toEqual(ids);
  });
});

describe('who may change photos', () => {
  it('answers 401 anonymous, 403 to users and admins who are no owners, 404 to another owner; nothing changes', async () => {
    const listing = await newListing();
    const photoId = (
      await upload(listing.id, [
        { name: 'a.png', data: small },
        { name: 'b.png', data: small },
      ])
    ).body.photos[0]!.id;
    const rowsBefore = await photoRows(listing.id);
    const filesBefore = await mediaFiles();

    const anonymous = server.client();
    const user = server.client();
    await signInAs(user, knex());
    const admin = server.client();
    await signInAs(admin, knex(), { isAdmin: true });
    const otherOwner = server.client();
    const other = await signInAs(otherOwner, knex(), { isStableOwner: true });
    await buildStable(knex(), { ownerId: other.id });

    const cases: [TestClient, number, string][] = [
      [anonymous, 401, 'Bitte melde dich an'],
      [user, 403, 'Nur für Stallbesitzer'],
      [admin, 403, 'Nur für Stallbesitzer'],
      [otherOwner, 404, 'Stallplatz nicht gefunden'],
    ];
    for (const [client, status, message] of cases) {
      const answers = [
        await client.get(photosPath(listing.id)),
        await upload(listing.id, [{ name: 'c.png', data: small }], client),
        await client.put(`${photosPath(listing.id)}/order`, { photoIds: [...rowsBefore].reverse().map((r) => r.id) }),
        await client.put(`${photosPath(listing.id)}/${photoId}/cover`),
        await client.delete(`${photosPath(listing.id)}/${photoId}`),
      ];
      for (const res of answers) {
        expect([res.status, res.body.message]).toEqual([status, message]);
      }
    }
    expect(await photoRows(listing.id)).toEqual(rowsBefore);
    expect(await mediaFiles()).toEqual(filesBefore);

    // The owner may.
    expect((await owner.get(photosPath(listing.id))).body.photos).toHaveLength(2);
    expect((await owner.delete(`${photosPath(listing.id)}/${photoId}`)).status).toBe(200);
  });

  it('answers 404 for a listing that does not exist or a malformed id', async () => {
    expect((await owner.get(photosPath(999_999))).status).toBe(404);
    expect((await upload(999_999, [{ name: 'a.png', data: small }])).status).toBe(404);
    expect((await owner.get('/api/my/listings/abc/photos')).status).toBe(404);
  });
});

describe('public listings', () => {
  it('carry the photos with srcset, and fall back to image_urls for listings without photo rows', async () => {
    const listing = await newListing({ status: 'pending' });
    await upload(listing.id, [
      { name: 'a.png', data: png },
      { name: 'b.png', data: small },
    ]);
    await knex()('listings').where({ id: listing.id }).update({ status: 'active' });
    const legacy = await newListing({ status: 'active', imageUrls: JSON.stringify(['/media/demo/x.webp']) });

    const detail = (await server.client().get(`/api/listings/${listing.id}`)).body;
    expect(detail.images).toHaveLength(2);
    expect(detail.images[0]).toMatchObject({ url: detail.imageUrls[0], width: 1200, height: 800 });
    expect(detail.images[0].srcset).toMatch(/480w, .*960w, .*1200w$/);
    expect(detail.images[1]).toMatchObject({ width: 300, height: 200 });

    const search = (await server.client().get('/api/listings?limit=100')).body as { id: number; images: unknown[] }[];
    expect(search.find((l) => l.id === listing.id)!.images).toEqual(detail.images);
    expect(search.find((l) => l.id === legacy.id)!.images).toEqual([
      { url: '/media/demo/x.webp', srcset: null, width: null, height: null },
    ]);
  });
});

describe('addPhotos', () => {
  it('deletes the files it stored when the storage fails midway, and adds no row', async () => {
    const { addPhotos } = await import('./service.ts');
    const { processPhoto } = await import('./process.ts');
    const listing = await newListing();
    const before = await mediaFiles();
    const real = server.services.media;
    let puts = 0;
    const failing = {
      ...real,
      put: async (key: string, data: Buffer, type: string) => {
        if (++puts === 4) throw new Error('disk full');
        return real.put(key, data, type);
      },
    };
    const photos = [
      await processPhoto({ name: 'a.jpg', data: jpeg }),
      await processPhoto({ name: 'b.png', data: png }),
    ];
    await expect(
      addPhotos(knex(), failing, {
        listingId: listing.id,
        photos,
        changedBy: ownerUser.id,
        settings: { autoApproveListings: false },
      }),
    ).rejects.toThrow('disk full');
    expect(puts).toBe(4);
    await expectNothingLeft(listing.id, before);
  });
});

describe('the owner listings with photos', () => {
  it('GET /api/my/listings shows the photos, cover first; duplicate copies them under new names', async () => {
    // This owner has many test listings already; the limit is not what is tested here.
    await server.services.settings.update({ maxListingsPerUser: 1000 });
    const source = await newListing();
    const uploaded = (
      await upload(source.id, [
        { name: 'a.png', data: png },
        { name: 'b.png', data: small },
      ])
    ).body.photos;
    await owner.put(`${photosPath(source.id)}/${uploaded[1]!.id}/cover`);

    const mine = (await owner.get('/api/my/listings')).body as { id: number; photos: { id: number }[] }[];
    expect(mine.find((l) => l.id === source.id)!.photos.map((p) => p.id)).toEqual([uploaded[1]!.id, uploaded[0]!.id]);

    const res = await owner.post(`/api/my/listings/${source.id}/duplicate`);
    expect(res.status).toBe(201);
    const copy = res.body as { id: number; photos: { id: number; url: string; width: number }[] };
    expect(copy.photos.map((p) => p.width)).toEqual([300, 1200]);
    expect(copy.photos.every((p) => p.url.startsWith(`/media/listings/${copy.id}/`))).toBe(true);
    expect(await imageUrls(copy.id)).toEqual(copy.photos.map((p) => p.url));
    // The copy's photos are its own: deleting one leaves the source's files.
    expect((await owner.delete(`${photosPath(copy.id)}/${copy.photos[0]!.id}`)).status).toBe(200);
    const sourceList = (await owner.get(photosPath(source.id))).body as PhotoListDto;
    for (const photo of sourceList.photos) expect((await fetch(server.url + photo.url)).status).toBe(200);
  });
});

describe('DELETE /api/admin/listings/:id', () => {
  it('removes the photo files of the deleted listing, and only those', async () => {
    const admin = server.client();
    await signInAs(admin, knex(), { isAdmin: true });
    const keep = await newListing();
    await upload(keep.id, [{ name: 'a.png', data: small }]);
    const gone = await newListing();
    await upload(gone.id, [{ name: 'a.png', data: small }]);
    expect((await admin.delete(`/api/admin/listings/${gone.id}`)).status).toBe(200);
    const files = await mediaFiles();
    expect(files.some((f) => f.startsWith(`listings/${gone.id}/`))).toBe(false);
    expect(files.some((f) => f.startsWith(`listings/${keep.id}/`))).toBe(true);
    expect(await photoRows(gone.id)).toHaveLength(0);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('removes the photo files of the deleted owner’s listings', async () => {
    const admin = server.client();
    await signInAs(admin, knex(), { isAdmin: true });
    const other = server.client();
    const otherUser = await signInAs(other, knex(), { isStableOwner: true });
    const listing = await buildListing(knex(), {
      stableId: (await buildStable(knex(), { ownerId: otherUser.id })).id,
      status: 'pending',
    });
    expect((await upload(listing.id, [{ name: 'a.png', data: small }], other)).status).toBe(201);
    expect((await mediaFiles()).some((f) => f.startsWith(`listings/${listing.id}/`))).toBe(true);
    expect((await admin.delete(`/api/admin/users/${otherUser.id}`)).status).toBe(200);
    expect((await mediaFiles()).some((f) => f.startsWith(`listings/${listing.id}/`))).toBe(false);
  });
});

describe('copyListingPhotos and deleteListingPhotos', () => {
  it('copies files under new names with rows in the same order, and deletes a listing’s files', async () => {
    const { copyListingPhotos } = await import('./copies.ts');
    const { deleteListingPhotos } = await import('./files.ts');
    const from = await newListing();
    await upload(from.id, [
      { name: 'a.png', data: png },
      { name: 'b.png', data: small },
    ]);
    const to = await newListing();
    const copied = await knex().transaction((trx) => copyListingPhotos(trx, server.services.media, from.id, to.id));
    const fromRows = await photoRows(from.id);
    const toRows = await photoRows(to.id);
    expect(toRows.map((r) => [r.width, r.height, r.widths, r.position])).toEqual(
      fromRows.map((r) => [r.width, r.height, r.widths, r.position]),
    );
    expect(copied.map((p) => p.id)).toEqual(toRows.map((r) => r.id));
    expect(toRows.every((r) => r.storageKey.startsWith(`listings/${to.id}/`))).toBe(true);
    expect(await imageUrls(to.id)).toEqual(copied.map((p) => p.url));
    const files = await mediaFiles();
    for (const row of toRows) for (const w of row.widths) expect(files).toContain(`${row.storageKey}-${w}.webp`);

    await knex()('listings').where({ id: to.id }).delete();
    await deleteListingPhotos(server.services.media, to.id);
    expect((await mediaFiles()).some((f) => f.startsWith(`listings/${to.id}/`))).toBe(false);
    expect((await mediaFiles()).some((f) => f.startsWith(`listings/${from.id}/`))).toBe(true);
  });
});
