// The demo stable owners and their stables, written by hand so names, places and settings fit together.
import type { Landscape } from './scene/stable-scene.ts';
import type { TownName } from './towns.ts';

/** What kind of yard a stable is; it decides the stall types offered, amenities and wording. */
export type StableKind = 'reitanlage' | 'pension' | 'offenstall' | 'gestuet';

export interface StableSeed {
  name: string;
  town: TownName;
  street: string;
  kind: StableKind;
  landscape: Landscape; // which demo pictures suit it
  setting: string; // where it lies, completing "Der Hof liegt ..."
  listings: number;
}

export interface OwnerSeed {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  stables: StableSeed[];
}

export const STABLE_OWNERS: OwnerSeed[] = [
  {
    firstName: 'Katharina',
    lastName: 'Brandt',
    username: 'katharina.brandt',
    email: 'katharina.brandt@example.com',
    stables: [
      {
        name: 'Reitstall Sonnenhof',
        town: 'Fürstenfeldbruck',
        street: 'Am Sonnenhof 4',
        kind: 'reitanlage',
        landscape: 'hills',
        setting:
          'westlich von München im Landkreis Fürstenfeldbruck, ruhig am Ortsrand und trotzdem schnell erreichbar',
        listings: 4,
      },
      {
        name: 'Pferdepension Inntal',
        town: 'Rosenheim',
        street: 'Auenweg 12',
        kind: 'pension',
        landscape: 'alpine',
        setting: 'im Inntal bei Rosenheim, mit freiem Blick auf die Berge',
        listings: 3,
      },
      {
        name: 'Reiterhof Zugspitzblick',
        town: 'Garmisch-Partenkirchen',
        street: 'Loisachweg 7',
        kind: 'offenstall',
        landscape: 'alpine',
        setting: 'am Ortsrand von Garmisch-Partenkirchen, direkt am Fuß des Wettersteingebirges',
        listings: 2,
      },
    ],
  },
  {
    firstName: 'Jürgen',
    lastName: 'Wessels',
    username: 'juergen.wessels',
    email: 'j.wessels@example.net',
    stables: [
      {
        name: 'Reitanlage Lindenhof',
        town: 'Verden (Aller)',
        street: 'Am Lindenhof 2',
        kind: 'reitanlage',
        landscape: 'lowland',
        setting: 'in der Reiterstadt Verden an der Aller',
        listings: 4,
      },
      {
        name: 'Gestüt Moorwiese',
        town: 'Vechta',
        street: 'Moorwiesenweg 15',
        kind: 'gestuet',
        landscape: 'lowland',
        setting: 'im Oldenburger Münsterland, wo die Pferdezucht seit Generationen zu Hause ist',
        listings: 3,
      },
      {
        name: 'Gut Birkenhain',
        town: 'Lüneburg',
        street: 'Gut Birkenhain 1',
        kind: 'pension',
        landscape: 'lowland',
        setting: 'am Rand der Lüneburger Heide, umgeben von Birkenwäldern und Feldwegen',
        listings: 3,
      },
      {
        name: 'Pferdehof Krückau',
        town: 'Elmshorn',
        street: 'Krückaudeich 23',
        kind: 'pension',
        landscape: 'lowland',
        setting: 'in der Elmshorner Marsch, mitten im Zuchtgebiet der Holsteiner',
        listings: 2,
      },
    ],
  },
  {
    firstName: 'Sabine',
    lastName: 'Görtz',
    username: 'sabine.goertz',
    email: 'sabine.goertz@example.org',
    stables: [
      {
        name: 'Reitstall Emsblick',
        town: 'Warendorf',
        street: 'Emsweg 31',
        kind: 'reitanlage',
        landscape: 'lowland',
        setting: 'im Münsterland, nur wenige Minuten von der Warendorfer Altstadt entfernt',
        listings: 4,
      },
      {
        name: 'Pferdepension Niersaue',
        town: 'Mönchengladbach',
        street: 'An der Niers 9',
        kind: 'pension',
        landscape: 'lowland',
        setting: 'im grünen Süden von Mönchengladbach, direkt an der Niers',
        listings: 2,
      },
    ],
  },
  {
    firstName: 'Franziska',
    lastName: 'Maier',
    username: 'franziska.maier',
    email: 'franziska.maier@example.com',
    stables: [
      {
        name: 'Reiterhof Schussental',
        town: 'Ravensburg',
        street: 'Schussenweg 14',
        kind: 'offenstall',
        landscape: 'hills',
        setting: 'im Schussental zwischen Ravensburg und dem Bodensee',
        listings: 3,
      },
      {
        name: 'Pferdehof Mooswald',
        town: 'Freiburg im Breisgau',
        street: 'Am Mooswald 20',
        kind: 'pension',
        landscape: 'hills',
        setting: 'am Freiburger Mooswald, mit Blick auf die Höhen des Schwarzwalds',
        listings: 3,
      },
      {
        name: 'Pferdepension Rhönblick',
        town: 'Fulda',
        street: 'Rhönweg 5',
        kind: 'offenstall',
        landscape: 'hills',
        setting: 'vor den Toren Fuldas, mit weitem Blick auf die Rhön',
        listings: 2,
      },
    ],
  },
  {
    firstName: 'Thomas',
    lastName: 'Lehmann',
    username: 'thomas.lehmann',
    email: 'thomas.lehmann@example.net',
    stables: [
      {
        name: 'Gut Dossetal',
        town: 'Neustadt (Dosse)',
        street: 'Lindenallee 3',
        kind: 'gestuet',
        landscape: 'lowland',
        setting: 'in Neustadt (Dosse), der brandenburgischen Stadt der Pferde',
        listings: 3,
      },
      {
        name: 'Reitstall Friedewald',
        town: 'Moritzburg',
        street: 'Waldstraße 27',
        kind: 'reitanlage',
        landscape: 'hills',
        setting: 'zwischen den Moritzburger Teichen und dem Friedewald, nördlich von Dresden',
        listings: 2,
      },
      {
        name: 'Pferdehof Ostseewind',
        town: 'Bad Doberan',
        street: 'Am Kamp 8',
        kind: 'offenstall',
        landscape: 'lowland',
        setting: 'bei Bad Doberan, nur wenige Kilometer vom Ostseestrand bei Heiligendamm entfernt',
        listings: 2,
      },
    ],
  },
  {
    firstName: 'Maximilian',
    lastName: 'Gruber',
    username: 'max.gruber',
    email: 'max.gruber@example.org',
    stables: [
      {
        name: 'Pferdepension Gruberhof',
        town: 'Stadl-Paura',
        street: 'Traunleiten 14',
        kind: 'pension',
        landscape: 'hills',
        setting: 'an der Traun in Stadl-Paura, einem Ort mit langer Pferdetradition',
        listings: 4,
      },
      {
        name: 'Reiterhof Traunsee',
        town: 'Gmunden',
        street: 'Seebergweg 6',
        kind: 'reitanlage',
        landscape: 'alpine',
        setting: 'oberhalb des Traunsees mit Blick auf den Traunstein',
        listings: 3,
      },
      {
        name: 'Reitanlage Untersberg',
        town: 'Salzburg',
        street: 'Moosstraße 118',
        kind: 'reitanlage',
        landscape: 'alpine',
        setting: 'im Süden der Stadt Salzburg, am Fuß des Untersbergs',
        listings: 3,
      },
    ],
  },
  {
    firstName: 'Theresa',
    lastName: 'Pichler',
    username: 'theresa.pichler',
    email: 'theresa.pichler@example.com',
    stables: [
      {
        name: 'Pferdehof Pichler',
        town: 'Köflach',
        street: 'Kirchweg 5',
        kind: 'offenstall',
        landscape: 'hills',
        setting: 'in der Weststeiermark, unweit des Lipizzanergestüts Piber',
        listings: 2,
      },
      {
        name: 'Reitstall Wienerwald',
        town: 'Baden',
        street: 'Weilburgstraße 64',
        kind: 'pension',
        landscape: 'hills',
        setting: 'am Rand des Wienerwalds bei Baden, eine halbe Stunde südlich von Wien',
        listings: 2,
      },
    ],
  },
  {
    firstName: 'Reto',
    lastName: 'Brunner',
    username: 'reto.brunner',
    email: 'reto.brunner@example.net',
    stables: [
      {
        name: 'Pferdepension Thurauen',
        town: 'Frauenfeld',
        street: 'Thurweg 12',
        kind: 'pension',
        landscape: 'hills',
        setting: 'im Thurgau, am Rand von Frauenfeld und nahe der Thur',
        listings: 3,
      },
      {
        name: 'Reiterhof Etzelblick',
        town: 'Einsiedeln',
        street: 'Etzelstrasse 41',
        kind: 'offenstall',
        landscape: 'alpine',
        setting: 'im Klosterdorf Einsiedeln, wo Pferdezucht eine jahrhundertealte Tradition hat',
        listings: 3,
      },
      {
        name: 'Reitanlage Eschenberg',
        town: 'Winterthur',
        street: 'Eschenbergstrasse 5',
        kind: 'reitanlage',
        landscape: 'hills',
        setting: 'am Waldrand des Eschenbergs in Winterthur',
        listings: 3,
      },
    ],
  },
  {
    firstName: 'Barbara',
    lastName: 'Zürcher',
    username: 'barbara.zuercher',
    email: 'barbara.zuercher@example.org',
    stables: [
      {
        name: 'Pferdehof Emmental',
        town: 'Burgdorf',
        street: 'Emmenweg 18',
        kind: 'pension',
        landscape: 'hills',
        setting: 'in Burgdorf, am Tor zum Emmental',
        listings: 3,
      },
      {
        name: 'Reitanlage Niesenblick',
        town: 'Thun',
        street: 'Allmendstrasse 66',
        kind: 'reitanlage',
        landscape: 'alpine',
        setting: 'am Rand der Thuner Allmend, mit Blick auf Niesen und Stockhorn',
        listings: 2,
      },
    ],
  },
];
