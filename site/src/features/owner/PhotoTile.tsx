// One photo in the photo manager's ordered grid: the picture (the first is the cover), draggable to a new
// place, with buttons to move it back or forward, make it the cover and delete it. The buttons carry
// data-photo/data-action, so the manager can return focus to the same control after a change.
import { ArrowLeft, ArrowRight, Star, Trash2 } from 'lucide-react';
import type { DragEvent } from 'react';
import type { PhotoDto } from '#contract/owner.ts';

const THUMB_SIZES = '(min-width: 1024px) 16rem, (min-width: 640px) 33vw, 50vw';
const ICON_BUTTON =
  'inline-flex h-9 w-full items-center justify-center rounded-lg border border-stone-300 bg-white/95 text-stone-800 shadow-sm transition-colors hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:cursor-progress dark:border-stone-600 dark:bg-stone-900/95 dark:text-stone-100 dark:hover:bg-stone-800';

export const isFileDrag = (event: DragEvent) => event.dataTransfer.types.includes('Files');

interface Props {
  photo: PhotoDto;
  index: number;
  count: number;
  /** A change is being saved: the buttons say so and do nothing. */
  busy: boolean;
  dragged: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: (event: DragEvent) => void;
  onMove: (to: number, action: 'back' | 'forward') => void;
  onCover: () => void;
  onDelete: () => void;
}

export default function PhotoTile({
  photo,
  index,
  count,
  busy,
  dragged,
  onDragStart,
  onDragEnd,
  onDrop,
  onMove,
  onCover,
  onDelete,
}: Props) {
  const label = `Foto ${index + 1} von ${count}`;
  const cover = index === 0;
  return (
    <li
      draggable={!busy}
      data-photo-item={photo.id}
      onDragStart={(event) => {
        onDragStart();
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(photo.id));
      }}
      onDragEnd={onDragEnd}
      onDragOver={(event) => {
        if (isFileDrag(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }}
      onDrop={onDrop}
      className={`group relative overflow-hidden rounded-xl border bg-stone-100 dark:bg-stone-800 ${
        cover ? 'border-brand ring-2 ring-brand/40' : 'border-stone-200 dark:border-stone-700'
      } ${dragged ? 'opacity-50' : ''} cursor-grab active:cursor-grabbing`}
    >
      <img
        src={photo.url}
        srcSet={photo.srcset}
        sizes={THUMB_SIZES}
        width={photo.width}
        height={photo.height}
        alt={cover ? `${label}, Titelbild` : label}
        loading="lazy"
        decoding="async"
        draggable={false}
        className="aspect-[4/3] w-full object-cover"
      />
      {cover && (
        <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand px-2.5 py-1 text-xs font-semibold text-white shadow">
          <Star aria-hidden="true" className="size-3.5 fill-current" />
          Titelbild
        </span>
      )}
      <div className="grid grid-cols-4 gap-1 border-t border-stone-200 bg-white p-1.5 dark:border-stone-700 dark:bg-stone-900">
        <button
          type="button"
          className={ICON_BUTTON}
          data-photo={photo.id}
          data-action="back"
          disabled={cover}
          aria-disabled={busy || undefined}
          onClick={() => onMove(index - 1, 'back')}
          aria-label={`${label} nach vorne`}
          title="Nach vorne"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={ICON_BUTTON}
          data-photo={photo.id}
          data-action="forward"
          disabled={index === count - 1}
          aria-disabled={busy || undefined}
          onClick={() => onMove(index + 1, 'forward')}
          aria-label={`${label} nach hinten`}
          title="Nach hinten"
        >
          <ArrowRight aria-hidden="true" className="size-4" />
        </button>
        {cover ? (
          <span aria-hidden="true" />
        ) : (
          <button
            type="button"
            className={ICON_BUTTON}
            data-photo={photo.id}
            data-action="cover"
            aria-disabled={busy || undefined}
            onClick={onCover}
            aria-label={`${label} als Titelbild`}
            title="Als Titelbild"
          >
            <Star aria-hidden="true" className="size-4" />
          </button>
        )}
        <button
          type="button"
          className={`${ICON_BUTTON} text-red-700 dark:text-red-300`}
          data-photo={photo.id}
          data-action="delete"
          aria-disabled={busy || undefined}
          onClick={onDelete}
          aria-label={`${label} löschen`}
          title="Löschen"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
