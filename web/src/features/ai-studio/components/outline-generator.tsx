import type { DraftOutlineResponse } from '@pathwise/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useLanguage, useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { useMaterials, useUploadMaterial } from '../../materials';
import { useCreateCourseFromOutline } from '../api/create-course-from-outline';
import { useDraftOutline } from '../api/draft-outline';
import { editableModules, editedOutline, untitled, type EditableModule } from '../lib/outline-edits';
import { outlineMessages } from '../messages/outline.messages';
import { OutlinePreview } from './outline-preview';
import { OutlineProblem } from './outline-problem';
import '../ai-studio.css';

const DRAFTABLE_TYPES = ['application/pdf', 'text/markdown', 'text/plain'];
const ACCEPT = '.pdf,.md,.markdown,.txt,application/pdf,text/markdown,text/plain';
const MIN_TOPIC = 3;

/** A file chosen here, with the material id its upload will keep (a retried upload is then the same material). */
interface ChosenFile {
  readonly file: File;
  readonly materialId: string;
  readonly uploaded: boolean;
}

function subscribeToConnection(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * The outline generator on /courses/create: a topic and the creator's material (files uploaded here or chosen from
 * their materials) give an outline to edit, which becomes the draft course in its editor.
 */
export function OutlineGenerator() {
  const t = useT(outlineMessages);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const online = useSyncExternalStore(subscribeToConnection, () => navigator.onLine, () => true);
  const materials = useMaterials();
  const upload = useUploadMaterial();
  const draft = useDraftOutline();
  const create = useCreateCourseFromOutline();
  const [topic, setTopic] = useState('');
  const [topicError, setTopicError] = useState<string>();
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [materialError, setMaterialError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [drafted, setDrafted] = useState<{ response: DraftOutlineResponse; materialIds: string[]; topic: string } | null>(null);
  const [modules, setModules] = useState<EditableModule[]>([]);
  // Chosen once, so a retried create makes one course.
  const [courseId] = useState(() => crypto.randomUUID());
  // A file uploaded here joins the library at once; it is listed once, among the files to upload.
  const draftable = (materials.data?.materials ?? []).filter(
    (material) => DRAFTABLE_TYPES.includes(material.contentType) && !chosen.some((entry) => entry.materialId === material.materialId),
  );
  const generating = uploading || draft.isPending;

  const generate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (generating || !online) return;
    const trimmed = topic.trim();
    setTopicError(trimmed.length < MIN_TOPIC ? t('topicTooShort') : undefined);
    setMaterialError(chosen.length + picked.size === 0 ? t('noMaterial') : undefined);
    if (trimmed.length < MIN_TOPIC || chosen.length + picked.size === 0) return;
    setProblem(null);
    setUploading(true);
    try {
      for (const entry of chosen.filter((each) => !each.uploaded)) {
        await upload({ file: entry.file, materialId: entry.materialId });
        setChosen((current) => current.map((each) => (each.materialId === entry.materialId ? { ...each, uploaded: true } : each)));
      }
    } catch (error) {
      setProblem(error);
      return;
    } finally {
      setUploading(false);
    }
    const materialIds = [...chosen.map((entry) => entry.materialId), ...picked];
    draft.mutate(
      { topic: trimmed, language, materialIds },
      {
        onSuccess: (response) => {
          setDrafted({ response, materialIds, topic: trimmed });
          setModules(editableModules(response.outline));
        },
        onError: setProblem,
      },
    );
  };

  const createCourse = () => {
    if (!drafted || create.isPending || modules.length === 0 || untitled(modules).size > 0) return;
    setProblem(null);
    create.mutate(
      { courseId, title: drafted.topic, language, materialIds: drafted.materialIds, outline: editedOutline(modules, drafted.response.outline) },
      {
        onSuccess: (created) => void navigate({ to: '/courses/$courseId/edit', params: { courseId: created.courseId } }),
        onError: setProblem,
      },
    );
  };

  return (
    <section className="outline-generator" aria-labelledby="outline-generator-heading">
      <h2 id="outline-generator-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <div role="status" className="outline-connection">
        {!online && <p className="form-alert">{t('offline')}</p>}
      </div>
      <form className="form" noValidate onSubmit={(event) => void generate(event)} aria-busy={generating}>
        <Field label={t('topic')} hint={t('topicHint')} error={topicError}>
          {(control) => (
            <input {...control} className="input" name="topic" maxLength={120} value={topic} onChange={(event) => {
              setTopic(event.target.value);
              setTopicError(undefined);
            }} />
          )}
        </Field>
        <Field label={t('files')} hint={t('filesHint')} error={materialError}>
          {(control) => (
            <input {...control} className="input-file" type="file" name="outline-material" multiple accept={ACCEPT} onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              setChosen((current) => [...current, ...files.map((file) => ({ file, materialId: crypto.randomUUID(), uploaded: false }))]);
              setMaterialError(undefined);
              event.target.value = '';
            }} />
          )}
        </Field>
        {chosen.length > 0 && (
          <ul className="outline-files" aria-label={t('chosenFiles')}>
            {chosen.map((entry) => (
              <li key={entry.materialId}>
                <span>{entry.file.name}</span>
                <button type="button" className="button button-secondary" onClick={() => setChosen((current) => current.filter((each) => each !== entry))}>
                  {t('removeFile', { name: entry.file.name })}
                </button>
              </li>
            ))}
          </ul>
        )}
        <fieldset className="outline-existing">
          <legend>{t('existing')}</legend>
          {materials.isPending ? (
            <p aria-busy="true">{t('existingLoading')}</p>
          ) : materials.isError ? (
            <p>{t('existingFailed')}</p>
          ) : draftable.length === 0 ? (
            <p>{t('existingNone')}</p>
          ) : (
            <ul className="outline-files">
              {draftable.map((material) => (
                <li key={material.materialId}>
                  <label>
                    <input
                      type="checkbox"
                      checked={picked.has(material.materialId)}
                      onChange={(event) => {
                        const next = new Set(picked);
                        if (event.target.checked) next.add(material.materialId);
                        else next.delete(material.materialId);
                        setPicked(next);
                        setMaterialError(undefined);
                      }}
                    />{' '}
                    {material.fileName}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={generating || !online}>
            {generating ? t('generating') : t('generate')}
          </button>
        </div>
      </form>
      {problem !== null && <OutlineProblem error={problem} />}
      {drafted && (
        <>
          <OutlinePreview drafted={drafted.response} modules={modules} onChange={setModules} />
          <div className="form-actions">
            <button type="button" className="button" aria-disabled={create.isPending || modules.length === 0 || untitled(modules).size > 0} onClick={createCourse}>
              {create.isPending ? t('creatingCourse') : t('create')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
