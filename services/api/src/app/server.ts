import { COMMAND_CENTER_ROOM_ID, MONITORING_ROOM_ID, serverSocketEvents } from '@pathwise/contracts';
import { findLesson } from '../features/courses/index.js';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server as SocketServer } from 'socket.io';
import { LessonCollaboration, PresenceRelay } from '../features/course-collaboration/index.js';
import { startRoomBroadcast } from '../realtime/room-broadcast.js';
import { PushGateway } from '../realtime/push-gateway.js';
import { createSocketServer, handleSocketEvents } from '../realtime/socket-server.js';
import { adaptiveResponseTo } from '../features/adaptive/index.js';
import { readCommandCenterPulse } from '../features/platform/index.js';
import { createHttpApp } from './http-app.js';
import type { Platform } from './compose-platform.js';

export interface RunningServer {
  readonly url: string;
  readonly io: SocketServer;
  close(): Promise<void>;
}

/** HTTP and Socket.IO on one port, the push gateway following the log, and the projections running. */
export async function startServer(platform: Platform): Promise<RunningServer> {
  const httpServer = createServer(createHttpApp(platform));
  // A kept-alive connection must outlive the client's and the proxy's idle timeouts (Node's fetch: 4 s, nginx and
  // cloud balancers: up to 60 s): when the server closes first, a request already sent on it fails with "other side
  // closed". Headers get a second more, as Node requires.
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  const deps = {
    identity: platform.identity,
    learning: platform.learning,
    logger: platform.logger,
    metrics: platform.metrics,
    respond: (event: { eventId: string; learnerId: string; courseId: string }) =>
      adaptiveResponseTo({ store: platform.store, content: platform.adaptive.content, clock: platform.clock }, event),
  };
  const io = createSocketServer(httpServer, deps);
  const gateway = new PushGateway(io, platform.store, platform.logger, platform.metrics);
  const collaboration = new LessonCollaboration(io, {
    courseAccess: platform.courseAccess,
    documents: platform.lessonDocuments,
    savedText: async (courseId, lessonId) => {
      const { state } = await platform.courses.commands.load(courseId);
      const lesson = state ? findLesson(state, lessonId) : null;
      if (!lesson) return null;
      const block = lesson.blocks.find((each) => each.kind === 'text');
      return block?.kind === 'text' ? block.text : '';
    },
    nameOf: async (userId) => (await platform.identity.accounts.load(userId)).state.displayName ?? 'Co-author',
    logger: platform.logger,
    clock: platform.clock,
    // PGlite serves one process, so there are no other nodes to tell.
    presenceRelay: platform.database.kind === 'postgres' ? new PresenceRelay(platform.database, platform.logger, platform.clock) : null,
  });
  handleSocketEvents(io, gateway, deps, collaboration);
  await gateway.start();
  await collaboration.start();
  const stopBroadcasts = [
    startRoomBroadcast(io, { roomType: 'monitoring', roomId: MONITORING_ROOM_ID, event: serverSocketEvents.monitoringSnapshot, take: () => platform.monitoring.take() }, platform.logger),
    startRoomBroadcast(
      io,
      { roomType: 'command-center', roomId: COMMAND_CENTER_ROOM_ID, event: serverSocketEvents.commandCenterPulse, take: () => readCommandCenterPulse(platform) },
      platform.logger,
    ),
  ];
  await platform.startBackgroundWork();

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(platform.config.port, platform.config.host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  const address = httpServer.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`,
    io,
    async close() {
      for (const stop of stopBroadcasts) stop();
      await gateway.stop();
      await collaboration.stop();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      httpServer.closeAllConnections();
    },
  };
}
