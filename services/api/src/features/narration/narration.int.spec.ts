import { randomUUID } from 'node:crypto';
import { courseNarrationStreamId, streamId, type LessonBlock, type PathwiseEvent } from '@pathwise/event-schemas';
import { describe, expect, it } from 'vitest';
import { givenEnrolment, givenPublishedCourse } from '../../testing/course-fixtures.js';
import { requestJson } from '../../testing/json-requests.js';
import { useTestServer } from '../../testing/use-test-server.js';

const paragraphs = [
  'A volcano is an opening in the crust where molten rock reaches the surface.',
  'Magma that reaches the surface is called lava.',
  'Most volcanoes sit where tectonic plates meet.',
];
const lessonText = (texts: readonly string[]) => `# How volcanoes work\n\n${texts.slice(1).join('\n\n')}`;

describe('narration with espeak-ng', () => {
  const used = useTestServer('pglite', { NARRATION_ENGINE: 'espeak-ng' });
  const api = (path: string) => `${used.server.url}/api${path}`;
  const userOf = async (role: 'creator' | 'student', tier: 'free' | 'pro' | 'pro_plus') => {
    const userId = randomUUID();
    return { userId, token: await used.server.tokenFor({ userId, role, tier }) };
  };
  const setLessonText = async (courseId: string, lessonId: string, texts: readonly string[]) => {
    const stream = streamId('course', courseId);
    const { currentVersion } = await used.server.platform.store.readStream(stream);
    const blocks: LessonBlock[] = [{ kind: 'text', text: `${texts[0]}\n\n${lessonText(texts)}` }, { kind: 'video', url: 'https://video.example/v', caption: '' }];
    const edited: PathwiseEvent = { type: 'LessonEdited', data: { courseId, lessonId, title: 'Volcanoes', blocks, estimatedMinutes: 5, skillIds: [] } };
    await used.server.platform.store.append(stream, [edited, { type: 'CoursePublished', data: { courseId } }], { expectedVersion: currentVersion });
  };
  const givenNarratedCourse = async () => {
    const author = await userOf('creator', 'pro_plus');
    const { courseId, lessonIds } = await givenPublishedCourse(used.server.platform.store, { creatorId: author.userId });
    const lessonId = lessonIds[0]!;
    await setLessonText(courseId, lessonId, paragraphs);
    return { author, courseId, lessonId };
  };
  const narratedEvents = async (courseId: string) =>
    (await used.server.platform.store.readStream(courseNarrationStreamId(courseId))).events.flatMap((event) => (event.type === 'LessonNarrated' ? [event.data] : []));

  it('stores one WAV per paragraph, then re-narrates only the paragraph an edit changed', async () => {
    const { author, courseId, lessonId } = await givenNarratedCourse();

    const first = await requestJson('POST', api(`/courses/${courseId}/narration/lessons/${lessonId}`), undefined, author.token);

    // The heading is a paragraph of its own: four paragraphs spoken, the video block not at all.
    expect(first).toMatchObject({ status: 200, body: { narrated: 4, reused: 0, engine: 'espeak-ng' } });
    const manifest = await requestJson('GET', api(`/courses/${courseId}/lessons/${lessonId}/narration`), undefined, author.token);
    const manifestParagraphs = manifest.body!.paragraphs as { text: string; audioUrl: string | null }[];
    expect(manifestParagraphs.map((paragraph) => paragraph.text)).toEqual([paragraphs[0], 'How volcanoes work.', paragraphs[1], paragraphs[2]]);
    const audio = await fetch(`${used.server.url}${manifestParagraphs[0]!.audioUrl}`, { headers: { authorization: `Bearer ${author.token}` } });
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    const bytes = Buffer.from(await audio.arrayBuffer());
    expect([bytes.subarray(0, 4).toString('latin1'), bytes.subarray(8, 12).toString('latin1')]).toEqual(['RIFF', 'WAVE']);
    expect(bytes.length).toBeGreaterThan(10_000);

    await setLessonText(courseId, lessonId, [paragraphs[0]!, 'Magma that reaches the surface is called lava, and it cools into rock.', paragraphs[2]!]);
    const status = await requestJson('GET', api(`/courses/${courseId}/narration`), undefined, author.token);
    expect(status.body!.lessons).toEqual([expect.objectContaining({ lessonId, paragraphCount: 4, narratedCount: 3, staleCount: 1, missingCount: 0, state: 'stale' })]);

    const second = await requestJson('POST', api(`/courses/${courseId}/narration/lessons/${lessonId}`), undefined, author.token);

    expect(second.body).toMatchObject({ narrated: 1, reused: 3 });
    const runs = await narratedEvents(courseId);
    expect(runs.map((run) => run.narrated.length)).toEqual([4, 1]);
    const afterEdit = await requestJson('GET', api(`/courses/${courseId}/lessons/${lessonId}/narration`), undefined, author.token);
    const urls = (afterEdit.body!.paragraphs as { audioUrl: string }[]).map((paragraph) => paragraph.audioUrl);
    expect(urls[2]).toBe(`/api/courses/${courseId}/narration/audio/${runs[1]!.narrated[0]!.audioKey}`);
    expect(urls.filter((url, index) => index !== 2)).toEqual(manifestParagraphs.filter((_, index) => index !== 2).map((paragraph) => paragraph.audioUrl));

    // Narrating again with nothing changed speaks nothing and records nothing.
    expect((await requestJson('POST', api(`/courses/${courseId}/narration/lessons/${lessonId}`), undefined, author.token)).body).toMatchObject({ narrated: 0, reused: 4 });
    expect(await narratedEvents(courseId)).toHaveLength(2);
  });

  it('narrates a whole course in the background with its progress in the status, and an enrolled learner hears it', async () => {
    const { author, courseId, lessonId } = await givenNarratedCourse();
    await requestJson('PUT', api(`/courses/${courseId}/narration/settings`), { voice: 'warm', speed: 1.25, language: 'en' }, author.token);

    const started = await requestJson('POST', api(`/courses/${courseId}/narration/jobs`), undefined, author.token);
    expect(started).toMatchObject({ status: 202, body: { state: 'running', lessonsTotal: 1 } });
    let job: Record<string, unknown> | null = null;
    await expect
      .poll(
        async () => {
          job = (await requestJson('GET', api(`/courses/${courseId}/narration`), undefined, author.token)).body!.job as Record<string, unknown>;
          return job.state;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe('done');
    expect(job).toMatchObject({ lessonsDone: 1, paragraphsNarrated: 4 });

    const learner = await userOf('student', 'free');
    await givenEnrolment(used.server.platform.store, courseId, learner.userId);
    const manifest = await requestJson('GET', api(`/courses/${courseId}/lessons/${lessonId}/narration`), undefined, learner.token);
    expect(manifest.body).toMatchObject({ settings: { voice: 'warm', speed: 1.25, language: 'en' }, engine: 'espeak-ng' });
    const firstUrl = (manifest.body!.paragraphs as { audioUrl: string }[])[0]!.audioUrl;
    expect((await fetch(`${used.server.url}${firstUrl}`, { headers: { authorization: `Bearer ${learner.token}` } })).status).toBe(200);
    const stranger = await userOf('student', 'free');
    expect((await fetch(`${used.server.url}${firstUrl}`, { headers: { authorization: `Bearer ${stranger.token}` } })).status).toBe(403);
  });

  it('refuses authors without Pro Plus and Pro Plus users who are not authors, with 403 and nothing stored', async () => {
    const { courseId, lessonId } = await givenNarratedCourse();
    const proAuthor = await userOf('creator', 'pro');
    const { courseId: proCourseId } = await givenPublishedCourse(used.server.platform.store, { creatorId: proAuthor.userId });
    const notAnAuthor = await userOf('creator', 'pro_plus');

    const onPro = await requestJson('POST', api(`/courses/${proCourseId}/narration/lessons/lesson-1`), undefined, proAuthor.token);
    const stranger = await requestJson('POST', api(`/courses/${courseId}/narration/lessons/${lessonId}`), undefined, notAnAuthor.token);
    const strangerSettings = await requestJson('PUT', api(`/courses/${courseId}/narration/settings`), { voice: 'deep', speed: 1, language: 'fr' }, notAnAuthor.token);

    expect(onPro).toMatchObject({ status: 403, body: { title: 'Subscription Required' } });
    expect(stranger).toMatchObject({ status: 403, body: { detail: 'Only the authors of this course narrate it.' } });
    expect(strangerSettings.status).toBe(403);
    const inFrench = await fetch(api(`/courses/${courseId}/narration/lessons/${lessonId}`), {
      method: 'POST',
      headers: { authorization: `Bearer ${notAnAuthor.token}`, 'accept-language': 'fr' },
    });
    expect(((await inFrench.json()) as { detail: string }).detail).toBe('Seuls les auteurs de ce cours peuvent le narrer.');
    expect((await used.server.platform.store.readStream(courseNarrationStreamId(courseId))).events).toEqual([]);
  });

  it('refuses bad settings with 400 naming each field, storing nothing', async () => {
    const { author, courseId } = await givenNarratedCourse();

    const refused = await requestJson('PUT', api(`/courses/${courseId}/narration/settings`), { voice: 'robot', speed: 3, language: 'de' }, author.token);

    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const pointers = (refused.body!.errors as { pointer: string }[]).map((error) => error.pointer).sort();
    expect(pointers).toEqual(['#/body/language', '#/body/speed', '#/body/voice']);
    expect((await used.server.platform.store.readStream(courseNarrationStreamId(courseId))).events).toEqual([]);
  });
});
