import { COMMAND_CENTER_ROOM_ID, CommandCenterPulse, serverSocketEvents } from '@pathwise/contracts';
import { useRoomSnapshots } from '../../../shared/realtime/use-room-snapshots';
import { commandCenterQueryKey } from '../api/get-command-center';

const room = { room_id: COMMAND_CENTER_ROOM_ID, room_type: 'command-center' } as const;

/** Keeps the pulse live: each one the server pushes to the command-center room replaces the one shown. */
export function useCommandCenterPushes(): void {
  useRoomSnapshots({ room, event: serverSocketEvents.commandCenterPulse, schema: CommandCenterPulse, queryKey: commandCenterQueryKey });
}
