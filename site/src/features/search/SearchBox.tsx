// The search box island: submitting puts the text into the URL, which drives the server-rendered results.
import { useEffect, useState, type SubmitEvent } from 'react';
import { withSearchText } from './search-url.ts';

export default function SearchBox({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  // Marks the form once React owns it; before that it still works as a plain GET form.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.location.assign(withSearchText(new URL(window.location.href), text).toString());
  };
  return (
    <form role="search" method="get" onSubmit={onSubmit} className="flex gap-2" data-hydrated={hydrated || undefined}>
      <label htmlFor="search" className="sr-only">
        Suche
      </label>
      <input
        id="search"
        name="search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Stadt, PLZ, Stallname..."
        className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 dark:border-stone-700 dark:bg-stone-900"
      />
      <button type="submit" className="rounded-md bg-brand px-4 py-2 font-medium text-white">
        Suchen
      </button>
    </form>
  );
}
