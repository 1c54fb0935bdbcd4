// One user in the Benutzerverwaltung grid: name (or username), e-mail, role, phone, creation date, and the
// edit and delete buttons, whose accessible names say which user they act on.
import { CalendarDays, Mail, Pencil, Phone, Trash2 } from 'lucide-react';
import type { PublicUser } from '#contract/types.ts';
import { formatDate } from '#site/lib/format.ts';
import EmailAddress from '#site/components/ui/EmailAddress.tsx';
import RoleBadge from './RoleBadge.tsx';
import { displayName, initialsOf } from './user-form.ts';

interface Props {
  user: PublicUser;
  onEdit: (user: PublicUser) => void;
  onDelete: (user: PublicUser) => void;
}

export default function UserCard({ user, onEdit, onDelete }: Props) {
  const name = displayName(user);
  const headingId = `user-${user.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-cream text-sm font-bold text-brand-dark dark:bg-stone-800 dark:text-brand-light"
        >
          {initialsOf(name)}
        </span>
        {/* The role badge goes under the name, not beside it: the name gets the card's whole width and wraps
            rather than being cut off ("Jürgen Wei…" in three columns at 1366 px). */}
        <div className="grid min-w-0 flex-1 justify-items-start gap-1">
          <h2 id={headingId} className="font-semibold break-words">
            {name}
          </h2>
          {name !== user.username && (
            <p className="max-w-full truncate text-sm text-stone-600 dark:text-stone-400" title={user.username}>
              @{user.username}
            </p>
          )}
          <RoleBadge user={user} />
        </div>
      </div>

      <dl className="mt-4 grid flex-1 content-start gap-2 text-sm text-stone-700 dark:text-stone-300">
        <div className="flex min-w-0 items-center gap-2">
          <dt>
            <Mail aria-hidden="true" className="size-4 text-stone-500 dark:text-stone-400" />
            <span className="sr-only">E-Mail</span>
          </dt>
          <dd className="min-w-0">
            <a href={`mailto:${user.email}`} className="hover:text-brand hover:underline dark:hover:text-brand-light">
              <EmailAddress address={user.email} />
            </a>
          </dd>
        </div>
        {user.phone && (
          <div className="flex items-center gap-2">
            <dt>
              <Phone aria-hidden="true" className="size-4 text-stone-500 dark:text-stone-400" />
              <span className="sr-only">Telefon</span>
            </dt>
            <dd>
              <a
                href={`tel:${user.phone.replace(/[^+0-9]/g, '')}`}
                className="hover:text-brand hover:underline dark:hover:text-brand-light"
              >
                {user.phone}
              </a>
            </dd>
          </div>
        )}
        <div className="flex items-center gap-2">
          <dt>
            <CalendarDays aria-hidden="true" className="size-4 text-stone-500 dark:text-stone-400" />
            <span className="sr-only">Angelegt am</span>
          </dt>
          <dd>
            Angelegt am <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </dd>
        </div>
      </dl>

      <div className="mt-5 flex gap-2 border-t border-stone-200 pt-4 dark:border-stone-800">
        <button
          type="button"
          onClick={() => onEdit(user)}
          aria-label={`${name} bearbeiten`}
          className="btn btn-secondary flex-1 px-3 py-2 text-sm"
        >
          <Pencil aria-hidden="true" className="size-4" />
          Bearbeiten
        </button>
        <button
          type="button"
          onClick={() => onDelete(user)}
          aria-label={`${name} löschen`}
          className="btn btn-secondary flex-1 px-3 py-2 text-sm text-red-700! dark:text-red-400!"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Löschen
        </button>
      </div>
    </article>
  );
}
