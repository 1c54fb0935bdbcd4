import { describe, expect, it } from 'vitest';
import type { ListingDto } from '#contract/types.ts';
import {
  forgetRecentViews,
  keepSnapshots,
  MAX_RECENT,
  readRecentViews,
  readSnapshots,
  recordRecentView,
  saveSnapshots,
  snapshotOf,
  type ListingSnapshot,
} from './listing-snapshots.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const listing = {
  id: 12,
  title: 'Helle Innenbox',
  stallType: 'inside_box',
  pricePerMonth: 420,
  imageUrls: ['/media/a.webp'],
  images: [{ url: '/media/a-800.webp', srcset: null, width: null, height: null }],
  stable: { city: 'Graz', postalCode: '8010', region: 'austria' },
} as unknown as ListingDto;

const snap = (id: number, title = `Stall ${id}`): ListingSnapshot => ({
  ...snapshotOf(listing),
  id,
  title,
  path: `/de/stallplatz/${id}`,
});

describe('snapshotOf', () => {
  it('keeps what the card shows, with the detail path of the country', () => {
    expect(snapshotOf(listing, new Date('2026-11-21T13:05:00Z'))).toEqual({
      id: 12,
      path: '/at/stallplatz/12',
      title: 'Helle Innenbox',
      image: '/media/a-800.webp',
      pricePerMonth: 420,
      city: 'Graz',
      postalCode: '8010',
      region: 'austria',
      stallType: 'inside_box',
      savedAt: '2026-11-21T13:05:00.000Z',
    });
  });
});

describe('favourite snapshots', () => {
  it('stores, refreshes and keeps only the given favourites', () => {
    const storage = memoryStorage();
    saveSnapshots([snap(1), snap(2)], storage);
    saveSnapshots([snap(1, 'Neuer Titel')], storage);
    expect(readSnapshots(storage).get(1)?.title).toBe('Neuer Titel');
    expect(readSnapshots(storage).size).toBe(2);
    keepSnapshots([2], storage);
    expect([...readSnapshots(storage).keys()]).toEqual([2]);
  });

  it('survives broken or foreign data in the storage', () => {
    const storage = memoryStorage();
    storage.data.set('listing-snapshots', '{not json');
    expect(readSnapshots(storage).size).toBe(0);
    storage.data.set('listing-snapshots', JSON.stringify([{ id: 'x' }, snap(3)]));
    expect([...readSnapshots(storage).keys()]).toEqual([3]);
  });
});

describe('recently viewed listings', () => {
  it('puts the latest view first, once per listing, and keeps at most 20', () => {
    const storage = memoryStorage();
    for (let id = 1; id <= 25; id++) recordRecentView(snap(id), new Date(Date.UTC(2026, 10, 21, 10, id)), storage);
    recordRecentView(snap(10), new Date('2026-11-21T12:00:00Z'), storage);
    const recent = readRecentViews(storage);
    expect(recent).toHaveLength(MAX_RECENT);
    expect(recent.map((v) => v.id).slice(0, 3)).toEqual([10, 25, 24]);
    expect(recent.filter((v) => v.id === 10)).toHaveLength(1);
    expect(recent[0]!.viewedAt).toBe('2026-11-21T12:00:00.000Z');
    forgetRecentViews([10, 25], storage);
    expect(readRecentViews(storage)[0]!.id).toBe(24);
  });
});
