// The signed-in frame of the back office: sidebar, header, content (placeholder until built).
import type { ReactNode } from 'react';

export default function AdminShell({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="min-h-screen p-6">
      {children}
    </main>
  );
}
