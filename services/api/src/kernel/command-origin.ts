import type { Actor } from './actor.js';

/** Who sent a command and in which request: every command handler records both in the events it appends. */
export interface CommandOrigin {
  readonly actor: Actor;
  /** The request (HTTP request id, socket message id) that carried the command. */
  readonly requestId: string;
}
