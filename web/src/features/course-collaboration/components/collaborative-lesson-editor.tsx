import { MAX_LESSON_TEXT_LENGTH, type CursorPosition } from '@pathwise/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { MarkdownToolbar, useMarkdownFormatting, type TextSelection } from '../../../shared/markdown-editing';
import { useRealtime } from '../../../shared/realtime/realtime-context';
import { LessonSession, type LessonSessionSnapshot } from '../lib/lesson-session';
import { courseCollaborationMessages } from '../messages';
import { CollaboratorList } from './collaborator-list';
import '../course-collaboration.css';

interface CollaborativeLessonEditorProps {
  courseId: string;
  lessonId: string;
  /** Told the merged text whenever it changes, by this author or another (for a preview beside the editor). */
  onTextChange?: (text: string) => void;
}

/**
 * A lesson's Markdown text, edited live by its course's creator and co-authors: every author sees every edit and
 * cursor; a toolbar and shortcuts format the selection.
 */
export function CollaborativeLessonEditor({ courseId, lessonId, onTextChange }: CollaborativeLessonEditorProps) {
  // A new session (and Y.Doc) per lesson: keyed, so switching lessons never mixes two documents.
  return <LessonEditor key={`${courseId}.${lessonId}`} courseId={courseId} lessonId={lessonId} onTextChange={onTextChange} />;
}

const statusKeys = {
  connecting: 'statusConnecting',
  joining: 'statusJoining',
  saving: 'statusSaving',
  saved: 'statusSaved',
  refused: 'statusRefused',
} as const;

function selectionOf(textarea: HTMLTextAreaElement): { anchor: number; head: number } {
  const { selectionStart: start, selectionEnd: end, selectionDirection } = textarea;
  return selectionDirection === 'backward' ? { anchor: end, head: start } : { anchor: start, head: end };
}

function LessonEditor({ courseId, lessonId, onTextChange }: CollaborativeLessonEditorProps) {
  const t = useT(courseCollaborationMessages);
  const { socket } = useRealtime();
  const [session] = useState(() => new LessonSession(socket, courseId, lessonId));
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  /** This user's selection, relative, so it can be put back where it was after others' edits move the text. */
  const ownSelection = useRef<CursorPosition | null>(null);

  // No destroy on unmount: a Y.Doc drops its listeners when destroyed, and StrictMode remounts the same session.
  useEffect(() => session.start(), [session]);

  // A controlled textarea puts the caret at the end when its value changes; put it back before the browser paints.
  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element || document.activeElement !== element || !ownSelection.current) return;
    const selection = session.absoluteCursor(ownSelection.current);
    if (!selection) return;
    const backward = selection.head < selection.anchor;
    element.setSelectionRange(Math.min(selection.anchor, selection.head), Math.max(selection.anchor, selection.head), backward ? 'backward' : 'forward');
  }, [session, snapshot.text]);

  useEffect(() => onTextChange?.(snapshot.text), [onTextChange, snapshot.text]);

  const reportSelection = (element: HTMLTextAreaElement) => {
    // A format changes the document before React puts its text in the textarea; a selection read in between would
    // be of the old text (React reports one on the same key press), and the layout effect puts the right one back.
    if (element.value !== session.text.toString()) return;
    ownSelection.current = session.relativeCursor(selectionOf(element));
    session.moveCursor(ownSelection.current);
  };

  // The formatted text goes in as the one splice it is; the selection is then put back by the layout effect above.
  const commitFormat = useCallback(
    (next: TextSelection) => {
      session.replaceText(next.text);
      ownSelection.current = session.relativeCursor({ anchor: next.start, head: next.end });
      session.moveCursor(ownSelection.current);
    },
    [session],
  );
  const formatting = useMarkdownFormatting(textarea, commitFormat);

  const refusedAtJoin = snapshot.status === 'refused' && snapshot.colour === null;
  const readOnly = refusedAtJoin || snapshot.status === 'joining';
  return (
    <section className="coedit" aria-label={t('editorLabel')}>
      <div className="coedit-bar">
        <p className="coedit-status" role="status" aria-live="polite" data-status={snapshot.status}>
          {snapshot.colour && <span className="coedit-swatch" style={{ background: snapshot.colour }} title={t('you')} aria-hidden="true" />}
          {t(statusKeys[snapshot.status], { error: snapshot.error ?? '' })}
        </p>
        {snapshot.status === 'refused' && !refusedAtJoin && (
          <button type="button" className="button button-secondary" onClick={() => session.retry()}>
            {t('retry')}
          </button>
        )}
      </div>
      <MarkdownToolbar onFormat={formatting.format} disabled={readOnly} />
      <div className="coedit-surface">
        <div className="coedit-backdrop" ref={backdrop} aria-hidden="true">
          {withCarets(snapshot, session)}
        </div>
        <textarea
          ref={textarea}
          className="coedit-textarea"
          aria-label={t('editorLabel')}
          value={snapshot.text}
          maxLength={MAX_LESSON_TEXT_LENGTH}
          readOnly={readOnly}
          spellCheck
          onKeyDown={formatting.onKeyDown}
          onChange={(event) => {
            session.replaceText(event.target.value);
            reportSelection(event.target);
          }}
          onSelect={(event) => reportSelection(event.currentTarget)}
          onBlur={() => {
            ownSelection.current = null;
            session.moveCursor(null);
          }}
          onScroll={(event) => {
            if (backdrop.current) backdrop.current.scrollTop = event.currentTarget.scrollTop;
          }}
        />
      </div>
      <CollaboratorList snapshot={snapshot} session={session} />
    </section>
  );
}

/** The text again, behind the transparent textarea, with a coloured caret where each collaborator's cursor is. */
function withCarets(snapshot: LessonSessionSnapshot, session: LessonSession): ReactNode[] {
  const carets = snapshot.collaborators
    .map((collaborator) => ({ collaborator, at: session.absoluteCursor(collaborator.cursor_position)?.head }))
    .filter((caret): caret is { collaborator: (typeof caret)['collaborator']; at: number } => caret.at !== undefined)
    .sort((a, b) => a.at - b.at);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const { collaborator, at } of carets) {
    parts.push(snapshot.text.slice(from, at));
    parts.push(
      <span
        key={collaborator.collaborator_id}
        className="coedit-caret"
        style={{ '--caret-colour': collaborator.colour } as CSSProperties}
        data-name={collaborator.name}
        data-testid={`caret-${collaborator.collaborator_id}`}
      />,
    );
    from = at;
  }
  // A trailing space gives a last empty line the same height it has in the textarea.
  parts.push(`${snapshot.text.slice(from)} `);
  return parts;
}
