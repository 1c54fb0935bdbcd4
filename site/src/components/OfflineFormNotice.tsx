// The line a form shows while the browser has no connection: the input stays, sending waits for the network.
import { WifiOff } from 'lucide-react';

export default function OfflineFormNotice({ text, id }: { text: string; id?: string }) {
  return (
    <p
      id={id}
      role="status"
      className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}

export const OFFLINE_FORM_TEXT =
  'Du bist offline. Deine Eingaben bleiben erhalten – sende die Nachricht, sobald du wieder verbunden bist.';
export const OFFLINE_ENQUIRY_TEXT =
  'Du bist offline. Deine Eingaben bleiben erhalten – sende die Anfrage, sobald du wieder verbunden bist.';
export const OFFLINE_NEWSLETTER_TEXT =
  'Du bist offline. Deine E-Mail-Adresse bleibt erhalten – melde dich an, sobald du wieder verbunden bist.';
