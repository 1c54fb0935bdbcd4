// Dates as a German reads and types them (TT.MM.JJJJ), whatever language the browser has: a native date input
// shows the browser's format (an English browser: mm/dd/yyyy), so the forms take the date as text and convert it
// to the ISO date (JJJJ-MM-TT) the API wants (issue 39.18).

export const DATE_PLACEHOLDER = 'TT.MM.JJJJ';
export const DATE_HINT = 'Im Format TT.MM.JJJJ, z. B. 01.03.2027';
export const DATE_FORMAT_ERROR = 'Bitte gib das Datum im Format TT.MM.JJJJ ein, z. B. 01.03.2027.';
export const DATE_PAST_ERROR = 'Bitte wähle ein Datum ab heute.';

/** A date field's input: text with digits on a phone's keyboard, at most "TT.MM.JJJJ" long. */
export const DATE_INPUT = {
  type: 'text',
  inputMode: 'numeric',
  placeholder: DATE_PLACEHOLDER,
  autoComplete: 'off',
  maxLength: 10,
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The ISO date of a German date: "1.3.2027", "01.03.2027", "1.3.27" (20xx), also an ISO date pasted in; null when
 * it is none or no day of the calendar ("31.02.2027").
 */
export function parseGermanDate(text: string): string | null {
  const typed = text.trim();
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(typed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typed);
  const [day, month, year] = german
    ? [Number(german[1]), Number(german[2]), Number(german[3]!.length === 2 ? `20${german[3]}` : german[3])]
    : iso
      ? [Number(iso[3]), Number(iso[2]), Number(iso[1])]
      : [0, 0, 0];
  if (!year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** "2027-03-01" as "01.03.2027"; any other text as it is. */
export function formatGermanDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}

/**
 * Typing the digits, the dots come by themselves: "0103" → "01.03", "01.032" → "01.03.2", "01032027" →
 * "01.03.2027". Dots typed elsewhere ("1.3.2027") leave the text as it is.
 */
export function maskGermanDate(typed: string): string {
  if (!/^[\d.]+$/.test(typed) || [...typed].some((c, i) => c === '.' && i !== 2 && i !== 5)) return typed;
  const digits = typed.replaceAll('.', '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('.');
}

/**
 * The German message for a typed date, or null when it is fine: empty is fine when optional; `min` (ISO) is the
 * first day allowed.
 */
export function germanDateError(text: string, options: { required?: boolean; min?: string } = {}): string | null {
  if (!text.trim()) return options.required ? DATE_FORMAT_ERROR : null;
  const iso = parseGermanDate(text);
  if (!iso) return DATE_FORMAT_ERROR;
  return options.min && iso < options.min ? DATE_PAST_ERROR : null;
}
