import { defineTranslation } from '../../shared/i18n';
import type { parkedEventsMessages } from './messages';

export default defineTranslation<typeof parkedEventsMessages>({
  title: 'Eventos apartados',
  intro:
    'Eventos que un modelo de lectura no pudo aplicar. Apartó cada uno con el error y siguió con los siguientes; la página que alimenta no tiene ese evento hasta que se reintente. Reinténtalo una vez corregida la causa.',
  loading: 'Cargando los eventos apartados…',
  couldNotLoad: 'No se pudieron cargar los eventos apartados',
  empty: 'No hay eventos apartados: cada modelo de lectura ha aplicado todos los eventos.',
  shown: 'Se muestran los {shown} más antiguos de {total}.',
  readModel: 'Modelo de lectura',
  event: 'Evento',
  error: 'Error',
  attempts: 'Intentos',
  lastFailed: 'Último fallo',
  action: 'Acción',
  eventAt: '{type} en la posición {position}',
  retry: 'Reintentar',
  retryLabel: 'Reintentar {type} en la posición {position}',
  retrying: 'Reintentando…',
  applied: 'Posición {position} aplicada: ha salido de la lista.',
  stillFailing: 'La posición {position} sigue fallando: {error}',
  notParked: 'La posición {position} ya no estaba apartada.',
  couldNotRetry: 'El reintento no se ejecutó',
});
