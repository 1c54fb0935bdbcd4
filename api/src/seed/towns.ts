// Real towns of Germany, Austria and Switzerland with postal code, state and town-centre coordinates, for the demo data.
// Postal codes are the town's main (centre) code; coordinates are the town centre, rounded to three decimals.
import type { Region } from '#contract/regions.ts';

export interface Town {
  name: string;
  postalCode: string;
  region: Region;
  state: string; // Bundesland / Kanton
  latitude: number;
  longitude: number;
}

const de = (name: string, postalCode: string, state: string, latitude: number, longitude: number): Town => ({
  name,
  postalCode,
  region: 'germany',
  state,
  latitude,
  longitude,
});
const at = (name: string, postalCode: string, state: string, latitude: number, longitude: number): Town => ({
  name,
  postalCode,
  region: 'austria',
  state,
  latitude,
  longitude,
});
const ch = (name: string, postalCode: string, state: string, latitude: number, longitude: number): Town => ({
  name,
  postalCode,
  region: 'switzerland',
  state,
  latitude,
  longitude,
});

export const TOWNS = [
  // Deutschland
  de('München', '80331', 'Bayern', 48.137, 11.575),
  de('Fürstenfeldbruck', '82256', 'Bayern', 48.178, 11.255),
  de('Würzburg', '97070', 'Bayern', 49.792, 9.953),
  de('Rosenheim', '83022', 'Bayern', 47.856, 12.128),
  de('Landshut', '84028', 'Bayern', 48.537, 12.152),
  de('Garmisch-Partenkirchen', '82467', 'Bayern', 47.492, 11.096),
  de('Münster', '48143', 'Nordrhein-Westfalen', 51.962, 7.626),
  de('Warendorf', '48231', 'Nordrhein-Westfalen', 51.953, 7.99),
  de('Mönchengladbach', '41061', 'Nordrhein-Westfalen', 51.195, 6.438),
  de('Aachen', '52062', 'Nordrhein-Westfalen', 50.776, 6.084),
  de('Verden (Aller)', '27283', 'Niedersachsen', 52.922, 9.235),
  de('Lüneburg', '21335', 'Niedersachsen', 53.248, 10.411),
  de('Celle', '29221', 'Niedersachsen', 52.624, 10.081),
  de('Vechta', '49377', 'Niedersachsen', 52.73, 8.288),
  de('Hannover', '30159', 'Niedersachsen', 52.374, 9.738),
  de('Elmshorn', '25335', 'Schleswig-Holstein', 53.754, 9.652),
  de('Bad Segeberg', '23795', 'Schleswig-Holstein', 53.936, 10.309),
  de('Kiel', '24103', 'Schleswig-Holstein', 54.323, 10.135),
  de('Stuttgart', '70173', 'Baden-Württemberg', 48.776, 9.18),
  de('Freiburg im Breisgau', '79098', 'Baden-Württemberg', 47.996, 7.852),
  de('Ravensburg', '88212', 'Baden-Württemberg', 47.782, 9.612),
  de('Heidelberg', '69117', 'Baden-Württemberg', 49.41, 8.694),
  de('Wiesbaden', '65183', 'Hessen', 50.082, 8.24),
  de('Kassel', '34117', 'Hessen', 51.313, 9.48),
  de('Fulda', '36037', 'Hessen', 50.555, 9.68),
  de('Potsdam', '14467', 'Brandenburg', 52.399, 13.066),
  de('Neustadt (Dosse)', '16845', 'Brandenburg', 52.851, 12.45),
  de('Dresden', '01067', 'Sachsen', 51.05, 13.737),
  de('Moritzburg', '01468', 'Sachsen', 51.165, 13.68),
  de('Leipzig', '04109', 'Sachsen', 51.34, 12.374),
  de('Schwerin', '19053', 'Mecklenburg-Vorpommern', 53.63, 11.41),
  de('Bad Doberan', '18209', 'Mecklenburg-Vorpommern', 54.107, 11.906),
  de('Mainz', '55116', 'Rheinland-Pfalz', 49.999, 8.274),
  de('Trier', '54290', 'Rheinland-Pfalz', 49.75, 6.637),
  de('Erfurt', '99084', 'Thüringen', 50.978, 11.029),
  de('Saarbrücken', '66111', 'Saarland', 49.235, 6.996),

  // Österreich
  at('Wien', '1010', 'Wien', 48.208, 16.373),
  at('Salzburg', '5020', 'Salzburg', 47.8, 13.044),
  at('Graz', '8010', 'Steiermark', 47.071, 15.439),
  at('Linz', '4020', 'Oberösterreich', 48.306, 14.286),
  at('Innsbruck', '6020', 'Tirol', 47.269, 11.404),
  at('Klagenfurt am Wörthersee', '9020', 'Kärnten', 46.624, 14.308),
  at('St. Pölten', '3100', 'Niederösterreich', 48.204, 15.626),
  at('Bregenz', '6900', 'Vorarlberg', 47.503, 9.747),
  at('Eisenstadt', '7000', 'Burgenland', 47.846, 16.523),
  at('Wels', '4600', 'Oberösterreich', 48.158, 14.027),
  at('Villach', '9500', 'Kärnten', 46.611, 13.856),
  at('Stadl-Paura', '4651', 'Oberösterreich', 48.083, 13.867),
  at('Gmunden', '4810', 'Oberösterreich', 47.918, 13.799),
  at('Köflach', '8580', 'Steiermark', 47.064, 15.089),
  at('Baden', '2500', 'Niederösterreich', 48.008, 16.234),
  at('Kitzbühel', '6370', 'Tirol', 47.446, 12.392),
  at('Wiener Neustadt', '2700', 'Niederösterreich', 47.815, 16.247),

  // Schweiz
  ch('Zürich', '8001', 'Zürich', 47.372, 8.542),
  ch('Bern', '3011', 'Bern', 46.948, 7.447),
  ch('Luzern', '6003', 'Luzern', 47.05, 8.309),
  ch('St. Gallen', '9000', 'St. Gallen', 47.424, 9.377),
  ch('Basel', '4051', 'Basel-Stadt', 47.556, 7.588),
  ch('Winterthur', '8400', 'Zürich', 47.499, 8.724),
  ch('Thun', '3600', 'Bern', 46.758, 7.628),
  ch('Aarau', '5000', 'Aargau', 47.392, 8.044),
  ch('Schaffhausen', '8200', 'Schaffhausen', 47.696, 8.635),
  ch('Frauenfeld', '8500', 'Thurgau', 47.557, 8.899),
  ch('Zug', '6300', 'Zug', 47.166, 8.516),
  ch('Chur', '7000', 'Graubünden', 46.85, 9.533),
  ch('Einsiedeln', '8840', 'Schwyz', 47.129, 8.747),
  ch('Burgdorf', '3400', 'Bern', 47.059, 7.628),
  ch('Wetzikon', '8620', 'Zürich', 47.326, 8.798),
] as const satisfies readonly Town[];

export type TownName = (typeof TOWNS)[number]['name'];

export function townByName(name: TownName): Town {
  const town = TOWNS.find((t) => t.name === name);
  if (!town) throw new Error(`Unknown town: ${name}`);
  return town;
}
