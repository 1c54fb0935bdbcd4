// Admin screen "Kontaktanfragen" (/admin/contacts): messages from the contact form and enquiries about
// listings, newest first, searched on the server (search in the URL), with reply and call links.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { fetchContacts } from '../admin-api.ts';
import EmptyState from '../ui/EmptyState.tsx';
import ScreenHeader from '../ui/ScreenHeader.tsx';
import { SkeletonList } from '../ui/Skeleton.tsx';
import { useDebouncedSearch, useUrlParams } from '../ui/url-filters.ts';
import ContactCard from './ContactCard.tsx';

const SKELETON_ROWS = 5;

export default function ContactsScreen() {
  const [params, setParams] = useUrlParams();
  const search = (params.get('search') ?? '').trim();
  const [searchText, setSearchText] = useDebouncedSearch(search, (value) => setParams({ search: value }));

  const contacts = useQuery({
    queryKey: ['admin', 'contacts', { search }],
    queryFn: () => fetchContacts({ search }),
    placeholderData: keepPreviousData,
  });
  const rows = contacts.data ?? [];

  return (
    <>
      <ScreenHeader
        title="Kontaktanfragen"
        description="Nachrichten über das Kontaktformular und Anfragen zu Stallplätzen, die neuesten zuerst."
      />

      <search className="mb-4 grid gap-1.5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900">
        <label htmlFor="contact-search" className="text-sm font-medium">
          Suche <span className="font-normal text-stone-600 dark:text-stone-400">nach Name, E-Mail, Telefon oder Nachricht</span>
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500 dark:text-stone-400" />
          <input
            id="contact-search"
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="Suchbegriff"
            autoComplete="off"
            className="field pl-9"
          />
        </div>
      </search>

      {contacts.isPending ? (
        <div className="grid gap-3">
          <SkeletonList count={SKELETON_ROWS} className="h-44" />
        </div>
      ) : contacts.isError && !contacts.data ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
          <p>Die Kontaktanfragen konnten nicht geladen werden.</p>
          <button type="button" onClick={() => contacts.refetch()} className="btn btn-secondary mt-4">
            Erneut versuchen
          </button>
        </div>
      ) : (
        <>
          <p aria-live="polite" className="mb-3 text-sm text-stone-600 dark:text-stone-400">
            {rows.length === 1 ? '1 Kontaktanfrage' : `${rows.length} Kontaktanfragen`}
          </p>
          {rows.length === 0 ? (
            <EmptyState text="Keine Kontaktanfragen gefunden" />
          ) : (
            <ul aria-label="Kontaktanfragen" aria-busy={contacts.isFetching} className={`grid gap-3 transition-opacity ${contacts.isPlaceholderData ? 'opacity-60' : ''}`}>
              {rows.map((contact) => (
                <ContactCard key={contact.id} contact={contact} />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
