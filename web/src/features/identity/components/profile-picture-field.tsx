import { PROFILE_PICTURE_MAX_BYTES, profilePictureTypes, type MeResponse } from '@pathwise/contracts';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useFormat, useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { describeImageFileRefusal, refusalOfImageFile, refusalOfImageUpload, type ImageFileRefusal } from '../../../shared/ui/image-file-refusal';
import { useRemoveProfilePicture } from '../api/remove-profile-picture';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { accountMessages, type AccountMessageKey } from '../account.messages';
import { AVATAR_PIXELS, Avatar } from './avatar';

const MAX_MEGABYTES = PROFILE_PICTURE_MAX_BYTES / (1024 * 1024);

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

/**
 * The profile picture: the current one with Remove, and a file input whose choice is checked here (type and the
 * 2 MB limit) before anything is sent, previewed, and only then saved.
 */
export function ProfilePictureField({ user }: { user: MeResponse }) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [refusal, setRefusal] = useState<ImageFileRefusal | null>(null);
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
    const refused = refusalOfImageFile(file, profilePictureTypes, PROFILE_PICTURE_MAX_BYTES);
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
        setRefusal(refusalOfImageUpload(failure));
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
  const error = refusal ? describeImageFileRefusal(refusal, { tooBig: t('pictureTooBig', { size }), wrongType: t('pictureWrongType') }, describeError) : undefined;

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
        <Field label={t('chooseNewPicture')} hint={t('pictureHint', { size })} error={error} announceError>
          {(control) => (
            <input
              {...control}
              ref={input}
              className="input-file"
              type="file"
              name="picture"
              accept={profilePictureTypes.join(',')}
              onChange={onFileChange}
            />
          )}
        </Field>
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
