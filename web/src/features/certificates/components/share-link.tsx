import { useId, useState } from 'react';
import { useT } from '../../../shared/i18n';
import { certificatesMessages } from '../messages';

type CopyState = 'idle' | 'copied' | 'failed';

/** The verify page's address, selectable as it is, with a button that copies it: a keyboard reaches both. */
export function ShareLink({ url }: { url: string }) {
  const t = useT(certificatesMessages);
  const id = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div className="field certificate-share">
      <label className="field-label" htmlFor={id}>
        {t('shareLink')}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {t('shareLinkHint')}
      </p>
      <div className="certificate-share-row">
        <input id={id} className="input" type="url" readOnly value={url} aria-describedby={`${id}-hint`} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button button-secondary" onClick={() => void copyLink()}>
          {t('copyLink')}
        </button>
      </div>
      <p className="form-status" role="status">
        {copy === 'copied' ? t('copied') : copy === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
