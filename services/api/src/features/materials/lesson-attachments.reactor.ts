import { streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { Reactor, ReactorEffect } from '@pathwise/event-store';
import { foldState } from '../../kernel/decider.js';
import { DomainError } from '../../kernel/domain-error.js';
import { materialDecider } from './material.decider.js';

/**
 * A lesson that shows an attachment, image or audio block shares that file with the course's learners: when a lesson is added or
 * edited, each material it shows is attached to it, as POST /materials/{id}/attachments would. Only files the
 * lesson's author owns, or that were uploaded for this course, are shared this way: a block naming someone else's
 * private file shares nothing.
 */
export const lessonAttachmentsReactor: Reactor<PathwiseEvent> = {
  name: 'lesson-attachments',
  eventTypes: ['LessonAdded', 'LessonEdited'],
  async react(event, context) {
    if (event.type !== 'LessonAdded' && event.type !== 'LessonEdited') return [];
    const { courseId, lessonId, blocks } = event.data;
    const authorId = event.metadata.actor?.kind === 'user' ? event.metadata.actor.id : null;
    // Per material, the content types its blocks may share: an image or audio block shows its file inline, so only a
    // file of that type is shared through it; an attachment takes any file.
    const shown = new Map<string, string[]>();
    for (const block of blocks) {
      if (block.kind !== 'attachment' && block.kind !== 'image' && block.kind !== 'audio') continue;
      const typePrefix = block.kind === 'attachment' ? '' : `${block.kind}/`;
      shown.set(block.materialId, [...(shown.get(block.materialId) ?? []), typePrefix]);
    }
    const effects: ReactorEffect<PathwiseEvent>[] = [];
    for (const [materialId, typePrefixes] of shown) {
      const stream = streamId('material', materialId);
      const { events } = await context.readStream(stream);
      const state = foldState(materialDecider, materialId, events);
      if (!state.uploaded || state.deleted) continue;
      if (state.uploaded.ownerId !== authorId && state.uploaded.courseId !== courseId) continue;
      if (!typePrefixes.some((prefix) => state.uploaded!.contentType.startsWith(prefix))) continue;
      try {
        const attached = materialDecider.decide({ type: 'AttachMaterial', data: { courseId, lessonId, lessonExists: true } }, state);
        if (attached.length > 0) effects.push({ streamId: stream, events: attached });
      } catch (error) {
        // A material of another course cannot be attached here; the block stays, unshared, as the API would refuse.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return effects;
  },
};
