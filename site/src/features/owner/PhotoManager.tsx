// The photos of one listing in the owner area: choose or drop several files (checked here first, then by the
// server), upload them one by one with a progress bar each, reorder by buttons or drag and drop, pick the
// cover, delete with confirmation. Every change answers the full list, which replaces the local one.
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import type { ListingStatus } from '#contract/listing-status.ts';
import { PHOTOS_PER_LISTING, type PhotoDto, type PhotoListDto } from '#contract/owner.ts';
import { ApiError } from '#site/lib/api.ts';
import {
  deleteListingPhoto,
  reorderListingPhotos,
  setListingCoverPhoto,
  uploadListingPhotos,
} from '#site/lib/owner-api.ts';
import { toast } from '#site/stores/toasts.ts';
import Dialog from '#site/components/ui/Dialog.tsx';
import { checkPhotoFile, moveItem, PHOTO_ACCEPT, PHOTO_TEXT, photoCounter } from './photo-upload.ts';
import PhotoTile, { isFileDrag } from './PhotoTile.tsx';
import UploadList, { type Upload } from './UploadList.tsx';

interface Props {
  listingId: number;
  initialPhotos: PhotoDto[];
  onChange?: (list: PhotoListDto) => void;
}

const messageOf = (err: unknown) =>
  err instanceof ApiError ? err.serverMessage : 'Das hat nicht geklappt. Bitte versuche es erneut.';

let nextUploadKey = 1;

