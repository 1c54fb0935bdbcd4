// Which listing a checklist page is for: read from the address, so one saved page (the app shell) serves the
// checklist of every listing offline. /checkliste alone is the overview.

export const CHECKLIST_BASE = '/checkliste';

export const checklistPath = (listingId: number) => `${CHECKLIST_BASE}/${listingId}`;

/** The listing id of /checkliste/<id>, or null for the overview (and anything else). */
export function listingIdOfPath(pathname: string): number | null {
  const match = /^\/checkliste\/([1-9]\d{0,9})\/?$/.exec(pathname);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}
