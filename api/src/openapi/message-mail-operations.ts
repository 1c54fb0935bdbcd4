// The document's entries for mails about new messages (api/src/message-mails/): the account's choice, and
// unsubscribing by the link in each such mail.
import { Message } from '#contract/answers.ts';
import {
  MessageMailOneClickQuery,
  MessageMailUnsubscribeBody,
  MessageSettingsAnswer,
  MessageSettingsBody,
} from '#contract/message-mails.ts';
import type { Operation } from './operation.ts';

export const MESSAGE_MAIL_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/me/message-settings',
    tag: 'Nachrichten',
    access: 'user',
    summary: 'Wann das Konto E-Mails zu neuen Nachrichten bekommt',
    description:
      '`batched` (Voreinstellung): eine E-Mail, sobald eine Nachricht zehn Minuten ungelesen ist, mit allen ' +
      'Unterhaltungen, in denen es Neues gibt; `daily`: eine Übersicht am Tag ab 7 Uhr; `off`: keine.',
    answer: { schema: MessageSettingsAnswer, description: 'Die Einstellung' },
  },
  {
    method: 'put',
    path: '/api/me/message-settings',
    tag: 'Nachrichten',
    access: 'user',
    summary: 'E-Mails zu neuen Nachrichten einstellen',
    body: MessageSettingsBody,
    answer: { schema: MessageSettingsAnswer, description: 'Die gespeicherte Einstellung' },
  },
  {
    method: 'post',
    path: '/api/message-mails/unsubscribe',
    tag: 'Nachrichten',
    summary: 'E-Mails zu neuen Nachrichten abbestellen (Link aus der E-Mail)',
    description:
      'Mit dem Token aus dem Abmelde-Link einer solchen E-Mail, ohne Anmeldung. Für ein Konto stellt es die ' +
      'Einstellung auf `off`, für Anfragende ohne Konto gilt es für alle Unterhaltungen ihrer Adresse.',
    body: MessageMailUnsubscribeBody,
    limited: true,
    answer: { schema: Message, description: 'Abbestellt' },
  },
  {
    method: 'post',
    path: '/api/message-mails/one-click',
    tag: 'Nachrichten',
    summary: 'Abbestellen mit einem Klick im E-Mail-Programm (RFC 8058)',
    description:
      'Die Adresse im Kopf `List-Unsubscribe` jeder E-Mail zu neuen Nachrichten; das E-Mail-Programm schickt ' +
      '`List-Unsubscribe=One-Click` als Formular. Braucht als einzige Route keinen Origin dieser Website: Der ' +
      'signierte Token in der Adresse bestimmt, wessen E-Mails enden.',
    query: MessageMailOneClickQuery,
    limited: true,
    answer: { schema: Message, description: 'Abbestellt' },
  },
];
