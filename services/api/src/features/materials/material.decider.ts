import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import type { Decider } from '../../kernel/decider.js';
import { DomainError } from '../../kernel/domain-error.js';
import { assertRetryOf, retryKeyConflict } from '../../kernel/retry-keys.js';

type MaterialEventType = 'MaterialUploaded' | 'MaterialAttached' | 'MaterialDetached' | 'MaterialDeleted';
export type MaterialEvent = Extract<PathwiseEvent, { type: MaterialEventType }>;
export type MaterialUploadedData = Extract<MaterialEvent, { type: 'MaterialUploaded' }>['data'];

export interface LessonRef {
  readonly courseId: string;
  readonly lessonId: string;
}

export interface MaterialState {
  readonly materialId: string;
  readonly uploaded: MaterialUploadedData | null;
  readonly uploadedAt: Date | null;
  readonly attachments: readonly LessonRef[];
  readonly deleted: boolean;
}

const initialMaterialState = (materialId: string): MaterialState => ({
  materialId,
  uploaded: null,
  uploadedAt: null,
  attachments: [],
  deleted: false,
});

const sameLesson = (a: LessonRef, b: LessonRef) => a.courseId === b.courseId && a.lessonId === b.lessonId;

function evolveMaterial(state: MaterialState, event: StoredEvent<PathwiseEvent>): MaterialState {
  switch (event.type) {
    case 'MaterialUploaded':
      return { ...state, uploaded: event.data, uploadedAt: event.recordedAt };
    case 'MaterialAttached':
      return { ...state, attachments: [...state.attachments, { courseId: event.data.courseId, lessonId: event.data.lessonId }] };
    case 'MaterialDetached':
      return { ...state, attachments: state.attachments.filter((ref) => !sameLesson(ref, event.data)) };
    case 'MaterialDeleted':
      return { ...state, deleted: true, attachments: [] };
    default:
      return state;
  }
}

export type MaterialCommand =
  | { readonly type: 'UploadMaterial'; readonly data: MaterialUploadedData }
  | {
      readonly type: 'AttachMaterial';
      readonly data: LessonRef & {
        /** Looked up in the course before deciding: a lesson of this course that exists now. */
        readonly lessonExists: boolean;
      };
    }
  | { readonly type: 'DetachMaterial'; readonly data: LessonRef }
  | { readonly type: 'DeleteMaterial' };

export const materialGone = (materialId: string) => new DomainError('gone', `Material ${materialId} was deleted`);

/** What a retried upload repeats (with the same owner): the same bytes, under the same name, for the same course. */
const uploadOf = ({ sha256, courseId, fileName }: MaterialUploadedData) => ({ sha256, courseId, fileName });

function existing(state: MaterialState): MaterialUploadedData {
  if (!state.uploaded) throw DomainError.notFound(`There is no material ${state.materialId}`);
  if (state.deleted) throw materialGone(state.materialId);
  return state.uploaded;
}

/**
 * What a command means for one material: the events to append, none when it is already so (a retry is harmless),
 * or the exact error. Who may ask is decided before, in the policies, with the course standing in hand.
 */
function decideMaterial(command: MaterialCommand, state: MaterialState): MaterialEvent[] {
  switch (command.type) {
    case 'UploadMaterial':
      if (state.uploaded) {
        const key = { pointer: '#/query/materialId', value: state.materialId };
        // A deleted material's id stays spent: a retry of its upload must not bring it back.
        if (state.deleted) throw retryKeyConflict(key);
        const original = { actorId: state.uploaded.ownerId, payload: uploadOf(state.uploaded) };
        assertRetryOf(key, original, { actorId: command.data.ownerId, payload: uploadOf(command.data) });
        return [];
      }
      return [{ type: 'MaterialUploaded', data: command.data }];
    case 'AttachMaterial': {
      const material = existing(state);
      const { courseId, lessonId, lessonExists } = command.data;
      if (material.courseId !== null && material.courseId !== courseId) {
        throw DomainError.invalid([
          { pointer: '#/body/courseId', detail: `This material belongs to course ${material.courseId}; attach it to that course's lessons` },
        ]);
      }
      if (!lessonExists) throw DomainError.invalid([{ pointer: '#/body/lessonId', detail: `Course ${courseId} has no lesson ${lessonId}` }]);
      if (state.attachments.some((ref) => sameLesson(ref, command.data))) return [];
      return [{ type: 'MaterialAttached', data: { materialId: state.materialId, courseId, lessonId } }];
    }
    case 'DetachMaterial': {
      existing(state);
      if (!state.attachments.some((ref) => sameLesson(ref, command.data))) return [];
      const { courseId, lessonId } = command.data;
      return [{ type: 'MaterialDetached', data: { materialId: state.materialId, courseId, lessonId } }];
    }
    case 'DeleteMaterial':
      if (!state.uploaded) throw DomainError.notFound(`There is no material ${state.materialId}`);
      return state.deleted ? [] : [{ type: 'MaterialDeleted', data: { materialId: state.materialId } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown material command ${JSON.stringify(unknown)}`);
    }
  }
}

export const materialDecider: Decider<MaterialCommand, MaterialState, MaterialEvent, StoredEvent<PathwiseEvent>> = {
  decide: decideMaterial,
  evolve: evolveMaterial,
  initialState: initialMaterialState,
};
