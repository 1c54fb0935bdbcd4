import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT_ERROR,
  DATE_PAST_ERROR,
  formatGermanDate,
  germanDateError,
  maskGermanDate,
  parseGermanDate,
} from './german-date.ts';

describe('German dates (TT.MM.JJJJ)', () => {
  it('reads a German date, short or long, and an ISO date, as the ISO date', () => {
    expect(parseGermanDate('01.03.2027')).toBe('2027-03-01');
    expect(parseGermanDate(' 1.3.2027 ')).toBe('2027-03-01');
    expect(parseGermanDate('1.3.27')).toBe('2027-03-01');
    expect(parseGermanDate('29.02.2028')).toBe('2028-02-29');
    expect(parseGermanDate('2027-03-01')).toBe('2027-03-01');
  });

  it('takes no day that the calendar lacks, and no American or unfinished date', () => {
    for (const text of [
      '31.02.2027',
      '29.02.2027',
      '00.01.2027',
      '12.13.2027',
      '03/01/2027',
      '01.03.',
      '1.3.202',
      'morgen',
      '',
    ])
      expect(parseGermanDate(text), text).toBeNull();
  });

  it('shows an ISO date the German way', () => {
    expect(formatGermanDate('2027-03-01')).toBe('01.03.2027');
    expect(formatGermanDate('2027-03-01T00:00:00.000Z')).toBe('01.03.2027');
    expect(formatGermanDate('')).toBe('');
  });

  it('puts in the dots while only digits are typed', () => {
    expect(maskGermanDate('01')).toBe('01');
    expect(maskGermanDate('0103')).toBe('01.03');
    expect(maskGermanDate('010320')).toBe('01.03.20');
    expect(maskGermanDate('01032027')).toBe('01.03.2027');
    expect(maskGermanDate('01.032')).toBe('01.03.2');
    expect(maskGermanDate('01.03.2027')).toBe('01.03.2027');
    expect(maskGermanDate('1.3.2027')).toBe('1.3.2027');
  });

  it('says in German what is wrong: the format, or a day before the first allowed', () => {
    expect(germanDateError('')).toBeNull();
    expect(germanDateError('', { required: true })).toBe(DATE_FORMAT_ERROR);
    expect(germanDateError('03/01/2027')).toBe(DATE_FORMAT_ERROR);
    expect(germanDateError('28.02.2027', { min: '2027-03-01' })).toBe(DATE_PAST_ERROR);
    expect(germanDateError('01.03.2027', { min: '2027-03-01' })).toBeNull();
  });
});
