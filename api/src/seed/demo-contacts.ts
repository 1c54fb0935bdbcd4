// Demo visitors (ordinary accounts), their enquiries and contact-form messages, and newsletter sign-ups.
import type { Region } from '#contract/regions.ts';
import type { StallType } from '#contract/stall-types.ts';
import { DAY_MS, type DemoClock } from './demo-clock.ts';
import type { DemoContact, DemoListing, DemoNewsletterSignup, DemoStable, DemoUser } from './demo-types.ts';
import { germanDay } from './german-text.ts';
import { mobileNumber } from './phone-numbers.ts';
import type { Prng } from './prng.ts';

interface Visitor {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  region: Region;
  ageDays: number; // when the account was created
  withPhone: boolean;
}

const VISITORS: Visitor[] = [
  {
    firstName: 'Lena',
    lastName: 'Hoffmann',
    username: 'lena.hoffmann',
    email: 'lena.hoffmann@example.com',
    region: 'germany',
    ageDays: 226,
    withPhone: true,
  },
  {
    firstName: 'Tobias',
    lastName: 'Wagner',
    username: 'tobi_wagner',
    email: 'tobias.wagner@example.net',
    region: 'germany',
    ageDays: 158,
    withPhone: false,
  },
  {
    firstName: 'Marie',
    lastName: 'Schulz',
    username: 'marie.schulz',
    email: 'marie.schulz@example.org',
    region: 'germany',
    ageDays: 97,
    withPhone: true,
  },
  {
    firstName: 'Sophie',
    lastName: 'Berger',
    username: 'sophie.berger',
    email: 'sophie.berger@example.com',
    region: 'austria',
    ageDays: 44,
    withPhone: true,
  },
  {
    firstName: 'Lukas',
    lastName: 'Steiner',
    username: 'lukas_steiner',
    email: 'lukas.steiner@example.net',
    region: 'austria',
    ageDays: 5,
    withPhone: false,
  },
  {
    firstName: 'Nina',
    lastName: 'Keller',
    username: 'nina.keller',
    email: 'nina.keller@example.org',
    region: 'switzerland',
    ageDays: 2,
    withPhone: true,
  },
];

export function buildVisitors(rng: Prng, clock: DemoClock): DemoUser[] {
  return VISITORS.map((v) => ({
    email: v.email,
    username: v.username,
    firstName: v.firstName,
    lastName: v.lastName,
    phone: v.withPhone ? mobileNumber(rng, v.region) : null,
    isStableOwner: false,
    createdAt: clock.daysAgo(v.ageDays, rng),
  }));
}

interface Enquiry {
  visitor: string | { name: string; email: string }; // a visitor's username, or a guest
  region: Region;
  stallType: StallType;
  ageDays: number;
  moveInInDays: number | null;
  withPhone: boolean;
  message: (ctx: { stable: string; moveIn: string | null; name: string }) => string;
}

