import type { LearnerLessonBlock } from '@pathwise/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MIN_HEADINGS_FOR_CONTENTS, lessonHeadingsIn, type LessonHeading } from '../lib/lesson-headings';
import { useReadingPosition } from '../lib/use-reading-position';
import { LessonBlocks } from './lesson-blocks';
import { LessonContents } from './lesson-contents';

interface LessonBodyProps {
  readonly courseId: string;
  readonly lessonId: string;
  readonly blocks: readonly LearnerLessonBlock[];
}

/**
 * A lesson's blocks with what helps reading them: a table of contents when the text has enough headings, and the
 * learner's place kept, so coming back to the lesson scrolls to where they were. Both wait for the text to be drawn
 * (its renderer loads lazily).
 */
export function LessonBody({ courseId, lessonId, blocks }: LessonBodyProps) {
  const body = useRef<HTMLDivElement>(null);
  const textBlocks = blocks.filter((block) => block.kind === 'text').length;
  const [rendered, setRendered] = useState<ReadonlySet<number>>(() => new Set());
  const onTextRendered = useCallback((index: number) => setRendered((before) => (before.has(index) ? before : new Set(before).add(index))), []);
  const ready = rendered.size >= textBlocks;
  const [headings, setHeadings] = useState<readonly LessonHeading[]>([]);

  useEffect(() => {
    if (ready && body.current) setHeadings(lessonHeadingsIn(body.current));
  }, [ready, blocks]);
  useReadingPosition(body, { courseId, lessonId, ready });

  return (
    <>
      {headings.length >= MIN_HEADINGS_FOR_CONTENTS && <LessonContents headings={headings} />}
      <div ref={body}>
        <LessonBlocks courseId={courseId} lessonId={lessonId} blocks={blocks} onTextRendered={onTextRendered} />
      </div>
    </>
  );
}