export default function PhotoManager({ listingId, initialPhotos, onChange }: Props) {
  const [photos, setPhotos] = useState<PhotoDto[]>(initialPhotos);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [dragOver, setDragOver] = useState(false);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<PhotoDto | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<ListingStatus | null>(null);
  const queue = useRef(Promise.resolve());
  /** Where keyboard focus goes once a change is shown: the same control of the same photo, wherever it moved. */
  const focusAfter = useRef<{ photoId: number | null; action: string } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const inputId = useId();
  const hintId = useId();

  const uploading = uploads.some((u) => u.state !== 'failed');
  const free = PHOTOS_PER_LISTING - photos.length - uploads.filter((u) => u.state !== 'failed').length;

  useEffect(() => {
    const target = focusAfter.current;
    if (busy || !target) return;
    focusAfter.current = null;
    const list = listRef.current;
    const enabled = (selector: string) => list?.querySelector<HTMLButtonElement>(`${selector}:not(:disabled)`);
    const byPhoto = target.photoId === null ? '' : `[data-photo="${target.photoId}"]`;
    const button =
      enabled(`button${byPhoto}[data-action="${target.action}"]`) ?? (byPhoto ? enabled(`button${byPhoto}`) : null);
    if (button) button.focus();
    else inputRef.current?.focus();
  }, [busy, photos]);

  function announce(text: string) {
    // A changed text is read out even when the same message repeats.
    setAnnouncement((current) => (current === text ? `${text}\u00a0` : text));
  }

  function apply(list: PhotoListDto) {
    setPhotos(list.photos);
    const before = statusRef.current;
    statusRef.current = list.listingStatus;
    if (list.listingStatus === 'pending' && (before === 'active' || before === 'premium')) {
      toast({
        title: 'Anzeige wird erneut geprüft',
        description: 'Nach neuen Fotos prüfen wir die Anzeige, bevor sie wieder erscheint.',
      });
    }
    onChange?.(list);
  }

  const patchUpload = (key: number, patch: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  async function addFiles(fileList: FileList | File[]) {
    const files = [...fileList];
    if (files.length === 0) return;
    let slots = free;
    const accepted: { key: number; file: File }[] = [];
    const refused: Upload[] = [];
    for (const file of files) {
      const key = nextUploadKey++;
      const problem = slots <= 0 ? PHOTO_TEXT.tooMany : await checkPhotoFile(file);
      if (problem) refused.push({ key, name: file.name, progress: 0, state: 'failed', message: problem });
      else {
        slots -= 1;
        accepted.push({ key, file });
      }
    }
    setUploads((list) => [
      ...list,
      ...accepted.map(({ key, file }) => ({ key, name: file.name, progress: 0, state: 'waiting' as const })),
      ...refused,
    ]);
    if (refused.length)
      announce(`${refused.length === 1 ? 'Eine Datei wurde' : `${refused.length} Dateien wurden`} nicht angenommen.`);
    if (accepted.length)
      announce(`${accepted.length === 1 ? 'Ein Foto wird' : `${accepted.length} Fotos werden`} hochgeladen.`);
    // One request per file, one after the other: each file gets its own progress and its own error.
    for (const { key, file } of accepted) {
      queue.current = queue.current.then(async () => {
        patchUpload(key, { state: 'uploading' });
        try {
          const list = await uploadListingPhotos(listingId, [file], (progress) => patchUpload(key, { progress }));
          setUploads((current) => current.filter((u) => u.key !== key));
          apply(list);
          announce(`„${file.name}“ hochgeladen. ${photoCounter(list.photos.length)}.`);
        } catch (err) {
          const message = messageOf(err);
          patchUpload(key, { state: 'failed', message });
          announce(`„${file.name}“ nicht hochgeladen: ${message}`);
        }
      });
    }
  }

  async function change(run: () => Promise<PhotoListDto>, done: string, optimistic?: PhotoDto[]) {
    const previous = photos;
    if (optimistic) setPhotos(optimistic);
    setBusy(true);
    try {
      apply(await run());
      announce(done);
    } catch (err) {
      setPhotos(previous);
      toast({ title: 'Nicht gespeichert', description: messageOf(err), variant: 'destructive' });
      announce(`Nicht gespeichert: ${messageOf(err)}`);
    } finally {
      setBusy(false);
    }
  }

  function move(from: number, to: number, action?: 'back' | 'forward') {
    if (busy || to < 0 || to >= photos.length || from === to) return;
    const next = moveItem(photos, from, to);
    if (action) focusAfter.current = { photoId: photos[from]!.id, action };
    void change(
      () =>
        reorderListingPhotos(
          listingId,
          next.map((p) => p.id),
        ),
      to === 0 ? `Foto ist jetzt das Titelbild.` : `Foto an Position ${to + 1} von ${photos.length} verschoben.`,
      next,
    );
  }

  function makeCover(photo: PhotoDto) {
    if (busy) return;
    focusAfter.current = { photoId: photo.id, action: 'forward' };
    void change(() => setListingCoverPhoto(listingId, photo.id), 'Foto ist jetzt das Titelbild.', [
      photo,
      ...photos.filter((p) => p.id !== photo.id),
    ]);
  }

  function remove(photo: PhotoDto) {
    setConfirmDelete(null);
    if (busy) return;
    // Focus moves to the photo that takes the deleted one's place (or the one before it).
    const index = photos.indexOf(photo);
    const neighbour = photos[index + 1] ?? photos[index - 1];
    focusAfter.current = { photoId: neighbour?.id ?? -1, action: 'delete' };
    void change(
      () => deleteListingPhoto(listingId, photo.id),
      'Foto gelöscht.',
      photos.filter((p) => p.id !== photo.id),
    );
  }

  function onZoneDrop(event: DragEvent) {
    if (!isFileDrag(event)) return;
    event.preventDefault();
    setDragOver(false);
    void addFiles(event.dataTransfer.files);
  }

  function onPhotoDrop(event: DragEvent, to: number) {
    if (isFileDrag(event)) return; // files dropped on a photo are handled by the zone around
    event.preventDefault();
    event.stopPropagation();
    if (dragIndex !== null) move(dragIndex, to);
    setDragIndex(null);
  }

  return (
    <section
      className={`grid gap-4 rounded-2xl border-2 border-dashed p-4 transition-colors sm:p-5 ${
        dragOver ? 'border-brand bg-brand/5' : 'border-stone-300 dark:border-stone-700'
      }`}
      aria-labelledby={`${inputId}-title`}
      onDragOver={(event) => {
        if (!isFileDrag(event)) return;
        event.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragOver(false);
      }}
      onDrop={onZoneDrop}
    >
      <div className="grid gap-0.5">
        <h2 id={`${inputId}-title`} className="text-lg font-semibold">
          Fotos
        </h2>
        <p id={hintId} className="text-sm text-stone-600 dark:text-stone-400">
          JPEG, PNG oder WebP, höchstens 10 MB je Datei. Das erste Foto ist das Titelbild. Dateien hierher ziehen oder
          auswählen.
        </p>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          className="peer sr-only"
          aria-describedby={hintId}
          disabled={free <= 0}
          onChange={(event) => {
            const files = event.currentTarget.files;
            if (files) void addFiles(files);
            event.currentTarget.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className={`btn btn-secondary cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand ${free <= 0 ? 'pointer-events-none opacity-60' : ''}`}
          aria-disabled={free <= 0}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          Fotos auswählen
        </label>
        <p className="text-sm font-medium text-stone-700 tabular-nums dark:text-stone-300">
          {photoCounter(photos.length)}
        </p>
        {free <= 0 && <p className="basis-full text-sm text-stone-600 dark:text-stone-400">{PHOTO_TEXT.tooMany}</p>}
      </div>

      <UploadList uploads={uploads} onDismiss={(key) => setUploads((list) => list.filter((u) => u.key !== key))} />

      {photos.length === 0 && !uploading ? (
        <p className="rounded-xl bg-stone-100 p-6 text-center text-sm text-stone-600 dark:bg-stone-800/60 dark:text-stone-300">
          Noch keine Fotos. Anzeigen mit Fotos werden deutlich häufiger angefragt.
        </p>
      ) : (
        <ol
          ref={listRef}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          aria-label="Fotos der Anzeige, in dieser Reihenfolge gezeigt"
        >
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={index}
              count={photos.length}
              busy={busy}
              dragged={dragIndex === index}
              onDragStart={() => setDragIndex(index)}
              onDragEnd={() => setDragIndex(null)}
              onDrop={(event) => onPhotoDrop(event, index)}
              onMove={(to, action) => move(index, to, action)}
              onCover={() => makeCover(photo)}
              onDelete={() => !busy && setConfirmDelete(photo)}
            />
          ))}
        </ol>
      )}

      <p className="sr-only" aria-live="polite" role="status">
        {announcement}
      </p>

      <Dialog
        open={confirmDelete !== null}
        title="Foto löschen?"
        description="Das Foto wird aus der Anzeige entfernt. Das lässt sich nicht rückgängig machen."
        onClose={() => setConfirmDelete(null)}
      >
        {confirmDelete && (
          <div className="grid gap-4">
            <img
              src={confirmDelete.url}
              srcSet={confirmDelete.srcset}
              sizes="28rem"
              width={confirmDelete.width}
              height={confirmDelete.height}
              alt=""
              className="aspect-[4/3] w-full rounded-xl object-cover"
            />
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" className="btn btn-secondary" onClick={() => setConfirmDelete(null)}>
                Abbrechen
              </button>
              <button
                type="button"
                className="btn bg-red-700 text-white hover:bg-red-800"
                onClick={() => remove(confirmDelete)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Foto löschen
              </button>
            </div>
          </div>
        )}
      </Dialog>
    </section>
  );
}
