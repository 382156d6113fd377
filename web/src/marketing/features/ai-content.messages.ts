import { publicPageHeads } from '@pathwise/contracts';
import { defineMessages } from '../../shared/i18n';

export const aiContentMessages = defineMessages({
  en: {
    docTitle: publicPageHeads.aiContent.title,
    eyebrow: 'AI content',
    title: 'Course content drafted from your own material',
    lead: publicPageHeads.aiContent.description,
    caption: 'Passages of your document become the modules of an outline, each draft linked back to its source.',
    tryIt: 'Read how to create a course',
    whatTitle: 'What it does',
    learner1: 'Lessons stay close to what the creator actually teaches, with the same examples and vocabulary.',
    learner2: 'More practice questions per skill, so adaptive practice rarely runs out of fresh ones.',
    learner3: 'Narrated lessons to listen to on the go, with the transcript alongside.',
    creator1: 'Go from a folder of material to a course outline in minutes, organised into skills and lessons you can rearrange.',
    creator2: 'Draft lessons, quizzes with an explanation for every option, and narration, each linked back to the passage it came from.',
    creator3: 'Nothing is published without you: drafts are versioned, and you accept, edit or discard each one.',
    creator4: 'Every plan includes monthly AI credits: {free} on Free, {pro} on Pro and {proPlus} on Pro Plus.',
    how1Title: 'Your material first',
    how1Body: 'Generation is grounded in what you upload: the model works from your passages, and each draft lists the sources it used so that you can check it.',
    how2Title: 'An outline you edit',
    how2Body: 'Pathwise proposes modules, skills and prerequisites from the material. You reshape the map before anything else is generated.',
    how3Title: 'Lessons and quizzes',
    how3Body: 'For each skill it drafts a short lesson and questions at several levels of difficulty, with an explanation for every answer, ready to be calibrated by learners’ answers.',
    how4Title: 'Narration',
    how4Body: 'On Pro Plus, the voice studio turns lessons into audio, and the transcript stays in step with it for learners who read rather than listen.',
    limit1: 'AI drafts can be wrong. That is why every draft shows its sources and waits for your review.',
    limit2: 'It does not conjure a curriculum from nothing: thin material gives thin drafts.',
    limit3: 'Generated questions start uncalibrated: their difficulty is estimated from learners’ answers before adaptive tests rely on them.',
  },
  es: () => import('./ai-content.messages.es'),
  fr: () => import('./ai-content.messages.fr'),
});
