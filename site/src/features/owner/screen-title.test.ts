import { describe, expect, it } from 'vitest';
import { ownerScreenTitle } from './screen-title.ts';

describe('ownerScreenTitle', () => {
  it('names each owner screen from its path', () => {
    expect(ownerScreenTitle('/my-stables')).toBe('Meine Ställe');
    expect(ownerScreenTitle('/my-stables/')).toBe('Meine Ställe');
    expect(ownerScreenTitle('/my-stables/anfragen')).toBe('Anfragen');
    expect(ownerScreenTitle('/my-stables/stall/neu')).toBe('Neuer Stall');
    expect(ownerScreenTitle('/my-stables/stall/12')).toBe('Stall bearbeiten');
    expect(ownerScreenTitle('/my-stables/anzeige/neu')).toBe('Neue Anzeige');
    expect(ownerScreenTitle('/anzeige/7')).toBe('Anzeige bearbeiten');
    expect(ownerScreenTitle('/my-stables/besichtigungen')).toBe('Besichtigungstermine');
    expect(ownerScreenTitle('/my-stables/besichtigungen/3')).toBe('Besichtigungstermine');
    expect(ownerScreenTitle('/my-stables/warteliste/12')).toBe('Warteliste');
    expect(ownerScreenTitle('/my-stables/unbekannt')).toBe('Meine Ställe');
  });
});
