import { describe, expect, it } from 'vitest';
import { appShellFor, isStorable, routeFor } from './rules.ts';

const ORIGIN = 'https://stallfinder.example';

function decide(path: string, { navigate = false, method = 'GET', destination = '' } = {}) {
  const url = new URL(path, ORIGIN);
  return routeFor({ url, method, navigate, destination }, ORIGIN);
}

describe('routeFor', () => {
  it.each([
    ['/', 'sf-pages'],
    ['/?source=pwa', 'sf-pages'],
    ['/stallplaetze?maxPrice=400&sort=price', 'sf-pages'],
    ['/de', 'sf-pages'],
    ['/at/stallplatz/42', 'sf-pages'],
    ['/stallplatz/42', 'sf-pages'],
    ['/merkliste', 'sf-pages'],
    ['/offline', 'sf-pages'],
    ['/faq', 'sf-pages'],
    ['/admin', 'never'],
    ['/admin/users', 'never'],
    ['/dashboard', 'never'],
    ['/profile', 'never'],
    ['/my-stables', 'never'],
    ['/my-stables/12/listings', 'never'],
    ['/auth?tab=register', 'never'],
    ['/passwort-zuruecksetzen?token=abc', 'never'],
    ['/email-bestaetigen?token=abc', 'never'],
    ['/newsletter/abmelden?token=abc', 'never'],
    ['/wartung', 'never'],
  ])('navigation to %s → %s', (path, expected) => {
    expect(decide(path, { navigate: true })).toBe(expected);
  });

  it.each([
    ['/api/listings?region=DE', 'sf-api-listings'],
    ['/api/listings/42', 'sf-api-listings'],
    ['/api/user', 'never'],
    ['/api/me/favourites', 'never'],
    ['/api/my/stables', 'never'],
    ['/api/admin/settings', 'never'],
    ['/api/password/reset', 'never'],
    ['/api/maintenance', 'never'],
    ['/media/listings/42/photo.webp', 'sf-images'],
    ['/_astro/client.abc123.js', 'sf-assets'],
    ['/favicon.svg', null],
  ])('request for %s → %s', (path, expected) => {
    expect(decide(path)).toBe(expected);
  });

  it.each([
    ['/nachrichten', true],
    ['/nachrichten?ansicht=ungelesen', true],
    ['/nachrichten/12', true],
    ['/nachrichten/zugang/abcdefghijklmnopqrstuvwxyz012345', true],
    ['/api/me/conversations', false],
    ['/api/me/conversations?unread=true', false],
    ['/api/me/conversations/unread-count', false],
    ['/api/me/conversations/12', false],
    ['/api/me/conversations/12/viewings', false],
    ['/api/conversation-links/abcdefghijklmnopqrstuvwxyz012345', false],
    ['/api/listings/42/viewing-slots', false],
    ['/api/me/viewings/7/calendar.ics', false],
  ])('never stores the conversations: %s (navigation: %s)', (path, navigate) => {
    expect(decide(path, { navigate })).toBe('never');
  });

  it.each([
    ['/suchauftraege', true],
    ['/suchauftraege/', true],
    ['/suchauftraege/bestaetigen/abcdefghijklmnopqrstuvwxyz012345', true],
    ['/suchauftraege/abbestellen/abcdefghijklmnopqrstuvwxyz012345', true],
    ['/api/me/saved-searches', false],
    ['/api/me/saved-searches/7', false],
    ['/api/me/favourite-alerts', false],
  ])('never stores the saved searches: %s (navigation: %s)', (path, navigate) => {
    expect(decide(path, { navigate })).toBe('never');
  });

  it('never stores a non-GET request', () => {
    expect(decide('/api/listings', { method: 'POST' })).toBe('never');
    expect(decide('/stallplaetze', { method: 'POST', navigate: true })).toBe('never');
  });

  it('keeps map tiles and photos of another origin, nothing else from it', () => {
    expect(decide('https://tile.openstreetmap.org/12/2200/1343.png', { destination: 'image' })).toBe('sf-tiles');
    expect(decide('https://photos.example/listings/3/abc-960.webp', { destination: 'image' })).toBe('sf-tiles');
    expect(decide('https://cdn.example.com/lib.js', { destination: 'script' })).toBeNull();
  });
});

describe('isStorable', () => {
  it.each([
    [200, 'no-cache', true],
    [200, null, true],
    [200, 'private, no-store', false],
    [200, 'no-store', false],
    [200, 'private', false],
    [503, 'no-store', false],
    [503, 'no-cache', false],
    [404, 'no-cache', false],
    [302, null, false],
  ])('status %s with Cache-Control %s → %s', (status, cacheControl, expected) => {
    expect(isStorable(status, cacheControl)).toBe(expected);
  });

  it('stores opaque responses only where allowed (map tiles)', () => {
    expect(isStorable(0, null)).toBe(false);
    expect(isStorable(0, null, { opaqueAllowed: true })).toBe(true);
  });
});

describe('the visit checklists offline', () => {
  it('keeps the checklist and comparison pages, but no answer of /api/me (checklists included) and no share', () => {
    expect(decide('/checkliste/42', { navigate: true })).toBe('sf-pages');
    expect(decide('/checkliste', { navigate: true })).toBe('sf-pages');
    expect(decide('/vergleich', { navigate: true })).toBe('sf-pages');
    expect(decide('/api/me/checklists')).toBe('never');
    expect(decide('/api/me/checklists/42')).toBe('never');
    expect(decide('/api/me/checklists/42', { method: 'PUT' })).toBe('never');
    expect(decide('/api/me/comparisons', { method: 'POST' })).toBe('never');
    expect(decide('/api/comparisons/abcdefghijklmnopqrstuvwxyz')).toBe('never');
  });

  it('opens every listing’s checklist from the one saved shell, and nothing else from it', () => {
    expect(appShellFor('/checkliste/42')).toBe('/checkliste');
    expect(appShellFor('/checkliste/42/')).toBe('/checkliste');
    expect(appShellFor('/checkliste')).toBe('/checkliste');
    expect(appShellFor('/checkliste/abc')).toBeNull();
    expect(appShellFor('/checkliste/42/../../admin')).toBeNull();
    expect(appShellFor('/merkliste')).toBeNull();
    expect(appShellFor('/dashboard')).toBeNull();
  });
});
