// The header's main links (spec section 2), shared by the desktop header and the mobile sheet.
export const MAIN_LINKS = [
  { href: '/stallplaetze', label: 'Stallplätze finden' },
  { href: '/stall-vermieten', label: 'Stall vermieten' },
  { href: '/ueber-uns', label: 'Über uns' },
] as const;

/** The favourites page: a heart in the header, a link in the mobile sheet and the footer. */
export const FAVOURITES_LINK = { href: '/merkliste', label: 'Merkliste' } as const;

/** The horse profiles ("Passt mein Pferd?"), for visitors and accounts alike: the mobile sheet, the user menu and
 * the footer. */
export const HORSES_LINK = { href: '/pferde', label: 'Meine Pferde' } as const;

/** The conversations of a signed-in user: an icon with the unread count in the header, a link in the mobile sheet. */
export const MESSAGES_LINK = { href: '/nachrichten', label: 'Nachrichten' } as const;

/** The messages link's accessible name: "Nachrichten, 2 ungelesen". */
export function messagesLabel(unread: number): string {
  return unread > 0 ? `${MESSAGES_LINK.label}, ${unread} ungelesen` : MESSAGES_LINK.label;
}

/** The badge's text: the count, "99+" above that. */
export const unreadBadge = (unread: number) => (unread > 99 ? '99+' : String(unread));
