// German descriptions of the query and path parameters, by name: the contract's schemas say what a parameter
// takes, these say what it means. The same name means the same thing on every route.
import { SEARCH_MAX_OFFSET } from '#contract/limits.ts';
import { RADII_KM, RADIUS_DEFAULT_KM } from '#contract/places.ts';
import { TRAVEL_MINUTES } from '#contract/travel.ts';

const minutes = `Längste Fahrzeit in Minuten: ${TRAVEL_MINUTES.join(', ')}`;

export const PARAMETER_TEXTS: Record<string, string> = {
  id: 'Die Nummer',
  listingId: 'Die Nummer des Stallplatzes',
  photoId: 'Die Nummer des Fotos',
  slug: 'Die Adresse des Stalls in Worten, wie in /stall/<slug>',
  file: 'Der Name der Datei',
  region: 'Land: germany, austria oder switzerland; „all“ oder leer für alle',
  search: 'Freitext: Titel, Beschreibung, Stall, Ort oder Postleitzahl',
  location: 'Ort oder Postleitzahl als Text',
  near: 'Umkreissuche um diesen Ort: Postleitzahl, Ortsname oder „Breite,Länge“',
  radius: `Umkreis in km um \`near\`: ${RADII_KM.join(', ')} (ohne Angabe ${RADIUS_DEFAULT_KM})`,
  from: 'Fahrzeitsuche ab diesem Startort: Postleitzahl, Ortsname oder „Breite,Länge“',
  maxMinutes: `${minutes}, ab \`from\``,
  from2: 'Ein zweiter Startort der Fahrzeitsuche (nur mit `from`)',
  maxMinutes2: `${minutes}, ab \`from2\``,
  bbox: 'Kartenausschnitt als „West,Süd,Ost,Nord“ in Grad',
  zoom: 'Zoomstufe der Karte (3 bis 18)',
  sort: 'Reihenfolge; „distance“ nur mit einem Ort (`near` oder `from`)',
  limit: 'Einträge je Seite',
  offset: `Einträge überspringen (höchstens ${SEARCH_MAX_OFFSET}; danach mit \`cursor\` weiterblättern)`,
  cursor: 'Der Wert von `X-Next-Cursor` der vorigen Seite; Sortierung und Filter müssen gleich bleiben',
  ids: 'Nummern der Stallplätze, durch Kommas getrennt (höchstens 200)',
  q: 'Der Anfang einer Postleitzahl oder eines Ortsnamens',
  stableId: 'Nur die Anzeigen dieses Stalls',
  withListings: '„true“: den Stall mit seinen Anzeigen löschen',
  unread: '„true“: nur ungelesene Anfragen',
  status: 'Nur Anzeigen mit diesem Status',
  role: 'Nur Konten mit dieser Rolle',
  token: 'Der Schlüssel aus dem Link der E-Mail',
  expiring: '„soon“: nur Anzeigen, die in den nächsten 7 Tagen ablaufen (bald ablaufend)',
};
