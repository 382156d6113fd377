import { serverSocketEvents } from '@pathwise/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { z } from 'zod';
import { useRealtime } from '../../../shared/realtime/realtime-context';
import type { RoomDescriptor } from '../../../shared/realtime/room-subscriptions';
import { useRoom } from '../../../shared/realtime/use-room';
import { certificateKeys } from '../api/certificate-keys';
import { getMyCertificatesQueryOptions } from '../api/get-my-certificates';

const CertificateIssuedPush = z.object({
  source: z.object({ kind: z.literal('certificate_issued'), course_id: z.string(), certificate_id: z.string() }),
});

/** How often, and how many times, the holder's list is asked for a certificate no push announced. */
const LIST_RETRY_MS = 2_000;
const LIST_TRIES = 15;

/**
 * The certificate of `courseId` the learner earned while this page is open. The issuing reactor's notification,
 * pushed to the learner's own room, names the course and the certificate; a socket that joined the room only after
 * that push never hears it, so once the course turns finished on this page the holder's list is asked too, every
 * few seconds for half a minute, until the certificate is in it (a course whose criteria ask for more than its
 * lessons may issue none). Null until then, and again once dismissed.
 *
 * `courseFinished` is null while the player is still loading, so that a course finished before is told from one
 * finished here.
 */
export function useCertificateEarned(
  userId: string,
  courseId: string,
  courseFinished: boolean | null,
): { certificateId: string | null; dismiss: () => void } {
  const { socket } = useRealtime();
  const queryClient = useQueryClient();
  const [pushed, setPushed] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  // Whether the course read finished when the player first had it: set once, during the render that first knows.
  const [finishedWhenOpened, setFinishedWhenOpened] = useState<boolean | null>(null);
  if (finishedWhenOpened === null && courseFinished !== null) setFinishedWhenOpened(courseFinished);
  const finishedHere = courseFinished === true && finishedWhenOpened === false;
  const isOurs = (certificate: { course: { courseId: string }; status: string }) => certificate.course.courseId === courseId && certificate.status === 'valid';
  const mine = useQuery({
    ...getMyCertificatesQueryOptions(),
    enabled: finishedHere && pushed === null,
    refetchInterval: (query) =>
      query.state.data?.certificates.some(isOurs) || query.state.dataUpdateCount >= LIST_TRIES ? false : LIST_RETRY_MS,
  });
  const listed = finishedHere ? (mine.data?.certificates.find(isOurs)?.certificateId ?? null) : null;
  const room = useMemo<RoomDescriptor>(() => ({ room_id: userId, room_type: 'user' }), [userId]);
  useRoom(room, {});

  const onNotification = useEffectEvent((raw: unknown) => {
    const push = CertificateIssuedPush.safeParse(raw);
    if (!push.success || push.data.source.course_id !== courseId) return;
    // The holder's list, if read before, is read again when next shown.
    void queryClient.invalidateQueries({ queryKey: certificateKeys.mine });
    setPushed(push.data.source.certificate_id);
  });

  useEffect(() => {
    const handle = (raw: unknown) => onNotification(raw);
    socket.on(serverSocketEvents.notification, handle);
    return () => void socket.off(serverSocketEvents.notification, handle);
  }, [socket]);

  return { certificateId: dismissed ? null : (pushed ?? listed), dismiss: () => setDismissed(true) };
}
