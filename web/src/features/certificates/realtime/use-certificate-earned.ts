import { serverSocketEvents } from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { z } from 'zod';
import { useRealtime } from '../../../shared/realtime/realtime-context';
import type { RoomDescriptor } from '../../../shared/realtime/room-subscriptions';
import { useRoom } from '../../../shared/realtime/use-room';
import { certificateKeys } from '../api/certificate-keys';

const CertificateIssuedPush = z.object({
  source: z.object({ kind: z.literal('certificate_issued'), course_id: z.string(), certificate_id: z.string() }),
});

/**
 * The certificate of `courseId` the learner earned while this page is open: the issuing reactor's notification,
 * pushed to the learner's own room, names the course and the certificate. Null until then, and again once dismissed.
 */
export function useCertificateEarned(userId: string, courseId: string): { certificateId: string | null; dismiss: () => void } {
  const { socket } = useRealtime();
  const queryClient = useQueryClient();
  const [certificateId, setCertificateId] = useState<string | null>(null);
  const room = useMemo<RoomDescriptor>(() => ({ room_id: userId, room_type: 'user' }), [userId]);
  useRoom(room, {});

  const onNotification = useEffectEvent((raw: unknown) => {
    const push = CertificateIssuedPush.safeParse(raw);
    if (!push.success || push.data.source.course_id !== courseId) return;
    // The holder's list, if read before, is read again when next shown.
    void queryClient.invalidateQueries({ queryKey: certificateKeys.mine });
    setCertificateId(push.data.source.certificate_id);
  });

  useEffect(() => {
    const handle = (raw: unknown) => onNotification(raw);
    socket.on(serverSocketEvents.notification, handle);
    return () => void socket.off(serverSocketEvents.notification, handle);
  }, [socket]);

  return { certificateId, dismiss: () => setCertificateId(null) };
}
