import type { CoursePlayerResponse } from '@pathwise/contracts';
import { useEffect, useRef } from 'react';
import { useT } from '../../../shared/i18n';
import { completionMessages } from '../messages/completion.messages';

/** A finished course's moment: every lesson completed and every quiz passed. */
export function CompletionView({ course }: { readonly course: CoursePlayerResponse }) {
  const t = useT(completionMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving here is a change of page for a keyboard or screen-reader user: they land on what it says.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="completion-view" aria-labelledby="completion-heading">
      <h2 id="completion-heading" ref={heading} tabIndex={-1}>
        {t('heading')}
      </h2>
      <p className="completion-course">{t('finished', { title: course.title })}</p>
    </section>
  );
}
