import type { CourseDetails, Lesson, Quiz } from '@pathwise/event-schemas';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../testing/decider-specification.js';
import { ARCHIVED, NOT_AN_AUTHOR, NOT_THE_CREATOR, courseDecider, foldCourse, type CourseCommand, type CourseRequest } from './course.decider.js';
import type { CourseEvent } from './course.state.js';

const courseId = 'course-1';
const creator = 'maya';
const details: CourseDetails = {
  title: 'Fractions from scratch',
  subtitle: 'Halves, thirds and beyond',
  description: 'Start here.',
  coverImageUrl: null,
  language: 'en',
  level: 'beginner',
  priceCents: 0,
  currency: 'USD',
  tags: ['math'],
};
const lesson: Lesson = { lessonId: 'l1', title: 'What a fraction is', blocks: [{ kind: 'text', text: 'A part of a whole.' }], estimatedMinutes: 5, skillIds: ['s1'] };
const quiz: Quiz = {
  quizId: 'q1',
  title: 'Check',
  passingScore: 60,
  items: [
    {
      itemId: 'i1',
      kind: 'single_choice',
      prompt: 'Which is bigger?',
      options: [{ optionId: 'a', text: '1/2' }, { optionId: 'b', text: '1/3' }],
      answerKey: { correctOptionIds: ['a'], acceptedAnswers: [] },
      skillIds: ['s1'],
      difficulty: 0,
      explanation: 'Halves are bigger than thirds.',
    },
  ],
};

const drafted: CourseEvent = { type: 'CourseDrafted', data: { courseId, creatorId: creator, ...details } };
const skill: CourseEvent = { type: 'SkillDefined', data: { courseId, skillId: 's1', name: 'Fractions', prerequisiteIds: [] } };
const moduleAdded: CourseEvent = { type: 'ModuleAdded', data: { courseId, moduleId: 'm1', title: 'Basics' } };
const lessonAdded: CourseEvent = { type: 'LessonAdded', data: { courseId, moduleId: 'm1', ...lesson } };
const quizAdded: CourseEvent = { type: 'QuizAdded', data: { courseId, moduleId: 'm1', ...quiz } };
const published: CourseEvent = { type: 'CoursePublished', data: { courseId } };

const given = deciderSpecification(courseDecider, {
  id: courseId,
  recorded: (event, index) => ({ ...event, streamVersion: index + 1 }),
});

/** A command as the actor (the creator unless named) asks it. */
const asked = (request: CourseRequest, actorId = creator): CourseCommand => ({ ...request, metadata: { actorId } });

describe('course decider: drafting', () => {
  it('drafts a new course for its creator', () => {
    given().when(asked({ type: 'DraftCourse', data: { courseId, creatorId: creator, details } })).then([drafted]);
  });
  it('treats the same draft sent again as a retry that changes nothing', () => {
    given(drafted).when(asked({ type: 'DraftCourse', data: { courseId, creatorId: creator, details } })).then([]);
  });
  it('refuses a different course under a taken id', () => {
    given(drafted).when(asked({ type: 'DraftCourse', data: { courseId, creatorId: 'someone', details } })).rejects('conflict', /already names a different request/);
  });
});

describe('course decider: who may edit', () => {
  it('refuses edits by someone who is neither creator nor co-author', () => {
    given(drafted).when(asked({ type: 'EditCourseDetails', data: { details: { ...details, title: 'Mine now' } } }, 'mallory')).rejects('access-denied', NOT_AN_AUTHOR);
  });
  it('lets a co-author edit content but not publish or manage co-authors', () => {
    const coAuthor: CourseEvent = { type: 'CoAuthorAdded', data: { courseId, userId: 'diego' } };
    given(drafted, coAuthor).when(asked({ type: 'AddModule', data: { moduleId: 'm1', title: 'Basics' } }, 'diego')).then([moduleAdded]);
    given(drafted, coAuthor).when(asked({ type: 'PublishCourse' }, 'diego')).rejects('access-denied', NOT_THE_CREATOR);
    given(drafted, coAuthor).when(asked({ type: 'AddCoAuthor', data: { userId: 'lena' } }, 'diego')).rejects('access-denied', NOT_THE_CREATOR);
  });
  it('answers an unknown course with 404', () => {
    given().when(asked({ type: 'PublishCourse' })).rejects('not-found', 'No such course');
  });
  it('adds a co-author once, and refuses the creator as co-author', () => {
    given(drafted).when(asked({ type: 'AddCoAuthor', data: { userId: 'diego' } })).then([{ type: 'CoAuthorAdded', data: { courseId, userId: 'diego' } }]);
    given(drafted, { type: 'CoAuthorAdded', data: { courseId, userId: 'diego' } }).when(asked({ type: 'AddCoAuthor', data: { userId: 'diego' } })).then([]);
    given(drafted).when(asked({ type: 'AddCoAuthor', data: { userId: creator } })).rejects('invalid', /creator/, '#/body/email');
  });
});

