// The maintenance screen of spec section 2: shown by the server with status 503, and by the client when
// the poll finds maintenance switched on while a page is open.
import { Wrench } from 'lucide-react';
import { copyrightYear } from '../lib/brand.ts';

export default function MaintenanceScreen({ text, siteName }: { text: string; siteName: string }) {
  return (
    <div className="flex min-h-screen flex-col bg-cream text-stone-900 dark:bg-stone-950 dark:text-stone-100">
      <main id="main" className="flex flex-1 items-center justify-center p-6">
        <div className="max-w-lg text-center">
          <div className="mx-auto mb-6 flex size-16 items-center justify-center rounded-full bg-brand/10 text-brand dark:bg-brand-light/15 dark:text-brand-light">
            <Wrench aria-hidden="true" className="size-8" />
          </div>
          <h1 className="mb-4 text-3xl font-bold tracking-tight">Wartungsarbeiten</h1>
          <p className="mb-4 text-lg text-stone-700 dark:text-stone-300" data-maintenance-text>
            {text}
          </p>
          <p className="text-stone-600 dark:text-stone-400">Vielen Dank für dein Verständnis</p>
        </div>
      </main>
      <footer className="p-6 text-center text-sm text-stone-600 dark:text-stone-400">
        © {copyrightYear()} {siteName}. Alle Rechte vorbehalten.
      </footer>
    </div>
  );
}
