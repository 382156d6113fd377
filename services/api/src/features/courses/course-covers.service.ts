import { randomUUID } from 'node:crypto';
import { courseCoverSizes, type CourseCoverSize } from '@pathwise/contracts';
import { UPLOADED_COURSE_COVER_PATH } from '@pathwise/event-schemas';
import type { FileStorage } from '../../infrastructure/file-storage/file-storage.js';
import type { RenditionSize } from '../../infrastructure/images/webp-renditions.js';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import { courseDecider, type CourseRequest } from './course.decider.js';
import type { CourseCommands, CourseWriteResult } from './course.commands.js';

export const coverSizeNames = Object.keys(courseCoverSizes) as CourseCoverSize[];
const renditionSizes = coverSizeNames.map((size) => courseCoverSizes[size]);
export const coverKey = (coverId: string, size: CourseCoverSize) => `course-covers/${coverId}/${size}`;

/** Turns the cover's image into WebP at each size given, in order, refusing an image that does not decode. */
export type CoverRenditions = (sizes: readonly RenditionSize[]) => Promise<readonly Buffer[]>;

/**
 * A course's cover: kept as WebP at 16:9 in the sizes the web app draws, and recorded as the course's
 * `coverImageUrl` by a details edit, like any other. Old covers stay stored, as published versions of the course may
 * still show them. The upload route and the demo seed both change covers here.
 */
export class CourseCovers {
  constructor(
    private readonly courses: CourseCommands,
    private readonly files: FileStorage,
  ) {}

  async replace(courseId: string, renditionsOf: CoverRenditions, origin: CommandOrigin): Promise<CourseWriteResult> {
    const coverId = randomUUID();
    const change: CourseRequest = { type: 'ChangeCourseCover', data: { coverImageUrl: `${UPLOADED_COURSE_COVER_PATH}${coverId}` } };
    // The rules refuse a stranger, an unknown or archived course before any file is written.
    const { state } = await this.courses.load(courseId);
    courseDecider.decide({ ...change, metadata: { actorId: origin.actor.userId } }, state);
    const renditions = await renditionsOf(renditionSizes);
    const keys = coverSizeNames.map((size) => coverKey(coverId, size));
    await Promise.all(keys.map((key, index) => this.files.put(key, { bytes: renditions[index]!, contentType: 'image/webp' })));
    try {
      return await this.courses.execute(courseId, change, origin, 'unchecked');
    } catch (error) {
      await Promise.all(keys.map((key) => this.files.delete(key)));
      throw error;
    }
  }

  async remove(courseId: string, origin: CommandOrigin): Promise<CourseWriteResult> {
    return this.courses.execute(courseId, { type: 'ChangeCourseCover', data: { coverImageUrl: null } }, origin, 'unchecked');
  }

  /** A stored rendition of a cover, or null when there is none under that id. */
  rendition(coverId: string, size: CourseCoverSize) {
    return this.files.get(coverKey(coverId, size));
  }
}
