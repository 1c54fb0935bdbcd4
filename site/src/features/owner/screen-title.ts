// The heading and document title of each owner screen, known from the path alone: the server renders it
// before the island has loaded, and the island keeps the tab title in step while the owner moves around.
import { useEffect } from 'react';

/** "Meine Ställe", "Neuer Stall", … for a path below /my-stables (with or without that prefix). */
export function ownerScreenTitle(path: string): string {
  const rest = path.replace(/^\/my-stables/, '').replace(/\/+$/, '');
  if (rest === '/anfragen') return 'Anfragen';
  if (/^\/besichtigungen(\/[^/]+)?$/.test(rest)) return 'Besichtigungstermine';
  if (/^\/warteliste\/[^/]+$/.test(rest)) return 'Warteliste';
  if (/^\/premium\/[^/]+$/.test(rest)) return 'Premium';
  if (rest === '/rechnungen') return 'Rechnungen';
  if (rest === '/stall/neu') return 'Neuer Stall';
  if (/^\/stall\/[^/]+$/.test(rest)) return 'Stall bearbeiten';
  if (rest === '/anzeige/neu') return 'Neue Anzeige';
  if (/^\/anzeige\/[^/]+$/.test(rest)) return 'Anzeige bearbeiten';
  return 'Meine Ställe';
}

/** Sets the tab title to "{screen} | {site name}", keeping the site name the server put there. */
export function useScreenTitle(path: string): void {
  useEffect(() => {
    const siteName = document.title.split(' | ').slice(1).join(' | ');
    const screen = ownerScreenTitle(path);
    document.title = siteName ? `${screen} | ${siteName}` : screen;
  }, [path]);
}
