// The brand mark of Logo.astro (a stable roof over a horseshoe) for the back office's React island.
export default function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={`shrink-0 ${className}`}>
      <rect width="32" height="32" rx="8" fill="#8B4513" />
      <path
        d="M6 14 16 6l10 8"
        fill="none"
        stroke="#F5F3EF"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M11.5 25v-5.5a4.5 4.5 0 0 1 9 0V25"
        fill="none"
        stroke="#F5F3EF"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