describe('course decider: lifecycle', () => {
  it('publishes a course with a lesson, once', () => {
    given(drafted, skill, moduleAdded, lessonAdded).when(asked({ type: 'PublishCourse' })).then([published]);
    given(drafted, skill, moduleAdded, lessonAdded, published).when(asked({ type: 'PublishCourse' })).then([]);
  });
  it('publishes again after changes, and folds co-edited lesson text into the frozen version', () => {
    const renamed: CourseEvent = { type: 'ModuleRenamed', data: { courseId, moduleId: 'm1', title: 'Foundations' } };
    given(drafted, skill, moduleAdded, lessonAdded, published, renamed).when(asked({ type: 'PublishCourse' })).then([published]);
    given(drafted, skill, moduleAdded, lessonAdded, published)
      .when(asked({ type: 'PublishCourse', data: { lessonTexts: { l1: 'A part of a whole, written together.' } } }))
      .then([{ type: 'LessonEdited', data: { courseId, ...lesson, blocks: [{ kind: 'text', text: 'A part of a whole, written together.' }] } }, published]);
    given(drafted, skill, moduleAdded, lessonAdded, published).when(asked({ type: 'PublishCourse', data: { lessonTexts: { l1: 'A part of a whole.' } } })).then([]);
  });
  it('refuses to publish a course without lessons', () => {
    given(drafted, moduleAdded).when(asked({ type: 'PublishCourse' })).rejects('conflict', /at least one lesson/);
  });
  it('archives, refuses edits while archived, and returns to draft', () => {
    const archived: CourseEvent = { type: 'CourseArchived', data: { courseId } };
    given(drafted).when(asked({ type: 'ArchiveCourse' })).then([archived]);
    given(drafted, archived).when(asked({ type: 'AddModule', data: { moduleId: 'm1', title: 'Basics' } })).rejects('conflict', ARCHIVED);
    given(drafted, archived).when(asked({ type: 'PublishCourse' })).rejects('conflict', ARCHIVED);
    given(drafted, archived).when(asked({ type: 'ReturnCourseToDraft' })).then([{ type: 'CourseReturnedToDraft', data: { courseId } }]);
    given(drafted).when(asked({ type: 'ReturnCourseToDraft' })).then([]);
  });
  it('edits details only when they change', () => {
    given(drafted).when(asked({ type: 'EditCourseDetails', data: { details } })).then([]);
    given(drafted)
      .when(asked({ type: 'EditCourseDetails', data: { details: { ...details, priceCents: 1900 } } }))
      .then([{ type: 'CourseDetailsEdited', data: { courseId, ...details, priceCents: 1900 } }]);
  });
  it('changes the cover against the details as they stand, once, and only for the authors', () => {
    const cover = '/api/files/course-covers/0b5f3c1e-7a9d-4c2b-9e8f-1a2b3c4d5e6f';
    const priced: CourseEvent = { type: 'CourseDetailsEdited', data: { courseId, ...details, priceCents: 1900 } };
    given(drafted, priced)
      .when(asked({ type: 'ChangeCourseCover', data: { coverImageUrl: cover } }))
      .then([{ type: 'CourseDetailsEdited', data: { courseId, ...details, priceCents: 1900, coverImageUrl: cover } }]);
    given(drafted).when(asked({ type: 'ChangeCourseCover', data: { coverImageUrl: null } })).then([]);
    given(drafted).when(asked({ type: 'ChangeCourseCover', data: { coverImageUrl: cover } }, 'mallory')).rejects('access-denied', NOT_AN_AUTHOR);
  });
});

