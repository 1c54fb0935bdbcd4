// Mails about new messages (issue 35): each account chooses how it hears of messages it has not read; every such
// mail can be unsubscribed with one click. The API validates with these schemas, the profile page reuses them.
import { z } from './zod.ts';

export const MESSAGE_MAIL_MODES = ['batched', 'daily', 'off'] as const;
export type MessageMailMode = (typeof MESSAGE_MAIL_MODES)[number];

/** The profile's choices, in the order shown. */
export const MESSAGE_MAIL_LABELS: Record<MessageMailMode, string> = {
  batched: 'gebündelt, sobald ungelesen',
  daily: 'täglich',
  off: 'aus',
};

/** A message still unread this long after it was written is mailed to its recipient. */
export const MESSAGE_MAIL_DELAY_MINUTES = 10;
/** The daily digest goes out from this hour on (Europe/Berlin). */
export const MESSAGE_DIGEST_HOUR = 7;

export const MESSAGE_MAIL_MSG = {
  invalidMode: 'Bitte wähle, wann du E-Mails zu neuen Nachrichten bekommen möchtest.',
  saved: 'Gespeichert',
  unsubscribed:
    'Erledigt: Du bekommst keine E-Mails mehr zu neuen Nachrichten. Im Profil kannst du sie wieder einschalten.',
  invalidLink: 'Dieser Abmelde-Link ist ungültig. Im Profil kannst du die E-Mails zu neuen Nachrichten ausschalten.',
} as const;

export const MessageSettingsBody = z.object({
  messageMails: z.enum(MESSAGE_MAIL_MODES, { error: MESSAGE_MAIL_MSG.invalidMode }),
});
export type MessageSettingsDto = z.infer<typeof MessageSettingsBody>;

export const MessageMailUnsubscribeBody = z.object({
  token: z
    .string({ error: MESSAGE_MAIL_MSG.invalidLink })
    .min(1, MESSAGE_MAIL_MSG.invalidLink)
    .max(200, MESSAGE_MAIL_MSG.invalidLink),
});

/** The one-click unsubscribe (RFC 8058): the mail's List-Unsubscribe address carries the token. */
export const MessageMailOneClickQuery = z.object({ token: MessageMailUnsubscribeBody.shape.token });

export const MessageSettingsAnswer = MessageSettingsBody.meta({
  id: 'MessageSettings',
  description: 'Wann das Konto E-Mails zu ungelesenen Nachrichten bekommt',
});
