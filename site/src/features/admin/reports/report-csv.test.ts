import { describe, expect, it } from 'vitest';
import type { AdminReport } from '#contract/types.ts';
import { reportCsv, reportFileName, textCell } from './report-csv.ts';

const REPORT: AdminReport = {
  generatedAt: '2026-03-31T22:30:00.000Z', // already 1 April in Berlin
  kpis: {
    userGrowthPercent: -33.3,
    averageViewsPerListing: 1142.9,
    conversionRatePercent: 0.6,
    premiumSharePercent: 28.6,
  },
  monthly: [
    { month: '2025-11', users: 0, listings: 0, contacts: 1 },
    { month: '2025-12', users: 0, listings: 1, contacts: 0 },
    { month: '2026-01', users: 1, listings: 0, contacts: 1 },
    { month: '2026-02', users: 0, listings: 1, contacts: 0 },
    { month: '2026-03', users: 3, listings: 2, contacts: 2 },
    { month: '2026-04', users: 2, listings: 2, contacts: 4 },
  ],
  regions: [
    { region: 'germany', listings: 4, percent: 57.1 },
    { region: 'austria', listings: 2, percent: 28.6 },
    { region: 'switzerland', listings: 1, percent: 14.3 },
  ],
  topListings: [
    {
      id: 1,
      title: 'Außenbox "Sonnenhof"; Südseite',
      region: 'germany',
      status: 'active',
      views: 4000,
      contacts: 3,
      conversionPercent: 0.1,
    },
    {
      id: 2,
      title: '=HYPERLINK("http://example.com")',
      region: 'austria',
      status: 'inactive',
      views: 250,
      contacts: 2,
      conversionPercent: 0.8,
    },
  ],
  totals: { users: 7, listings: 7, contacts: 8, enquiries: 6, views: 8000 },
};

describe('reportCsv', () => {
  const csv = reportCsv(REPORT);
  const lines = csv.slice(1).split('\r\n');

  it('starts with the UTF-8 byte order mark and ends every line with CRLF', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.endsWith('Kontaktanfragen insgesamt;8\r\n')).toBe(true);
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('heads the file with the report date in Berlin time and the period', () => {
    expect(lines.slice(0, 3)).toEqual([
      'Stallfinder-Bericht',
      'Erstellt am;01.04.2026, 00:30',
      'Zeitraum;November 2025 bis April 2026',
    ]);
  });

  it('writes the KPIs with decimal commas', () => {
    const start = lines.indexOf('Kennzahlen');
    expect(lines.slice(start, start + 6)).toEqual([
      'Kennzahlen',
      'Kennzahl;Wert',
      'Nutzerwachstum gegenüber Vormonat (%);-33,3',
      'Durchschnittliche Aufrufe pro Anzeige;1142,9',
      'Konversionsrate (%);0,6',
      'Premium-Anteil (%);28,6',
    ]);
  });

  it('says so when user growth has nothing to compare with', () => {
    const csvWithoutGrowth = reportCsv({ ...REPORT, kpis: { ...REPORT.kpis, userGrowthPercent: null } });
    expect(csvWithoutGrowth).toContain('\r\nNutzerwachstum gegenüber Vormonat (%);Kein Vergleich möglich\r\n');
  });

  it('lists the months by German name with a sum row', () => {
    const start = lines.indexOf('Monatliche Entwicklung');
    expect(lines.slice(start, start + 9)).toEqual([
      'Monatliche Entwicklung',
      'Monat;Benutzer;Anzeigen;Kontakte',
      'November 2025;0;0;1',
      'Dezember 2025;0;1;0',
      'Januar 2026;1;0;1',
      'Februar 2026;0;1;0',
      'März 2026;3;2;2',
      'April 2026;2;2;4',
      'Summe;6;6;8',
    ]);
  });

  it('writes the regions with their German names and shares', () => {
    const start = lines.indexOf('Regionale Verteilung der Anzeigen');
    expect(lines.slice(start + 1, start + 5)).toEqual([
      'Region;Anzeigen;Anteil (%)',
      'Deutschland;4;57,1',
      'Österreich;2;28,6',
      'Schweiz;1;14,3',
    ]);
  });

  it('ranks the top listings, quoting separators and defusing formulas in titles', () => {
    const start = lines.indexOf('Top-Anzeigen nach Aufrufen');
    expect(lines.slice(start + 1, start + 4)).toEqual([
      'Rang;Anzeige;Region;Status;Aufrufe;Kontakte;Konversion (%)',
      '1;"Außenbox ""Sonnenhof""; Südseite";Deutschland;Aktiv;4000;3;0,1',
      `2;"'=HYPERLINK(""http://example.com"")";Österreich;Inaktiv;250;2;0,8`,
    ]);
  });

  it('closes with the totals, views without thousands separators', () => {
    const start = lines.indexOf('Gesamtwerte');
    expect(lines.slice(start + 1, start + 6)).toEqual([
      'Benutzer;7',
      'Anzeigen;7',
      'Aufrufe;8000',
      'Anfragen zu Anzeigen;6',
      'Kontaktanfragen insgesamt;8',
    ]);
  });
});

describe('textCell', () => {
  it('leaves plain text alone', () => {
    expect(textCell('Weideplatz Allgäu')).toBe('Weideplatz Allgäu');
  });

  it('quotes line breaks', () => {
    expect(textCell('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
  });

  it.each(['=1+1', '+49 170', '-5', '@SUMME(A1)'])('defuses %s', (value) => {
    expect(textCell(value)).toBe(`'${value}`);
  });
});

describe('reportFileName', () => {
  it('dates the file by the Berlin day of the report', () => {
    expect(reportFileName(REPORT)).toBe('stallfinder-bericht-2026-04-01.csv');
    expect(reportFileName({ generatedAt: '2026-11-21T10:00:00Z' })).toBe('stallfinder-bericht-2026-11-21.csv');
  });
});
