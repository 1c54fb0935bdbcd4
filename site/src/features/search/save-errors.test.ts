import { describe, expect, it } from 'vitest';
import { SAVED_SEARCH_MSG } from '#contract/saved-searches.ts';
import { ApiError } from '#site/lib/api.ts';
import { OFFLINE_SAVE_TEXT, saveErrors, SIGNED_OUT_TEXT } from './save-errors.ts';

describe('saveErrors', () => {
  it('puts the messages of the dialog fields at those fields', () => {
    const err = new ApiError(400, 'Bitte prüfe deine Eingaben', {
      name: SAVED_SEARCH_MSG.name,
      email: 'Bitte gib eine gültige E-Mail-Adresse an',
    });
    expect(saveErrors(err)).toEqual({
      fields: { name: SAVED_SEARCH_MSG.name, email: 'Bitte gib eine gültige E-Mail-Adresse an' },
      general: '',
    });
  });

  it("says above the buttons what the search's own messages say, once each", () => {
    const err = new ApiError(400, 'Bitte prüfe deine Eingaben', {
      radius: 'Bitte wähle einen Umkreis von 10, 25, 50, 100 oder 200 km',
      'query.radius': 'Bitte wähle einen Umkreis von 10, 25, 50, 100 oder 200 km',
      frequency: SAVED_SEARCH_MSG.frequency,
    });
    expect(saveErrors(err)).toEqual({
      fields: { frequency: SAVED_SEARCH_MSG.frequency },
      general: 'Diese Suche lässt sich so nicht speichern: Bitte wähle einen Umkreis von 10, 25, 50, 100 oder 200 km',
    });
  });

  it('shows a refusal without fields (the limit reached) as the server wrote it', () => {
    expect(saveErrors(new ApiError(409, SAVED_SEARCH_MSG.tooMany)).general).toBe(SAVED_SEARCH_MSG.tooMany);
  });

  it('says when the session has ended, the connection is gone or the server is unreachable', () => {
    expect(saveErrors(new ApiError(401, 'Nicht angemeldet')).general).toBe(SIGNED_OUT_TEXT);
    expect(saveErrors(new TypeError('Failed to fetch'), false).general).toBe(OFFLINE_SAVE_TEXT);
    expect(saveErrors(new TypeError('Failed to fetch'), true).general).toMatch(/Server ist gerade nicht erreichbar/);
  });
});
