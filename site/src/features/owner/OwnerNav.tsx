// The owner area's tabs: stables and listings, and the conversations (/nachrichten, which is the owner's inbox now)
// with the count of unread enquiries.
import { CalendarClock, MessagesSquare, ReceiptText, Warehouse } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { formatCount } from '#site/lib/format.ts';
import { useUnreadCount } from './queries.ts';

export default function OwnerNav() {
  const [location] = useLocation();
  const unread = useUnreadCount().data ?? 0;
  const inInbox = location.startsWith('/anfragen');
  const inSlots = location.startsWith('/besichtigungen');
  const inInvoices = location.startsWith('/rechnungen');
  const elsewhere = inInbox || inSlots || inInvoices;
  const tab =
    'flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 aria-[current=page]:bg-stone-900 aria-[current=page]:text-white dark:text-stone-300 dark:hover:bg-stone-800 dark:aria-[current=page]:bg-stone-100 dark:aria-[current=page]:text-stone-950';
  return (
    <nav aria-label="Meine Ställe" className="mb-6 overflow-x-auto">
      <ul className="flex w-max gap-1">
        <li>
          <Link href="~/my-stables" aria-current={elsewhere ? undefined : 'page'} className={tab}>
            <Warehouse aria-hidden="true" className="size-4" />
            Ställe &amp; Anzeigen
          </Link>
        </li>
        <li>
          <Link href="/besichtigungen" aria-current={inSlots ? 'page' : undefined} className={tab}>
            <CalendarClock aria-hidden="true" className="size-4" />
            Besichtigungstermine
          </Link>
        </li>
        <li>
          <Link href="/rechnungen" aria-current={inInvoices ? 'page' : undefined} className={tab}>
            <ReceiptText aria-hidden="true" className="size-4" />
            Rechnungen
          </Link>
        </li>
        <li>
          <a href="/nachrichten" className={tab}>
            <MessagesSquare aria-hidden="true" className="size-4" />
            Nachrichten
            {unread > 0 && (
              <span
                className="rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-white"
                data-testid="unread-count"
              >
                {formatCount(unread)}
                <span className="sr-only"> ungelesen</span>
              </span>
            )}
          </a>
        </li>
      </ul>
    </nav>
  );
}