const ENQUIRIES: Enquiry[] = [
  {
    visitor: 'lena.hoffmann',
    region: 'germany',
    stallType: 'open_stable',
    ageDays: 180,
    moveInInDays: null,
    withPhone: true,
    message: ({ name }) =>
      `Hallo,\n\nich suche für meine 14-jährige Haflingerstute Frieda einen Platz im Offenstall. Sie ist sehr verträglich und kennt Herdenhaltung. Wäre eine Besichtigung am Samstagvormittag möglich?\n\nViele Grüße\n${name}`,
  },
  {
    visitor: 'tobi_wagner',
    region: 'germany',
    stallType: 'inside_box',
    ageDays: 120,
    moveInInDays: 45,
    withPhone: false,
    message: ({ moveIn, name }) =>
      `Guten Tag,\n\nmein Wallach (Hannoveraner, 9 Jahre, 1,72 m) sucht zum ${moveIn} eine Innenbox mit Hallenzugang. Ich reite Dressur bis Klasse L und würde gern Unterricht nehmen. Ist die Box noch frei?\n\nMit freundlichen Grüßen\n${name}`,
  },
  {
    visitor: 'marie.schulz',
    region: 'germany',
    stallType: 'pasture',
    ageDays: 70,
    moveInInDays: 30,
    withPhone: true,
    message: ({ stable, name }) =>
      `Hallo liebes Team vom ${stable},\n\nist der Weideplatz noch frei? Unser Shetlandpony-Wallach Krümel (22) ist in Rente und soll auf eine Ganzjahresweide. Er ist gesund, barhuf und leichtfuttrig.\n\nViele Grüße\n${name}`,
  },
  {
    visitor: { name: 'Jana Krüger', email: 'jana.krueger@example.com' },
    region: 'germany',
    stallType: 'outside_box',
    ageDays: 33,
    moveInInDays: 60,
    withPhone: true,
    message: ({ moveIn, name }) =>
      `Guten Tag,\n\nich interessiere mich für die Außenbox mit Paddock. Meine Stute (Trakehner, 7 Jahre) soll möglichst viel draußen sein. Ein Einzug wäre ab dem ${moveIn} ideal.\nGibt es die Möglichkeit, mit Spänen einzustreuen?\n\nÜber einen Rückruf würde ich mich freuen.\n${name}`,
  },
  {
    visitor: { name: 'Markus Fischer', email: 'm.fischer@example.net' },
    region: 'germany',
    stallType: 'inside_box',
    ageDays: 9,
    moveInInDays: null,
    withPhone: false,
    message: ({ name }) =>
      `Hallo,\n\nwir ziehen beruflich in die Gegend und suchen für zwei Pferde (Warmblut-Wallache, 11 und 15 Jahre) nebeneinanderliegende Boxen. Wären eventuell zwei Plätze frei?\n\nBeste Grüße\n${name}`,
  },
  {
    visitor: 'sophie.berger',
    region: 'austria',
    stallType: 'inside_box',
    ageDays: 38,
    moveInInDays: 21,
    withPhone: true,
    message: ({ moveIn, name }) =>
      `Grüß Gott,\n\nich suche ab ${moveIn} eine Box für meinen Noriker-Mix (12 Jahre). Er ist unkompliziert, braucht aber täglich Koppelgang. Ist am Wochenende eine Besichtigung möglich?\n\nLiebe Grüße\n${name}`,
  },
  {
    visitor: { name: 'Carina Egger', email: 'carina.egger@example.org' },
    region: 'austria',
    stallType: 'pasture',
    ageDays: 14,
    moveInInDays: null,
    withPhone: false,
    message: ({ name }) =>
      `Hallo,\n\nist der Weideplatz auch für ein Pony mit Sommerekzem geeignet? Gibt es einen Unterstand mit Fliegenschutz?\n\nDanke und liebe Grüße\n${name}`,
  },
  {
    visitor: 'nina.keller',
    region: 'switzerland',
    stallType: 'outside_box',
    ageDays: 1,
    moveInInDays: 40,
    withPhone: true,
    message: ({ moveIn, name }) =>
      `Grüezi\n\nIch suche für meine Freibergerstute (8 Jahre) per ${moveIn} eine Aussenbox mit Auslauf. Sie ist gut verträglich und geht auch gerne ins Gelände.\nWann könnte ich vorbeikommen?\n\nFreundliche Grüsse\n${name}`,
  },
];

interface FormMessage {
  from: string | { name: string; email: string }; // a user's username, or a guest
  subject: string;
  ageDays: number;
  message: (name: string) => string;
}

const FORM_MESSAGES: FormMessage[] = [
  {
    from: 'sabine.goertz',
    subject: 'Frage zur Premium-Anzeige',
    ageDays: 150,
    message: (name) =>
      `Hallo Stallfinder-Team,\n\nwie lange läuft eine Premium-Anzeige, und kann ich sie jederzeit wieder auf eine normale Anzeige umstellen?\n\nViele Grüße\n${name}`,
  },
  {
    from: { name: 'Petra Schneider', email: 'petra.schneider@example.com' },
    subject: 'Stallverwaltung – Verfügbarkeit und Preise',
    ageDays: 88,
    message: (name) =>
      `Hallo,\n\nwir betreiben eine Pferdepension mit 24 Einstellern und suchen eine Lösung für Verträge und monatliche Rechnungen. Ab wann ist die Stallverwaltung verfügbar, und was wird sie kosten?\n\nViele Grüße\n${name}`,
  },
  {
    from: { name: 'Andreas Huber', email: 'andreas.huber@example.net' },
    subject: 'Zusammenarbeit mit Hufschmieden',
    ageDays: 27,
    message: (name) =>
      `Grüß Gott,\n\nich bin Hufschmied im Raum Salzburg und würde gern mit Ihrer Plattform zusammenarbeiten, zum Beispiel über einen Eintrag für Dienstleister. Ist so etwas geplant?\n\nLiebe Grüße\n${name}`,
  },
  {
    from: 'thomas.lehmann',
    subject: 'Mehrere Stallplätze in einer Anzeige?',
    ageDays: 3,
    message: (name) =>
      `Guten Tag,\n\nim Frühjahr werden bei uns drei gleichwertige Paddockboxen frei. Muss ich dafür drei Anzeigen anlegen, oder kann ich die Plätze in einer Anzeige zusammenfassen?\n\nMit freundlichen Grüßen\n${name}`,
  },
];

