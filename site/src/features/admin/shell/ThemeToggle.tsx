// The light/dark switch of the public header, for the back office (same store, same labels).
import { useStore } from '@nanostores/react';
import { Moon, Sun } from 'lucide-react';
import { $theme, toggleTheme } from '#site/stores/theme.ts';

export default function ThemeToggle({ className = '' }: { className?: string }) {
  const dark = useStore($theme) === 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={dark ? 'Helles Design aktivieren' : 'Dunkles Design aktivieren'}
      aria-pressed={dark}
      className={`rounded-lg p-2 text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800 ${className}`}
    >
      {dark ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </button>
  );
}
