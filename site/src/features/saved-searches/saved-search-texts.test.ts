import { describe, expect, it } from 'vitest';
import { changeText, lastAlertText } from './SavedSearchList.tsx';

describe('the saved searches list texts', () => {
  it('gives the last alert in German time, or that none was sent', () => {
    expect(lastAlertText(null)).toBe('Noch keine E-Mail verschickt');
    expect(lastAlertText('2026-11-27T06:00:00.000Z')).toBe('Letzte E-Mail: 27.11.2026, 07:00 Uhr');
    expect(lastAlertText('2026-07-01T05:30:00.000Z')).toBe('Letzte E-Mail: 01.07.2026, 07:30 Uhr');
  });

  it('says what a change did', () => {
    expect(changeText({ paused: true })).toMatch(/^Pausiert/);
    expect(changeText({ paused: false })).toMatch(/^Fortgesetzt/);
    expect(changeText({ frequency: 'weekly' })).toBe('E-Mails zu neuen Treffern: wöchentlich');
    expect(changeText({ name: 'Box bei München' })).toBe('Neuer Name: Box bei München');
  });
});
