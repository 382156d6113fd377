import type { AiDraftProvenance, CourseDetails, LessonBlock, QuizItem } from '@pathwise/event-schemas';
import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../testing/decider-specification.js';
import { fingerprintOf } from './ai-drafts.rules.js';
import { courseDecider, foldCourse, type CourseCommand, type CourseRequest } from './course.decider.js';
import type { CourseEvent } from './course.state.js';
import { authoringViewOf } from './course.views.js';

const courseId = 'course-1';
const creator = 'maya';
const details: CourseDetails = {
  title: 'Volcanoes',
  subtitle: '',
  description: '',
  coverImageUrl: null,
  language: 'en',
  level: 'beginner',
  priceCents: 0,
  currency: 'USD',
  tags: [],
};
const provenance: AiDraftProvenance = {
  generationId: 'gen-1',
  provider: 'openai-compatible',
  model: 'pathwise-test-model',
  task: 'lesson_creation',
  creditsSpent: 1,
  acceptedAt: '2026-11-27T10:00:00.000Z',
};
const claim = 'Volcanoes on the Moon erupt every three days.';
const source = { text: 'Gas pressure drives an eruption.', file: 'volcanoes.md', page: null, paragraph: 8 };
const grounded: LessonBlock = { kind: 'text', text: 'Gas pressure drives an eruption.' };
const invented: LessonBlock = { kind: 'text', text: 'Volcanoes on the Moon erupt every three days.' };
const ownBlock: LessonBlock = { kind: 'text', text: 'My own introduction.' };
const item: QuizItem = {
  itemId: 'i1',
  kind: 'true_false',
  prompt: 'Gas pressure drives an eruption.',
  options: [{ optionId: 'true', text: 'True' }, { optionId: 'false', text: 'False' }],
  answerKey: { correctOptionIds: ['true'], acceptedAnswers: [] },
  skillIds: [],
  difficulty: 0,
  explanation: 'The material says so.',
};

const events: Record<string, CourseEvent> = {
  drafted: { type: 'CourseDrafted', data: { courseId, creatorId: creator, ...details } },
  skill: { type: 'SkillDefined', data: { courseId, skillId: 's1', name: 'Eruptions', prerequisiteIds: [] } },
  module: { type: 'ModuleAdded', data: { courseId, moduleId: 'm1', title: 'Basics' } },
  lesson: { type: 'LessonAdded', data: { courseId, moduleId: 'm1', lessonId: 'l1', title: 'Eruptions', blocks: [ownBlock], estimatedMinutes: 5, skillIds: ['s1'] } },
};
const course = [events.drafted!, events.skill!, events.module!, events.lesson!];
const lessonTarget = { kind: 'lesson' as const, lessonId: 'l1' };
const accepted: CourseEvent[] = [
  { type: 'LessonEdited', data: { courseId, lessonId: 'l1', title: 'Eruptions', blocks: [ownBlock, grounded, invented], estimatedMinutes: 5, skillIds: ['s1'] } },
  {
    type: 'AiDraftAccepted',
    data: {
      courseId,
      target: lessonTarget,
      provenance,
      pieces: [
        { fingerprint: fingerprintOf(grounded), sources: [source], unsupported: [] },
        { fingerprint: fingerprintOf(invented), sources: [source], unsupported: ['Volcanoes on the Moon erupt every three days.'] },
      ],
    },
  },
];

const given = deciderSpecification(courseDecider, { id: courseId, recorded: (event, index) => ({ ...event, streamVersion: index + 1 }) });
const asked = (request: CourseRequest, actorId = creator): CourseCommand => ({ ...request, metadata: { actorId } });
const acceptLesson = asked({
  type: 'AcceptAiDraft',
  data: {
    target: lessonTarget,
    provenance,
    pieces: [
      { content: grounded, sources: [source], unsupported: [] },
      { content: invented, sources: [source], unsupported: ['Volcanoes on the Moon erupt every three days.'] },
    ],
  },
});
const viewOf = (history: readonly CourseEvent[]) => authoringViewOf(foldCourse(history.map((event, index) => ({ ...event, streamVersion: index + 1 })))!, new Map(), creator);

describe('AI drafts: provenance in the course’s events', () => {
  it('appends the drafted blocks to the lesson and records provider, model, task, sources, time and credits', () => {
    given(...course).when(acceptLesson).then(accepted);
  });

  it('exposes each drafted block by its place, unreviewed, with its provenance and what is flagged', () => {
    const view = viewOf([...course, ...accepted]);
    expect(view.aiDrafts).toEqual([
      { target: lessonTarget, index: 1, provenance, sources: [source], unsupported: [], reviewed: false },
      { target: lessonTarget, index: 2, provenance, sources: [source], unsupported: ['Volcanoes on the Moon erupt every three days.'], reviewed: false },
    ]);
  });

  it('drops the mark of a block a person edits, keeps the others where they move, and keeps the history in the log', () => {
    const edited: CourseEvent = {
      type: 'LessonEdited',
      data: { courseId, lessonId: 'l1', title: 'Eruptions', blocks: [{ kind: 'text', text: 'Volcanoes erupt.' }, ownBlock, grounded], estimatedMinutes: 5, skillIds: ['s1'] },
    };
    const view = viewOf([...course, ...accepted, edited]);
    expect(view.aiDrafts.map((mark) => mark.index)).toEqual([2]);
    expect(view.aiDrafts[0]!.unsupported).toEqual([]);
  });

  it('adds a drafted quiz for the lesson to its module, its items testing the lesson’s skills', () => {
    const quizProvenance = { ...provenance, task: 'quiz_generation' as const };
    given(...course)
      .when(asked({ type: 'AcceptAiDraft', data: { target: { kind: 'quiz', quizId: 'q1', title: 'Check: Eruptions', forLessonId: 'l1' }, provenance: quizProvenance, pieces: [{ content: item, sources: [source], unsupported: [] }] } }))
      .then([
        { type: 'QuizAdded', data: { courseId, moduleId: 'm1', quizId: 'q1', title: 'Check: Eruptions', passingScore: 70, items: [{ ...item, skillIds: ['s1'] }] } },
        { type: 'AiDraftAccepted', data: { courseId, target: { kind: 'quiz', quizId: 'q1' }, provenance: quizProvenance, pieces: [{ fingerprint: fingerprintOf({ ...item, skillIds: ['s1'] }), sources: [source], unsupported: [] }] } },
      ]);
  });

  it('reads a course whose log has no AI drafts as it did', () => {
    expect(viewOf(course).aiDrafts).toEqual([]);
  });
});

