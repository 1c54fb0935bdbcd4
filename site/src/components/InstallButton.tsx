// "App installieren" in the header: shown only while the browser offers installation.
import { useStore } from '@nanostores/react';
import { Download } from 'lucide-react';
import { useEffect } from 'react';
import { $installPrompt, installApp, watchInstallPrompt } from '#site/pwa/install.ts';

export default function InstallButton({ className }: { className: string }) {
  const offered = useStore($installPrompt);
  useEffect(() => watchInstallPrompt(), []);
  if (!offered) return null;
  return (
    <button type="button" onClick={() => void installApp()} className={className}>
      <Download aria-hidden="true" className="size-4" />
      App installieren
    </button>
  );
}
