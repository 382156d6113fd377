/** Socket.IO event names, exactly as the product spec names them; server and client both use this map. */
export const clientSocketEvents = {
  learningEvent: 'learning_event',
  joinRoom: 'join_room',
  leaveRoom: 'leave_room',
  contentCollaboration: 'content_collaboration',
} as const;

export const serverSocketEvents = {
  adaptiveResponse: 'adaptive_response',
  adaptiveFeedback: 'adaptive_feedback',
  difficultyAdjusted: 'difficulty_adjusted',
  learningUpdate: 'learning_update',
  notification: 'notification',
  progressUpdate: 'progress_update',
  /** Co-editing: stored changes and presence of a lesson room, under the same name clients send changes with. */
  contentCollaboration: 'content_collaboration',
  /** The platform's live figures, every few seconds, to the admins in the monitoring room. */
  monitoringSnapshot: 'monitoring_snapshot',
  /** The platform's pulse over the last hour, every few seconds, to the admins in the command-centre room. */
  commandCenterPulse: 'command_center_pulse',
  /** Sent when a resuming client missed more than the server will replay: refetch everything instead. */
  resyncRequired: 'resync_required',
} as const;

export type ClientSocketEvent = (typeof clientSocketEvents)[keyof typeof clientSocketEvents];
export type ServerSocketEvent = (typeof serverSocketEvents)[keyof typeof serverSocketEvents];

/** The spec's client settings: reconnect after 1 s growing to 5 s, 20 s to connect, websocket then polling. */
export const socketClientSettings = {
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  timeout: 20_000,
  transports: ['websocket', 'polling'],
} as const;
