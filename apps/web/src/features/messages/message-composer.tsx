import ImagePlus from 'lucide-react/icons/image-plus';
import Loader2 from 'lucide-react/icons/loader-circle';
import Send from 'lucide-react/icons/send';
import X from 'lucide-react/icons/x';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageLimits } from '@aebro/shared/message-rules';
import { Button } from '@/components/ui/button';
import { fieldClass } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { GeezTypingToggle } from '@/features/geez-typing/geez-typing-toggle';
import { useGeezTyping } from '@/features/geez-typing/use-geez-typing';
import { CharacterCount } from '@/features/posts/character-count';
import { photoProblem, uploadPhoto } from '@/features/posts/image-upload';
import { emitTyping } from '@/lib/realtime';

export interface ComposerPhoto {
  key: string;
  url: string;
  width: number;
  height: number;
}

interface ComposerProps {
  room: string;
  /** The message being answered, quoted above the field. */
  replyingTo: { name: string; text: string } | null;
  onCancelReply: () => void;
  /** The message being edited: the field holds its text; saving replaces it. */
  editing: { text: string } | null;
  onCancelEdit: () => void;
  onSend: (body: string, photos: ComposerPhoto[]) => void;
  onSaveEdit: (body: string) => Promise<void>;
}

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line; a counter shows the characters left;
 * up to 4 photos. While typing, the others are told (at most every 2 seconds).
 */
export function MessageComposer({
  room,
  replyingTo,
  onCancelReply,
  editing,
  onCancelEdit,
  onSend,
  onSaveEdit,
}: ComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState('');
  const [editKey, setEditKey] = useState<object | null>(null);
  const [photos, setPhotos] = useState<ComposerPhoto[]>([]);
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const lastTyping = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useGeezTyping(field);

  // Entering edit mode puts the message's text in the field.
  if (editing && editKey !== editing) {
    setEditKey(editing);
    setBody(editing.text);
  } else if (!editing && editKey) {
    setEditKey(null);
    setBody('');
  }

  const text = body.trim();
  const tooLong = body.length > messageLimits.bodyMax;
  const canSend =
    !tooLong && uploading === 0 && (text.length > 0 || (!editing && photos.length > 0));

  const submit = (): void => {
    if (!canSend || saving) return;
    if (editing) {
      setSaving(true);
      onSaveEdit(text)
        .then(() => setBody(''))
        .catch(() => setProblem(t('messages.errors.editFailed')))
        .finally(() => setSaving(false));
      return;
    }
    onSend(text, photos);
    setBody('');
    setPhotos([]);
    setProblem(null);
  };

  const addPhotos = (files: FileList | null): void => {
    if (!files) return;
    const free = messageLimits.imagesMax - photos.length - uploading;
    const chosen = [...files].slice(0, Math.max(0, free));
    if (files.length > chosen.length) setProblem(t('messages.errors.tooManyPhotos'));
    for (const file of chosen) {
      const wrong = photoProblem(file);
      if (wrong) {
        setProblem(t(`messages.errors.photo.${wrong}`));
        continue;
      }
      setUploading((count) => count + 1);
      uploadPhoto(file, () => undefined, new AbortController().signal)
        .then((uploaded) => setPhotos((current) => [...current, uploaded]))
        .catch(() => setProblem(t('messages.errors.photoFailed')))
        .finally(() => setUploading((count) => count - 1));
    }
  };

  return (
    <form
      className="flex flex-col gap-2 border-t bg-background p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {replyingTo || editing ? (
        <div className="flex items-start justify-between gap-2 rounded-lg bg-muted px-3 py-2 text-xs">
          <div className="min-w-0">
            <p className="font-semibold">
              {editing
                ? t('messages.editing')
                : t('messages.replyingTo', { name: replyingTo?.name })}
            </p>
            {replyingTo && !editing ? <p className="line-clamp-1">{replyingTo.text}</p> : null}
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-6"
            aria-label={editing ? t('messages.cancelEdit') : t('messages.cancelReply')}
            onClick={editing ? onCancelEdit : onCancelReply}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      {photos.length > 0 || uploading > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('messages.photos')}>
          {photos.map((photo) => (
            <li key={photo.key} className="relative">
              <img src={photo.url} alt="" className="size-16 rounded-md object-cover" />
              <Button
                type="button"
                variant="secondary"
                size="icon"
                className="absolute -top-2 -right-2 size-6 rounded-full"
                aria-label={t('messages.removePhoto')}
                onClick={() => setPhotos((current) => current.filter((p) => p.key !== photo.key))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
          {uploading > 0 ? (
            <li className="grid size-16 place-items-center rounded-md bg-muted" role="status">
              <Loader2 className="size-5 animate-spin" aria-label={t('messages.uploading')} />
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="flex items-end gap-2">
        {editing ? null : (
          <>
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              multiple
              className="hidden"
              onChange={(event) => {
                addPhotos(event.target.files);
                event.target.value = '';
              }}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('messages.addPhotos')}
              disabled={photos.length + uploading >= messageLimits.imagesMax}
              onClick={() => fileInput.current?.click()}
            >
              <ImagePlus aria-hidden="true" />
            </Button>
          </>
        )}
        <textarea
          ref={field}
          id={`${id}-body`}
          value={body}
          rows={1}
          aria-label={t('messages.write')}
          aria-describedby={`${id}-count`}
          aria-invalid={tooLong || undefined}
          placeholder={t('messages.placeholder')}
          className={cn(fieldClass, 'max-h-40 min-h-10 flex-1 resize-none')}
          onChange={(event) => {
            setBody(event.target.value);
            const now = Date.now();
            if (!editing && now - lastTyping.current > 2000) {
              lastTyping.current = now;
              emitTyping(room);
            }
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button
          type="submit"
          size="icon"
          disabled={!canSend || saving}
          aria-label={editing ? t('messages.save') : t('messages.send')}
        >
          <Send aria-hidden="true" />
        </Button>
      </div>
      <div className="flex items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <GeezTypingToggle onToggle={() => field.current?.focus()} />
          <p role="alert" className="text-xs text-destructive">
            {problem ?? (tooLong ? t('validation.messageTooLong') : null)}
          </p>
        </div>
        <CharacterCount id={`${id}-count`} used={body.length} max={messageLimits.bodyMax} />
      </div>
    </form>
  );
}
