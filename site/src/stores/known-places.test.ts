import { describe, expect, it } from 'vitest';
import { knownPlace, MAX_KNOWN_PLACES, rememberPlace } from './known-places.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => data.set(key, value),
  };
}

describe('known places', () => {
  it('finds a place however it is typed again', () => {
    const storage = memoryStorage();
    rememberPlace('München', { lat: 48.137, lon: 11.575 }, storage);
    for (const typed of ['München', 'muenchen', ' MÜNCHEN ', 'Munchen']) {
      expect(knownPlace(typed, storage), typed).toEqual({ lat: 48.137, lon: 11.575 });
    }
    expect(knownPlace('Augsburg', storage)).toBeNull();
  });

  it('knows coordinates without having seen them', () => {
    expect(knownPlace('48.1374,11.5755', memoryStorage())).toEqual({
      lat: 48.1374,
      lon: 11.5755,
    });
    expect(knownPlace('95,11', memoryStorage())).toBeNull();
  });

  it('keeps the newest places and survives broken storage', () => {
    const storage = memoryStorage();
    for (let i = 0; i <= MAX_KNOWN_PLACES; i += 1) rememberPlace(`Ort ${i}`, { lat: i, lon: i }, storage);
    expect(knownPlace('Ort 0', storage)).toBeNull();
    expect(knownPlace(`Ort ${MAX_KNOWN_PLACES}`, storage)?.lat).toBe(MAX_KNOWN_PLACES);
    storage.setItem('known-places', '{not json');
    expect(knownPlace('Ort 1', storage)).toBeNull();
    expect(knownPlace('x', null)).toBeNull();
  });
});
