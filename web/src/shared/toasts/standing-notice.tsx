import { useEffect, type ReactElement } from 'react';
import { toast } from 'sonner';

interface StandingNoticeProps {
  /** One notice per id: a new content under the same id replaces it in place. */
  readonly id: string;
  /** What it shows; nothing takes it away. */
  readonly content: ReactElement | null | undefined;
}

/** The notices standing now, for a layer that mounts after they were raised (sonner forgets what came before it). */
const standing = new Map<string, ReactElement>();

const show = (id: string, content: ReactElement) => toast.custom(() => content, { id, duration: Number.POSITIVE_INFINITY, unstyled: true });

/** Raises again every notice standing now: the layer calls it once it listens. */
export function replayStandingNotices(): void {
  for (const [id, content] of standing) show(id, content);
}

/**
 * A notice whose time and content its owner decides (an achievement's 5 s, a reward's claim), shown in the one
 * notice layer beside the toasts rather than in a corner of its own. It draws nothing where it is placed.
 */
export function StandingNotice({ id, content }: StandingNoticeProps) {
  useEffect(() => {
    if (!content) {
      standing.delete(id);
      toast.dismiss(id);
      return;
    }
    standing.set(id, content);
    show(id, content);
  }, [id, content]);
  useEffect(
    () => () => {
      standing.delete(id);
      toast.dismiss(id);
    },
    [id],
  );
  return null;
}