describe('course decider: skills', () => {
  it('defines a skill with known prerequisites', () => {
    given(drafted, skill)
      .when(asked({ type: 'DefineSkill', data: { skill: { skillId: 's2', name: 'Adding', prerequisiteIds: ['s1'] } } }))
      .then([{ type: 'SkillDefined', data: { courseId, skillId: 's2', name: 'Adding', prerequisiteIds: ['s1'] } }]);
  });
  it('refuses unknown prerequisites, itself as prerequisite, and cycles', () => {
    given(drafted).when(asked({ type: 'DefineSkill', data: { skill: { skillId: 's2', name: 'Adding', prerequisiteIds: ['nope'] } } })).rejects('invalid', /Unknown skill "nope"/, '#/body/prerequisiteIds/0');
    given(drafted).when(asked({ type: 'DefineSkill', data: { skill: { skillId: 's2', name: 'Adding', prerequisiteIds: ['s2'] } } })).rejects('invalid', /its own prerequisite/, '#/body/prerequisiteIds/0');
    const s2: CourseEvent = { type: 'SkillDefined', data: { courseId, skillId: 's2', name: 'Adding', prerequisiteIds: ['s1'] } };
    given(drafted, skill, s2).when(asked({ type: 'DefineSkill', data: { skill: { skillId: 's1', name: 'Fractions', prerequisiteIds: ['s2'] } } })).rejects('invalid', /cycle/, '#/body/prerequisiteIds');
  });
  it('refuses to remove a skill a lesson uses', () => {
    given(drafted, skill, moduleAdded, lessonAdded).when(asked({ type: 'RemoveSkill', data: { skillId: 's1' } })).rejects('conflict', /still used by 1 lesson/);
    given(drafted, skill).when(asked({ type: 'RemoveSkill', data: { skillId: 's1' } })).then([{ type: 'SkillRemoved', data: { courseId, skillId: 's1' } }]);
  });
});

