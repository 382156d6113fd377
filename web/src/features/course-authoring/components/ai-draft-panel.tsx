import type { Lesson } from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n';
import { getCourseMaterialsQueryOptions } from '../../materials';
import { useAcceptAiDraft } from '../api/accept-ai-draft';
import { useDraftWithAi } from '../api/draft-with-ai';
import { draftMaterial } from '../lib/ai-draft-material';
import { useEditedCourse } from '../lib/editor-context';
import { aiDraftMessages } from '../messages/ai-draft.messages';
import { AiDraftPreview, type DraftPreview } from './ai-draft-preview';

interface AiDraftPanelProps {
  readonly lesson: Lesson;
  /** The lesson form holds changes not saved yet: a draft goes into the saved lesson, so those would be lost. */
  readonly unsaved: boolean;
  /** Blocks were added to the lesson; the course will be at `version` once reloaded. */
  readonly onLessonDrafted: (version: number) => void;
}

/** "Draft this lesson" and "Draft a quiz for this lesson": a preview from the course's material, accepted or discarded. */
export function AiDraftPanel({ lesson, unsaved, onLessonDrafted }: AiDraftPanelProps) {
  const t = useT(aiDraftMessages);
  const course = useEditedCourse();
  const queryClient = useQueryClient();
  const generate = useDraftWithAi();
  const accept = useAcceptAiDraft();
  const [preparing, setPreparing] = useState(false);
  const [preview, setPreview] = useState<DraftPreview | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const busy = preparing || generate.isPending || accept.isPending;

  const draft = async (kind: DraftPreview['kind']) => {
    if (busy || unsaved) return;
    setFailure(null);
    setNotice('');
    setPreview(null);
    setPreparing(true);
    try {
      // Read when asked for, not on every opening of a lesson; a course without uploads drafts from its lessons.
      const files = await queryClient.fetchQuery(getCourseMaterialsQueryOptions(course.courseId)).then(
        (list) => list.materials,
        () => [],
      );
      const material = await draftMaterial(course, lesson.lessonId, files);
      if (material.length === 0) {
        setNotice(t('noMaterial'));
        return;
      }
      const taskType = kind === 'lesson' ? 'lesson_creation' : 'quiz_generation';
      const response = await generate.mutateAsync({ taskType, prompt: lesson.title, context: { material, language: course.details.language } });
      setPreview({ kind, response });
    } catch (error) {
      setFailure(error);
    } finally {
      setPreparing(false);
    }
  };

  const acceptPreview = (shown: DraftPreview) => {
    if (accept.isPending) return;
    setFailure(null);
    const { generationId, provider, model, creditsSpent, content } = shown.response;
    const claimsOf = (index: number) => ('unsupported' in content ? content.unsupported.filter((claim) => claim.index === index).map((claim) => claim.claim) : []);
    const sourcesOf = (index: number) => ('sources' in content ? (content.sources[index] ?? []) : []);
    const base = { courseId: course.courseId, lessonId: lesson.lessonId, expectedVersion: course.version };
    const done = { onError: setFailure };
    if (content.kind === 'lesson') {
      accept.mutate(
        {
          ...base,
          into: 'lesson',
          generation: { generationId, taskType: 'lesson_creation', provider, model, creditsSpent },
          blocks: content.blocks.map((block, index) => ({ block, sources: sourcesOf(index), unsupported: claimsOf(index) })),
        },
        {
          ...done,
          onSuccess: ({ version }) => {
            setPreview(null);
            setNotice(t('acceptedLesson'));
            onLessonDrafted(version);
          },
        },
      );
    } else if (content.kind === 'quiz') {
      const title = t('quizTitle', { title: lesson.title }).slice(0, 120);
      accept.mutate(
        {
          ...base,
          into: 'quiz',
          quizId: crypto.randomUUID(),
          title,
          generation: { generationId, taskType: 'quiz_generation', provider, model, creditsSpent },
          items: content.items.map((item, index) => ({ item, sources: sourcesOf(index), unsupported: claimsOf(index) })),
        },
        {
          ...done,
          onSuccess: () => {
            setPreview(null);
            setNotice(t('acceptedQuiz', { title }));
          },
        },
      );
    }
  };

  return (
    <section className="ai-draft" aria-label={t('aiActions')}>
      <h5>{t('aiActions')}</h5>
      <p className="field-hint">{unsaved ? t('saveFirst') : t('aiActionsHint')}</p>
      <div className="editor-item-actions">
        <button type="button" className="button button-secondary" aria-disabled={busy || unsaved} onClick={() => void draft('lesson')}>
          {t('draftLesson')}
        </button>
        <button type="button" className="button button-secondary" aria-disabled={busy || unsaved} onClick={() => void draft('quiz')}>
          {t('draftQuiz')}
        </button>
      </div>
      <p role="status" className="field-hint">
        {preparing ? t('drafting') : accept.isPending ? t('accepting') : notice}
      </p>
      {failure !== null && <AiFailure error={failure} />}
      {preview && <AiDraftPreview preview={preview} accepting={accept.isPending} onAccept={() => acceptPreview(preview)} onDiscard={() => setPreview(null)} />}
    </section>
  );
}

/** 'AI request failed' with the status text, the server's reason, and the way to more credits when they ran out. */
function AiFailure({ error }: { readonly error: unknown }) {
  const t = useT(aiDraftMessages);
  const status = error instanceof Error ? error.message : String(error);
  const detail = error instanceof ApiError ? error.problem?.detail : undefined;
  return (
    <div className="field-error" role="alert">
      <p>{t('aiRequestFailed', { status })}</p>
      {detail && <p>{detail}</p>}
      {error instanceof ApiError && error.status === 402 && (
        <p>
          <Link to="/pricing">{t('upgrade')}</Link>
        </p>
      )}
    </div>
  );
}
