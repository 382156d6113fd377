import type { VerifyCredentialResponse } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { useCheckCredentialInBrowser } from '../api/check-credential-in-browser';
import { useVerifyCredential } from '../api/verify-credential';
import { verifyMessages } from '../verify.messages';
import { BrowserCheckVerdict } from './browser-check-verdict';

/** Why the pasted text is not even a credential to check; null when it is a JSON object. */
type InputProblem = { key: 'pasteFirst' | 'notAnObject' | 'unreadableFile' } | { key: 'malformedJson'; error: string };

function parseCredential(text: string): { credential: Record<string, unknown> } | { problem: InputProblem } {
  if (text.trim() === '') return { problem: { key: 'pasteFirst' } };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { problem: { key: 'malformedJson', error: error instanceof Error ? error.message : String(error) } };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { problem: { key: 'notAnObject' } };
  return { credential: parsed as Record<string, unknown> };
}

/** Anyone's credential, pasted or uploaded, checked by the server and, on its own, by the browser. */
export function CredentialChecker({ issuerName }: { issuerName: string }) {
  const t = useT(verifyMessages);
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<InputProblem | null>(null);
  const server = useVerifyCredential();
  const browser = useCheckCredentialInBrowser();
  const busy = server.isPending || browser.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parseCredential(text);
    server.reset();
    browser.reset();
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(null);
    server.mutate({ credential: parsed.credential });
    browser.mutate(parsed.credential);
  };

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      setText(await file.text());
      setProblem(null);
    } catch {
      setProblem({ key: 'unreadableFile' });
    }
  };

  return (
    <section className="card verify-checker" aria-labelledby="verify-checker-heading">
      <h2 id="verify-checker-heading">{t('checkerTitle')}</h2>
      <p>{t('checkerIntro')}</p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-json`}>
            {t('credentialJson')}
          </label>
          <textarea
            id={`${id}-json`}
            className="input verify-json"
            rows={8}
            spellCheck={false}
            value={text}
            aria-invalid={problem !== null && problem.key !== 'unreadableFile' ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-file`}>
            {t('credentialFile')}
          </label>
          <p id={`${id}-file-hint`} className="field-hint">
            {t('credentialFileHint')}
          </p>
          <input
            id={`${id}-file`}
            className="input"
            type="file"
            accept=".json,.jsonld,application/json,application/ld+json,application/vc+ld+json"
            aria-describedby={`${id}-file-hint`}
            onChange={(event) => void chooseFile(event.target.files?.[0])}
          />
        </div>
        {problem && (
          <p id={`${id}-problem`} className="field-error" role="alert">
            {problem.key === 'malformedJson' ? t('malformedJson', { error: problem.error }) : t(problem.key)}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={busy}>
            {busy ? t('verifying') : t('verify')}
          </button>
        </div>
      </form>
      <div className="verify-verdicts" aria-live="polite">
        {server.data && <ServerVerdict answer={server.data} />}
        {server.isError && <QueryError title={t('couldNotVerify')} error={server.error} />}
        {browser.data && (
          <div className="verify-verdict">
            <h3>{t('browserVerdict')}</h3>
            <BrowserCheckVerdict check={browser.data} issuerName={issuerName} />
          </div>
        )}
        {browser.isError && <QueryError title={t('couldNotCheck')} error={browser.error} />}
      </div>
    </section>
  );
}

function ServerVerdict({ answer }: { answer: VerifyCredentialResponse }) {
  const t = useT(verifyMessages);
  return (
    <div className="verify-verdict">
      <h3>{t('serverVerdict')}</h3>
      <p className={answer.verified ? 'verdict verdict-verified' : 'verdict verdict-failed'}>
        {answer.verified ? t('verdictVerified') : t('verdictFailed')} {answer.reason}
      </p>
      {answer.certificateId && (
        <p>
          <Link to="/verify/$certificateId" params={{ certificateId: answer.certificateId }}>
            {t('openCertificate')}
          </Link>
        </p>
      )}
    </div>
  );
}
