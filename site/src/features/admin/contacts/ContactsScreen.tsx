// Admin screen "Kontaktanfragen" (/admin/contacts): messages from the contact form and enquiries about
// listings, newest first, searched on the server (search in the URL), with reply and call links.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchContacts } from '../admin-api.ts';
import EmptyState from '#site/components/ui/EmptyState.tsx';
import ScreenHeader from '#site/components/ui/ScreenHeader.tsx';
import { FilterBar, SearchBox } from '#site/components/ui/FilterControls.tsx';
import LoadError from '#site/components/ui/LoadError.tsx';
import { SkeletonList } from '#site/components/ui/Skeleton.tsx';
import { useDebouncedSearch, useUrlFilters } from '#site/lib/url-filters.ts';
import ContactCard from './ContactCard.tsx';

const SKELETON_ROWS = 5;

export default function ContactsScreen() {
  const [{ search }, setFilters] = useUrlFilters({ search: '' });
  const [searchText, setSearchText] = useDebouncedSearch(search, (value) => setFilters({ search: value }));

  const contacts = useQuery({
    queryKey: ['admin', 'contacts', { search }],
    queryFn: () => fetchContacts({ search }),
    placeholderData: keepPreviousData,
    // New requests come from the public site, not from anything done here: fetch again whenever the screen
    // opens (the list already loaded stays visible meanwhile).
    refetchOnMount: 'always',
  });
  const rows = contacts.data ?? [];

  return (
    <>
      <ScreenHeader
        title="Kontaktanfragen"
        description="Nachrichten über das Kontaktformular und Anfragen zu Stallplätzen, die neuesten zuerst."
      />

      <FilterBar label="Kontaktanfragen durchsuchen">
        <SearchBox
          id="contacts-search"
          label="Suche"
          placeholder="Name, E-Mail, Telefon, Nachricht"
          value={searchText}
          onChange={setSearchText}
        />
      </FilterBar>

      {contacts.isPending ? (
        <div className="grid gap-3">
          <SkeletonList count={SKELETON_ROWS} className="h-44" />
        </div>
      ) : contacts.isError && !contacts.data ? (
        <LoadError what="Die Kontaktanfragen" error={contacts.error} onRetry={() => void contacts.refetch()} />
      ) : (
        <>
          <p aria-live="polite" className="mb-3 text-sm text-stone-600 dark:text-stone-400">
            {rows.length === 1 ? '1 Kontaktanfrage' : `${rows.length} Kontaktanfragen`}
          </p>
          {rows.length === 0 ? (
            <EmptyState text="Keine Kontaktanfragen gefunden" />
          ) : (
            <ul
              aria-label="Kontaktanfragen"
              aria-busy={contacts.isFetching}
              className={`grid gap-3 transition-opacity ${contacts.isPlaceholderData ? 'opacity-60' : ''}`}
            >
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