describe('AI drafts: the grounding check holds publishing', () => {
  const reviewed: CourseEvent = { type: 'AiDraftReviewed', data: { courseId, target: lessonTarget, fingerprint: fingerprintOf(invented) } };

  it('refuses to publish while a flagged block is unreviewed, naming the block, the lesson and the claim', () => {
    const refusal = given(...course, ...accepted).when(asked({ type: 'PublishCourse' })).rejects('conflict', /^Block 3 of the lesson "Eruptions" was drafted by AI/);
    expect(refusal.fields).toEqual([{ pointer: '#/lessons/l1/blocks/2', detail: 'Not supported by the material: Volcanoes on the Moon erupt every three days.' }]);
  });

  it('records a person’s review of the flagged block, after which the course publishes', () => {
    given(...course, ...accepted).when(asked({ type: 'ReviewAiDraft', data: { target: lessonTarget, index: 2 } })).then([reviewed]);
    given(...course, ...accepted, reviewed).when(asked({ type: 'ReviewAiDraft', data: { target: lessonTarget, index: 2 } })).then([]);
    given(...course, ...accepted, reviewed).when(asked({ type: 'PublishCourse' })).then([{ type: 'CoursePublished', data: { courseId } }]);
    expect(viewOf([...course, ...accepted, reviewed]).aiDrafts[1]).toMatchObject({ index: 2, reviewed: true });
  });

  it('publishes once a person edits the flagged block, in the editor or in the co-edited text', () => {
    const fixed: CourseEvent = {
      type: 'LessonEdited',
      data: { courseId, lessonId: 'l1', title: 'Eruptions', blocks: [ownBlock, grounded, { kind: 'text', text: 'Volcanoes erupt on Earth.' }], estimatedMinutes: 5, skillIds: ['s1'] },
    };
    given(...course, ...accepted, fixed).when(asked({ type: 'PublishCourse' })).then([{ type: 'CoursePublished', data: { courseId } }]);

    // A lesson drafted from empty: its first text block is the flagged one, and the co-edited text replaces it.
    const emptyLesson: CourseEvent = { type: 'LessonAdded', data: { courseId, moduleId: 'm1', lessonId: 'l1', title: 'Eruptions', blocks: [], estimatedMinutes: 5, skillIds: ['s1'] } };
    const draftedFirst: CourseEvent[] = [
      { type: 'LessonEdited', data: { courseId, lessonId: 'l1', title: 'Eruptions', blocks: [invented], estimatedMinutes: 5, skillIds: ['s1'] } },
      { type: 'AiDraftAccepted', data: { courseId, target: lessonTarget, provenance, pieces: [{ fingerprint: fingerprintOf(invented), sources: [source], unsupported: [claim] }] } },
    ];
    const given3 = [events.drafted!, events.skill!, events.module!, emptyLesson, ...draftedFirst];
    given(...given3).when(asked({ type: 'PublishCourse', data: { lessonTexts: { l1: claim } } })).rejects('conflict', /^Block 1 of the lesson/);
    given(...given3)
      .when(asked({ type: 'PublishCourse', data: { lessonTexts: { l1: 'Volcanoes erupt on Earth.' } } }))
      .then([
        { type: 'LessonEdited', data: { courseId, lessonId: 'l1', title: 'Eruptions', blocks: [{ kind: 'text', text: 'Volcanoes erupt on Earth.' }], estimatedMinutes: 5, skillIds: ['s1'] } },
        { type: 'CoursePublished', data: { courseId } },
      ]);
  });

  it('refuses a review of a block no model drafted, or one a person has since edited', () => {
    given(...course, ...accepted).when(asked({ type: 'ReviewAiDraft', data: { target: lessonTarget, index: 0 } })).rejects('not-found', 'Block 1 of this lesson is not AI-drafted, or a person has edited it since');
    const edited: CourseEvent = {
      type: 'LessonEdited',
      data: { courseId, lessonId: 'l1', title: 'Eruptions', blocks: [ownBlock, grounded, { kind: 'text', text: 'Volcanoes erupt.' }], estimatedMinutes: 5, skillIds: ['s1'] },
    };
    given(...course, ...accepted, edited).when(asked({ type: 'ReviewAiDraft', data: { target: lessonTarget, index: 2 } })).rejects('not-found', /^Block 3 of this lesson/);
  });
});
