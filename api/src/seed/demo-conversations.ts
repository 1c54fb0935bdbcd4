// The demo's conversations: every demo enquiry opens one (as a real enquiry does), and the owners answered the
// older ones, so /nachrichten shows both sides talking. One old conversation has a fresh message from the stable
// that its visitor has not read yet, for the unread badge. Dates follow the enquiries', so the seed stays repeatable.
import type { Knex } from 'knex';
import { DAY_MS, DemoClock } from './demo-clock.ts';

const HOUR_MS = 3_600_000;

interface EnquiryRow {
  id: number;
  listingId: number;
  userId: number | null;
  name: string;
  email: string;
  message: string;
  status: string;
  readAt: Date | null;
  createdAt: Date;
  ownerId: number;
  ownerFirstName: string | null;
}

interface Line {
  sender: 'enquirer' | 'owner';
  afterHours: number;
  body: (given: string, owner: string) => string;
}

/** What the two sides wrote after an answered enquiry, in turns; the conversations take them in rotation. */
const THREADS: Line[][] = [
  [
    {
      sender: 'owner',
      afterHours: 20,
      body: (given, owner) =>
        `Hallo ${given},\n\ndanke für deine Anfrage! Der Platz ist noch frei. Komm gern zum Anschauen vorbei, Samstagvormittag passt bei uns gut.\n\nViele Grüße\n${owner}`,
    },
    {
      sender: 'enquirer',
      afterHours: 23,
      body: () => 'Super, danke! Dann komme ich am Samstag um 10 Uhr. Bis dann!',
    },
    { sender: 'owner', afterHours: 25, body: () => 'Prima, bis Samstag! Parken kannst du direkt vor der Reithalle.' },
  ],
  [
    {
      sender: 'owner',
      afterHours: 26,
      body: (given, owner) =>
        `Hallo ${given},\n\nschön, dass du dich meldest. Einstreu mit Spänen ist gegen Aufpreis möglich, das steht auch in der Preisliste. Möchtest du vorher einmal vorbeikommen?\n\nLiebe Grüße\n${owner}`,
    },
    {
      sender: 'enquirer',
      afterHours: 30,
      body: () => 'Sehr gern. Passt dir Mittwoch am späten Nachmittag?',
    },
  ],
  [
    {
      sender: 'owner',
      afterHours: 8,
      body: (given, owner) =>
        `Hallo ${given},\n\nder Platz ist leider seit letzter Woche vergeben. Ab dem Frühjahr wird aber wieder einer frei, ich melde mich dann gern bei dir.\n\nViele Grüße\n${owner}`,
    },
  ],
];

const ENQUIRIES_SQL = `
  SELECT c.id, c.listing_id AS "listingId", c.user_id AS "userId", c.name, c.email, c.message, c.status,
         c.read_at AS "readAt", c.created_at AS "createdAt", s.owner_id AS "ownerId", u.first_name AS "ownerFirstName"
    FROM contact_requests c
    JOIN listings l ON l.id = c.listing_id
    JOIN stables s ON s.id = l.stable_id
    JOIN users u ON u.id = s.owner_id
   WHERE c.source = 'enquiry'
   ORDER BY c.created_at, c.id`;

export async function seedDemoConversations(trx: Knex.Transaction, now: Date): Promise<number> {
  const enquiries = (await trx.raw(ENQUIRIES_SQL)).rows as EnquiryRow[];
  const today = new DemoClock(now).today.getTime();
  let thread = 0;
  let freshNewsGiven = false;
  for (const enquiry of enquiries) {
    const created = new Date(enquiry.createdAt).getTime();
    const given = enquiry.name.split(' ')[0] ?? enquiry.name;
    const lines = enquiry.status === 'answered' ? THREADS[thread++ % THREADS.length]! : [];
    const messages = [
      // Read before it was answered.
      {
        sender: 'enquirer',
        body: enquiry.message,
        at: created,
        readAt: lines[0] ? new Date(created + (lines[0].afterHours - 1) * HOUR_MS) : enquiry.readAt,
      },
      ...lines.map((line) => {
        const at = created + line.afterHours * HOUR_MS;
        return {
          sender: line.sender,
          body: line.body(given, enquiry.ownerFirstName ?? ''),
          at,
          readAt: new Date(at + HOUR_MS),
        };
      }),
    ];
    if (lines.length && enquiry.userId !== null && !freshNewsGiven) {
      freshNewsGiven = true;
      messages.push({
        sender: 'owner',
        body: `Hallo ${given},\n\nbei uns wird zum nächsten Monat noch ein Platz frei. Falls du noch suchst, melde dich gern!`,
        at: today - 2 * DAY_MS + 10 * HOUR_MS,
        readAt: null,
      });
    }
    const last = messages[messages.length - 1]!;
    const [conversation] = (await trx('conversations')
      .insert({
        enquiryId: enquiry.id,
        listingId: enquiry.listingId,
        enquirerId: enquiry.userId,
        enquirerName: enquiry.name,
        enquirerEmail: enquiry.email,
        ownerStatus: enquiry.status === 'answered' ? 'answered' : 'open',
        lastMessageAt: new Date(last.at),
        createdAt: new Date(created),
      })
      .returning('id')) as { id: number }[];
    await trx('conversationMessages').insert(
      messages.map((m) => ({
        conversationId: conversation!.id,
        sender: m.sender,
        authorId: m.sender === 'owner' ? enquiry.ownerId : enquiry.userId,
        body: m.body,
        createdAt: new Date(m.at),
        readAt: m.readAt,
      })),
    );
  }
  return enquiries.length;
}
