import { defineTranslation } from '../../shared/i18n';
import type { courseCollaborationMessages } from './messages';

export default defineTranslation<typeof courseCollaborationMessages>({
  editorLabel: 'Texto de la lección',
  collaborators: 'Editando ahora',
  onlyYou: 'Solo tú estás editando esta lección ahora.',
  cursorAt: 'línea {line}, columna {column}',
  selecting: 'seleccionando {count} caracteres desde la línea {line}',
  notInText: 'fuera del texto',
  statusConnecting: 'Sin conexión: tus cambios se guardan aquí y se envían cuando vuelva la conexión',
  statusJoining: 'Abriendo la lección…',
  statusSaving: 'Guardando…',
  statusSaved: 'Todos los cambios guardados',
  statusRefused: 'No guardado: {error}',
  retry: 'Reintentar',
  you: 'Tú',
});
