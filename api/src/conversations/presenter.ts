// The JSON shapes of conversations. The other party is only ever a display name (the enquirer's given name, the
// stable's name): no address, no phone number, no account id.
import type {
  ConversationDto,
  ConversationListingDto,
  ConversationMessageDto,
  ConversationRole,
  ConversationStatus,
  ConversationSummaryDto,
} from '#contract/conversations.ts';
import type { HorseData } from '#contract/horses.ts';
import { PUBLIC_STATUSES } from '#contract/listing-status.ts';
import { countryOf } from '#contract/regions.ts';
import { DELETED_NAME } from '../account/service.ts';
import type { ConversationDetailRow, ConversationListRow } from './list-service.ts';
import type { MessageRow } from './service.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

function isoDay(value: Date | string | null): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  return value.toISOString().slice(0, 10);
}

/** The enquirer's given name: the first word of the name they signed the enquiry with (a deleted account's whole). */
export const givenName = (name: string) => (name === DELETED_NAME ? name : name.trim().split(/\s+/)[0] || name);

/** What a side sees of the owner's status: the enquirer only whether it was answered. */
export const shownStatus = (role: ConversationRole, status: ConversationStatus): ConversationStatus =>
  role === 'owner' || status === 'answered' ? status : 'open';

function listingOf(row: { listingId: number; title: string; listingStatus: string; region: string | null }) {
  const listing: ConversationListingDto = {
    id: row.listingId,
    title: row.title,
    // Only public listings have a page to link to.
    path: (PUBLIC_STATUSES as readonly string[]).includes(row.listingStatus)
      ? `/${countryOf(row.region as Parameters<typeof countryOf>[0])}/stallplatz/${row.listingId}`
      : null,
  };
  return listing;
}

const otherPartyOf = (role: ConversationRole, row: { enquirerName: string; stableName: string }) => ({
  name: role === 'owner' ? givenName(row.enquirerName) : row.stableName,
});

export function presentMessage(row: MessageRow, role: ConversationRole): ConversationMessageDto {
  const fromMe = row.sender === role;
  return {
    id: row.id,
    body: row.body,
    createdAt: iso(row.createdAt),
    fromMe,
    system: row.sender === 'system',
    readByOther: fromMe && row.readAt !== null,
  };
}

export function presentConversationSummary(row: ConversationListRow): ConversationSummaryDto {
  return {
    id: row.id,
    listing: listingOf(row),
    otherParty: otherPartyOf(row.role, row),
    lastMessage:
      row.lastBody === null || row.lastCreatedAt === null
        ? null
        : { body: row.lastBody, createdAt: iso(row.lastCreatedAt), fromMe: row.lastSender === row.role },
    unread: row.unread,
    role: row.role,
    status: shownStatus(row.role, row.ownerStatus),
  };
}

/** The horse sent with the enquiry (jsonb, a string on drivers that do not parse it). */
function horseOf(value: unknown): HorseData | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as HorseData;
}

export function presentConversation(
  row: ConversationDetailRow,
  messages: MessageRow[],
  role: ConversationRole,
): ConversationDto {
  return {
    id: row.id,
    role,
    status: shownStatus(role, row.ownerStatus),
    blocked: Boolean(row.blocked),
    listing: listingOf(row),
    otherParty: otherPartyOf(role, row),
    horse: horseOf(row.horse),
    enquiry: {
      message: row.enquiryMessage,
      moveInDate: isoDay(row.moveInDate),
      createdAt: iso(row.enquiryCreatedAt),
    },
    messages: messages.map((message) => presentMessage(message, role)),
  };
}