interface ContactContext {
  users: DemoUser[];
  stables: DemoStable[];
  listings: DemoListing[];
}

export function buildContacts(rng: Prng, clock: DemoClock, ctx: ContactContext): DemoContact[] {
  const contacts: DemoContact[] = [];
  const used = new Set<number>();
  // A sender is either a demo account (by username) or a guest who wrote without signing in.
  const sender = (from: string | { name: string; email: string }) => {
    if (typeof from !== 'string') return { userIndex: null, user: null, ...from };
    const userIndex = ctx.users.findIndex((u) => u.username === from);
    const user = ctx.users[userIndex];
    if (!user) throw new Error(`Demo contact from unknown user ${from}`);
    return { userIndex, user, name: `${user.firstName} ${user.lastName}`, email: user.email };
  };

  for (const e of ENQUIRIES) {
    // Only listings the public can see, of the right type and country; preferably old enough to have been found.
    const candidates = ctx.listings
      .map((listing, index) => ({ listing, index }))
      .filter(({ listing, index }) => {
        const stable = ctx.stables[listing.stableIndex];
        return (
          !used.has(index) &&
          (listing.status === 'active' || listing.status === 'premium') &&
          listing.stallType === e.stallType &&
          stable?.region === e.region
        );
      })
      .sort((a, b) => a.listing.createdAt.getTime() - b.listing.createdAt.getTime());
    if (candidates.length === 0) continue;
    const oldEnough = candidates.filter(({ listing }) => clock.ageOf(listing.createdAt) > e.ageDays);
    const { listing, index } =
      oldEnough.length > 0 ? rng.pick(oldEnough) : (candidates[0] as (typeof candidates)[number]);
    used.add(index);
    const ageDays = Math.min(e.ageDays, clock.ageOf(listing.createdAt) - 1);
    const { userIndex, user, name, email } = sender(e.visitor);
    const createdAt = clock.daysAgo(ageDays, rng);
    const moveInDate =
      e.moveInInDays === null
        ? null
        : new Date(createdAt.getTime() + e.moveInInDays * DAY_MS).toISOString().slice(0, 10);
    const stableName = ctx.stables[listing.stableIndex]?.name ?? '';
    contacts.push({
      source: 'enquiry',
      listingIndex: index,
      userIndex,
      name,
      email,
      phone: e.withPhone ? (user?.phone ?? mobileNumber(rng, e.region)) : null,
      subject: null,
      message: e.message({ stable: stableName, moveIn: moveInDate ? germanDay(moveInDate, e.region) : null, name }),
      moveInDate,
      status: ageDays > 20 ? 'answered' : 'new',
      // Owners opened everything but the last few days' enquiries, the day after they arrived.
      readAt: ageDays > 3 ? new Date(createdAt.getTime() + DAY_MS) : null,
      createdAt,
    });
  }

  for (const m of FORM_MESSAGES) {
    const { userIndex, name, email } = sender(m.from);
    contacts.push({
      source: 'contact_form',
      listingIndex: null,
      userIndex,
      name,
      email,
      phone: null,
      subject: m.subject,
      message: m.message(name),
      moveInDate: null,
      status: m.ageDays > 20 ? 'answered' : 'new',
      readAt: null,
      createdAt: clock.daysAgo(m.ageDays, rng),
    });
  }
  return contacts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

const NEWSLETTER: { email: string; ageDays: number; confirmed: boolean }[] = [
  { email: 'petra.schneider@example.com', ageDays: 88, confirmed: true },
  { email: 'sabine.goertz@example.org', ageDays: 140, confirmed: true },
  { email: 'reto.brunner@example.net', ageDays: 121, confirmed: true },
  { email: 'theresa.pichler@example.com', ageDays: 64, confirmed: true },
  { email: 'stall.am.see@example.org', ageDays: 52, confirmed: true },
  { email: 'm.hartmann@example.net', ageDays: 19, confirmed: true },
  { email: 'hofgut.weiss@example.com', ageDays: 6, confirmed: false },
  { email: 'info@pferdepension-auenland.example', ageDays: 2, confirmed: false },
];

export function buildNewsletterSignups(rng: Prng, clock: DemoClock): DemoNewsletterSignup[] {
  return NEWSLETTER.map((n) => {
    const createdAt = clock.daysAgo(n.ageDays, rng);
    return {
      topic: 'stallverwaltung',
      email: n.email,
      confirmedAt: n.confirmed ? new Date(createdAt.getTime() + rng.int(2, 90) * 60_000) : null,
      createdAt,
    };
  });
}
