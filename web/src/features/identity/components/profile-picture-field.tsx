import { PROFILE_PICTURE_MAX_BYTES, profilePictureTypes, type MeResponse } from '@pathwise/contracts';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useFormat, useT } from '../../../shared/i18n';
import { useRemoveProfilePicture } from '../api/remove-profile-picture';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { accountMessages, type AccountMessageKey } from '../account.messages';
import { AVATAR_PIXELS, Avatar } from './avatar';

const MAX_MEGABYTES = PROFILE_PICTURE_MAX_BYTES / (1024 * 1024);

/** Why a picture was refused, kept as facts and worded while rendering, so it follows the language. */
type Refusal = { reason: 'too-big' } | { reason: 'wrong-type' } | { reason: 'failed'; error: unknown };

/** What the field last did, for its status line. */
type Status = 'idle' | 'uploading' | 'saved' | 'removing' | 'removed';

const statusKeys = {
  uploading: 'uploading',
  saved: 'pictureSaved',
  removing: 'removing',
  removed: 'pictureRemoved',
} as const satisfies Record<Exclude<Status, 'idle'>, AccountMessageKey>;

interface Chosen {
  file: File;
  /** An object URL for the preview; null where the browser cannot make one. */
  previewUrl: string | null;
}

function previewOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

function release(chosen: Chosen | null): void {
  if (chosen?.previewUrl) URL.revokeObjectURL(chosen.previewUrl);
}

/** Why an upload failed, in words about the picture rather than about HTTP. */
function uploadRefusal(error: unknown): Refusal {
  if (error instanceof ApiError && error.status === 413) return { reason: 'too-big' };
  return { reason: 'failed', error };
}

/**
 * The profile picture: the current one with Remove, and a file input whose choice is checked here (type and the
 * 2 MB limit) before anything is sent, previewed, and only then saved.
 */
export function ProfilePictureField({ user }: { user: MeResponse }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const t = useT(accountMessages);
  const format = useFormat();
  const describeError = useDescribeError();
  const upload = useUploadProfilePicture();
  const remove = useRemoveProfilePicture();
  const busy = upload.isPending || remove.isPending;

  // The preview URL holds the file in memory until released; release the last one when the page goes.
  const chosenRef = useRef<Chosen | null>(null);
  useEffect(() => () => release(chosenRef.current), []);

  const choose = (next: Chosen | null) => {
    release(chosenRef.current);
    chosenRef.current = next;
    setChosen(next);
  };

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setStatus('idle');
    if (!file) {
      choose(null);
      return;
    }
    const refused: Refusal | null = !(profilePictureTypes as readonly string[]).includes(file.type)
      ? { reason: 'wrong-type' }
      : file.size > PROFILE_PICTURE_MAX_BYTES
        ? { reason: 'too-big' }
        : null;
    if (refused) {
      choose(null);
      clearInput();
      setRefusal(refused);
      return;
    }
    setRefusal(null);
    choose({ file, previewUrl: previewOf(file) });
  };

  const save = () => {
    if (!chosen || busy) return;
    setStatus('uploading');
    upload.mutate(chosen.file, {
      onSuccess: () => {
        choose(null);
        clearInput();
        setStatus('saved');
      },
      onError: (failure) => {
        setStatus('idle');
        setRefusal(uploadRefusal(failure));
        input.current?.focus();
      },
    });
  };

  const cancel = () => {
    choose(null);
    clearInput();
    setRefusal(null);
    input.current?.focus();
  };

  const removePicture = () => {
    if (busy) return;
    setRefusal(null);
    setStatus('removing');
    remove.mutate(undefined, {
      onSuccess: () => {
        setStatus('removed');
        input.current?.focus();
      },
      onError: (failure) => {
        setStatus('idle');
        setRefusal({ reason: 'failed', error: failure });
      },
    });
  };

  const size = format.number(MAX_MEGABYTES);
  const describeRefusal = (refused: Refusal): string => {
    if (refused.reason === 'too-big') return t('pictureTooBig', { size });
    if (refused.reason === 'wrong-type') return t('pictureWrongType');
    const { error: failure } = refused;
    // A field error of the server says what is wrong with the picture itself; it is shown as the server words it.
    if (failure instanceof ApiError && failure.problem?.errors?.[0]) return failure.problem.errors[0].detail;
    return describeError(failure);
  };
  const error = refusal && describeRefusal(refusal);
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="picture-field">
      <div className="picture-current">
        {chosen?.previewUrl ? (
          <img className="avatar avatar-large" src={chosen.previewUrl} alt={t('previewAlt')} width={AVATAR_PIXELS.large} height={AVATAR_PIXELS.large} decoding="async" />
        ) : (
          <Avatar user={user} size="large" loading="lazy" />
        )}
        {chosen && <p className="picture-caption">{t('previewCaption')}</p>}
      </div>
      <div className="picture-controls">
        <div className="field">
          <label className="field-label" htmlFor={inputId}>
            {t('chooseNewPicture')}
          </label>
          <p id={hintId} className="field-hint">
            {t('pictureHint', { size })}
          </p>
          <input
            ref={input}
            id={inputId}
            className="input-file"
            type="file"
            name="picture"
            accept={profilePictureTypes.join(',')}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={onFileChange}
          />
          {error && (
            <p id={errorId} className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="form-actions">
          {chosen ? (
            <>
              <button type="button" className="button" onClick={save} aria-disabled={busy}>
                {t('savePicture')}
              </button>
              <button type="button" className="button button-secondary" onClick={cancel}>
                {t('cancel')}
              </button>
            </>
          ) : (
            user.profile.profile_picture_url && (
              <button type="button" className="button button-secondary" onClick={removePicture} aria-disabled={busy}>
                {t('removePicture')}
              </button>
            )
          )}
          <p className="form-status" role="status">
            {status === 'idle' ? '' : t(statusKeys[status])}
          </p>
        </div>
      </div>
    </div>
  );
}