describe('course decider: lessons and quizzes', () => {
  it('adds a lesson to a module, and a retry of it changes nothing', () => {
    given(drafted, skill, moduleAdded).when(asked({ type: 'AddLesson', data: { moduleId: 'm1', lesson } })).then([lessonAdded]);
    given(drafted, skill, moduleAdded, lessonAdded).when(asked({ type: 'AddLesson', data: { moduleId: 'm1', lesson } })).then([]);
  });
  it('refuses a lesson in an unknown module or with unknown skills, naming each field', () => {
    given(drafted).when(asked({ type: 'AddLesson', data: { moduleId: 'mx', lesson } })).rejects('invalid', /Unknown module "mx"/, '#/body/moduleId');
    given(drafted, moduleAdded).when(asked({ type: 'AddLesson', data: { moduleId: 'm1', lesson } })).rejects('invalid', /Unknown skill "s1"/, '#/body/skillIds/0');
  });
  it('refuses to empty out a module that still has lessons', () => {
    given(drafted, skill, moduleAdded, lessonAdded).when(asked({ type: 'RemoveModule', data: { moduleId: 'm1' } })).rejects('conflict', /Remove the lessons/);
  });
  it('adds a valid quiz', () => {
    given(drafted, skill, moduleAdded).when(asked({ type: 'AddQuiz', data: { moduleId: 'm1', quiz } })).then([quizAdded]);
  });
  it('refuses a quiz item without a correct answer', () => {
    const noAnswer = { ...quiz, items: [{ ...quiz.items[0]!, answerKey: { correctOptionIds: [], acceptedAnswers: [] } }] };
    given(drafted, skill, moduleAdded).when(asked({ type: 'AddQuiz', data: { moduleId: 'm1', quiz: noAnswer } })).rejects('invalid', /exactly one correct option/, '#/body/items/0/answerKey/correctOptionIds');
    const shortAnswer = { ...quiz, items: [{ ...quiz.items[0]!, kind: 'short_answer' as const, options: [], answerKey: { correctOptionIds: [], acceptedAnswers: [] } }] };
    given(drafted, skill, moduleAdded).when(asked({ type: 'AddQuiz', data: { moduleId: 'm1', quiz: shortAnswer } })).rejects('invalid', /at least one accepted answer/, '#/body/items/0/answerKey/acceptedAnswers');
  });
  it('adds a numeric item with its expected value and refuses one without it, with options, or a value on a choice item', () => {
    const numeric = { ...quiz.items[0]!, kind: 'numeric' as const, options: [], answerKey: { correctOptionIds: [], acceptedAnswers: [], numeric: { value: 0.75, tolerance: 0.01, unit: '' } } };
    given(drafted, skill, moduleAdded).when(asked({ type: 'AddQuiz', data: { moduleId: 'm1', quiz: { ...quiz, items: [numeric] } } })).then([{ type: 'QuizAdded', data: { courseId, moduleId: 'm1', ...quiz, items: [numeric] } }]);
    const noValue = { ...numeric, answerKey: { correctOptionIds: [], acceptedAnswers: [] } };
    given(drafted, skill, moduleAdded).when(asked({ type: 'AddQuiz', data: { moduleId: 'm1', quiz: { ...quiz, items: [noValue] } } })).rejects('invalid', /needs its expected value/, '#/body/items/0/answerKey/numeric');
    const withOptions = { ...numeric, options: quiz.items[0]!.options };
    given(drafted, skill, moduleAdded).when(asked({ type: 'AddQuiz', data: { moduleId: 'm1', quiz: { ...quiz, items: [withOptions] } } })).rejects('invalid', /numeric item has no options/, '#/body/items/0/options');
    const choiceWithValue = { ...quiz.items[0]!, answerKey: { ...quiz.items[0]!.answerKey, numeric: { value: 1, tolerance: 0, unit: '' } } };
    given(drafted, skill, moduleAdded).when(asked({ type: 'AddQuiz', data: { moduleId: 'm1', quiz: { ...quiz, items: [choiceWithValue] } } })).rejects('invalid', /Only numeric items/, '#/body/items/0/answerKey/numeric');
  });
  it('refuses a key naming an option the item does not have', () => {
    const wrongKey = { ...quiz, items: [{ ...quiz.items[0]!, answerKey: { correctOptionIds: ['z'], acceptedAnswers: [] } }] };
    given(drafted, skill, moduleAdded).when(asked({ type: 'AddQuiz', data: { moduleId: 'm1', quiz: wrongKey } })).rejects('invalid', /No option "z"/, '#/body/items/0/answerKey/correctOptionIds/0');
  });
  it('after publishing, sends key changes through a correction, which is decided once', () => {
    const changedKey = { ...quiz, items: [{ ...quiz.items[0]!, answerKey: { correctOptionIds: ['b'], acceptedAnswers: [] } }] };
    const history = [drafted, skill, moduleAdded, lessonAdded, quizAdded, published];
    given(...history).when(asked({ type: 'EditQuiz', data: { quiz: changedKey } })).rejects('invalid', /answer-key correction/, '#/body/items/0/answerKey');
    const correction = { quizId: 'q1', itemId: 'i1', answerKey: { correctOptionIds: ['b'], acceptedAnswers: [] }, reason: 'Typo' };
    given(...history).when(asked({ type: 'CorrectAnswerKey', data: correction })).then([{ type: 'AnswerKeyCorrected', data: { courseId, ...correction } }]);
    given(...history, { type: 'AnswerKeyCorrected', data: { courseId, ...correction } }).when(asked({ type: 'CorrectAnswerKey', data: correction })).then([]);
    given(...history).when(asked({ type: 'CorrectAnswerKey', data: { ...correction, itemId: 'nope' } })).rejects('not-found', /No item "nope"/);
  });
});

describe('course decider: restoring a version', () => {
  const history = [drafted, skill, moduleAdded, lessonAdded];
  const at = (version: number) => foldCourse(history.map((event, index) => ({ ...event, streamVersion: index + 1 })), version);
  it('brings the content of an earlier version back as a new version', () => {
    const content = at(3)!;
    given(...history)
      .when(asked({ type: 'RestoreVersion', data: { version: 3, content } }))
      .then([{ type: 'CourseVersionRestored', data: { courseId, restoredVersion: 3, details, skills: [...content.skills], modules: [...content.modules] } }]);
  });
  it('refuses the current or a later version', () => {
    given(...history).when(asked({ type: 'RestoreVersion', data: { version: 4, content: at(4) } })).rejects('invalid', /earlier version, from 1 to 3/, '#/params/version');
  });
});
