// The report as a CSV file for German Excel: UTF-8 with a byte order mark (so umlauts survive), semicolons
// between fields, decimal commas, CRLF line ends, and one section per part of the report.
import { LISTING_STATUS_LABELS } from '#contract/listing-status.ts';
import { REGION_NAMES } from '#contract/regions.ts';
import type { AdminReport } from '#contract/types.ts';
import { formatGeneratedAt, monthLabel, NO_COMPARISON, reportDay } from './report-format.ts';

export const CSV_BOM = '\uFEFF';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

type Cell = string | number;

const decimal = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
});

/** A number as Excel reads it in German: decimal comma, no thousands separator. */
function numberCell(value: number, decimals: 0 | 1): string {
  return decimals === 1 ? decimal.format(value) : String(Math.round(value));
}

/**
 * Quotes a text field when it holds a separator, quote or line break, and defuses text that Excel would
 * run as a formula (listing titles are user input): a leading =, +, -, @, tab or CR gets an apostrophe.
 */
export function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function row(...cells: Cell[]): string {
  return cells.map((cell) => (typeof cell === 'number' ? numberCell(cell, 0) : textCell(cell))).join(';');
}

/** A row whose numbers are written with one decimal. */
function decimalRow(label: string, ...values: number[]): string {
  return [textCell(label), ...values.map((v) => numberCell(v, 1))].join(';');
}

export function reportCsv(report: AdminReport): string {
  const { kpis, monthly, regions, topListings, totals } = report;
  const first = monthly[0];
  const last = monthly.at(-1);
  const sum = (key: 'users' | 'listings' | 'contacts') => monthly.reduce((total, month) => total + month[key], 0);

  const lines = [
    row('Stallfinder-Bericht'),
    row('Erstellt am', formatGeneratedAt(report.generatedAt)),
    ...(first && last ? [row('Zeitraum', `${monthLabel(first.month)} bis ${monthLabel(last.month)}`)] : []),
    '',
    row('Kennzahlen'),
    row('Kennzahl', 'Wert'),
    kpis.userGrowthPercent === null
      ? row('Nutzerwachstum gegenüber Vormonat (%)', NO_COMPARISON)
      : decimalRow('Nutzerwachstum gegenüber Vormonat (%)', kpis.userGrowthPercent),
    decimalRow('Durchschnittliche Aufrufe pro Anzeige', kpis.averageViewsPerListing),
    decimalRow('Konversionsrate (%)', kpis.conversionRatePercent),
    decimalRow('Premium-Anteil (%)', kpis.premiumSharePercent),
    '',
    row('Monatliche Entwicklung'),
    row('Monat', 'Benutzer', 'Anzeigen', 'Kontakte'),
    ...monthly.map((month) => row(monthLabel(month.month), month.users, month.listings, month.contacts)),
    row('Summe', sum('users'), sum('listings'), sum('contacts')),
    '',
    row('Regionale Verteilung der Anzeigen'),
    row('Region', 'Anzeigen', 'Anteil (%)'),
    ...regions.map((r) => `${row(REGION_NAMES[r.region], r.listings)};${numberCell(r.percent, 1)}`),
    '',
    row('Top-Anzeigen nach Aufrufen'),
    row('Rang', 'Anzeige', 'Region', 'Status', 'Aufrufe', 'Kontakte', 'Konversion (%)'),
    ...topListings.map(
      (l, i) =>
        `${row(i + 1, l.title, REGION_NAMES[l.region], LISTING_STATUS_LABELS[l.status], l.views, l.contacts)};${numberCell(l.conversionPercent, 1)}`,
    ),
    '',
    row('Gesamtwerte'),
    row('Benutzer', totals.users),
    row('Anzeigen', totals.listings),
    row('Aufrufe', totals.views),
    row('Anfragen zu Anzeigen', totals.enquiries),
    row('Kontaktanfragen insgesamt', totals.contacts),
  ];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** "stallfinder-bericht-2026-11-21.csv", dated by the report. */
export function reportFileName(report: Pick<AdminReport, 'generatedAt'>): string {
  return `stallfinder-bericht-${reportDay(report.generatedAt)}.csv`;
}
