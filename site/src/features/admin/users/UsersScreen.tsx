// Benutzerverwaltung (/admin/users): search and role filter (kept in the URL, applied by the API), the
// card grid with 6 skeleton cards while loading, and the create, edit and delete dialogs.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '#contract/roles.ts';
import type { PublicUser } from '#contract/types.ts';
import Dialog from '#site/components/ui/Dialog.tsx';
import EmptyState from '#site/components/ui/EmptyState.tsx';
import { FilterBar, FilterSelect, SearchBox } from '#site/components/ui/FilterControls.tsx';
import LoadError from '#site/components/ui/LoadError.tsx';
import ScreenHeader from '#site/components/ui/ScreenHeader.tsx';
import { SkeletonList } from '#site/components/ui/Skeleton.tsx';
import { useDebouncedSearch, useUrlFilters } from '#site/lib/url-filters.ts';
import DeleteUserDialog from './DeleteUserDialog.tsx';
import UserCard from './UserCard.tsx';
import UserForm from './UserForm.tsx';
import { usersQuery } from './users-query.ts';

type RoleFilter = 'all' | Role;

const ROLE_OPTIONS: readonly { value: RoleFilter; label: string }[] = [
  { value: 'all', label: 'Alle Rollen' },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];

export default function UsersScreen() {
  const [filters, setFilters] = useUrlFilters({ search: '', role: 'all' as RoleFilter }, { role: ['all', ...ROLES] });
  const [searchText, setSearchText] = useDebouncedSearch(filters.search, (search) => setFilters({ search }));
  const users = useQuery({ ...usersQuery(filters), placeholderData: keepPreviousData });

  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PublicUser | null>(null);
  const [deleting, setDeleting] = useState<PublicUser | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const count = users.data?.length ?? 0;
  return (
    <>
      <ScreenHeader
        title="Benutzerverwaltung"
        description="Alle Konten der Plattform: suchen, anlegen, bearbeiten und löschen."
        actions={
          <button type="button" onClick={() => setCreating(true)} className="btn btn-primary">
            <UserPlus aria-hidden="true" className="size-5" />
            Neuer Benutzer
          </button>
        }
      />

      <FilterBar label="Benutzer filtern">
        <SearchBox
          id="users-search"
          label="Suche"
          placeholder="E-Mail, Benutzername oder Name"
          value={searchText}
          onChange={setSearchText}
        />
        <FilterSelect
          id="users-role"
          label="Rolle"
          value={filters.role}
          options={ROLE_OPTIONS}
          onChange={(role) => setFilters({ role })}
        />
      </FilterBar>

      {users.isPending ? (
        <div className="@container">
          <div className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
            <SkeletonList count={6} className="h-52" />
          </div>
        </div>
      ) : users.isError && !users.data ? (
        <LoadError what="Die Benutzer" error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <div ref={listRef} tabIndex={-1} aria-busy={users.isFetching} className="@container outline-none">
          <p aria-live="polite" className={count === 0 ? 'sr-only' : 'mb-3 text-sm text-stone-600 dark:text-stone-400'}>
            {count === 0 ? '' : `${count} Benutzer`}
          </p>
          {count === 0 ? (
            <EmptyState text="Keine Benutzer gefunden" />
          ) : (
            <div
              className={`grid grid-cols-1 gap-4 transition-opacity @xl:grid-cols-2 @4xl:grid-cols-3 ${users.isFetching ? 'opacity-60' : ''}`}
            >
              {users.data.map((user) => (
                <UserCard key={user.id} user={user} onEdit={setEditing} onDelete={setDeleting} />
              ))}
            </div>
          )}
        </div>
      )}

      <Dialog
        open={creating}
        title="Neuer Benutzer"
        description="Legen Sie ein Konto an und vergeben Sie seine Rollen."
        onClose={() => setCreating(false)}
      >
        <UserForm onDone={() => setCreating(false)} onCancel={() => setCreating(false)} />
      </Dialog>
      <Dialog
        open={editing !== null}
        title="Benutzer bearbeiten"
        description={editing ? `Konto von ${editing.username}` : undefined}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <UserForm key={editing.id} user={editing} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />
        )}
      </Dialog>
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} onDeleted={() => listRef.current?.focus()} />
    </>
  );
}
