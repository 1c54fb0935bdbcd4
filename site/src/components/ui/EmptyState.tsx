// The message a list shows when nothing matches.
export default function EmptyState({ text }: { text: string }) {
  return (
    <p className="rounded-xl border border-dashed border-stone-300 p-10 text-center text-stone-600 dark:border-stone-700 dark:text-stone-400">
      {text}
    </p>
  );
}
