import { publicPageHeadsEs } from '@pathwise/contracts';
import { defineTranslation } from '../../shared/i18n';
import type { adaptiveBuilderMessages } from './adaptive-builder.messages';

export default defineTranslation<typeof adaptiveBuilderMessages>({
  docTitle: publicPageHeadsEs.adaptiveBuilder.title,
  eyebrow: 'Constructor adaptativo',
  title: 'Un mapa de habilidades como entrada, un itinerario personal como resultado',
  lead: publicPageHeadsEs.adaptiveBuilder.description,
  caption: 'Habilidades unidas por sus requisitos previos: tres dominadas, una lista para aprender (sus requisitos ya están dominados) y otra todavía bloqueada.',
  tryIt: 'Abre la demo del constructor',
  whatTitle: 'Qué hace',
  learner1: 'Siempre sabes qué hacer después: la lista de lo que puedes aprender muestra las habilidades cuyos requisitos ya dominas.',
  learner2: 'Una breve prueba de nivel te permite saltarte lo que ya sabes.',
  learner3: 'Cuando una habilidad se te resiste, Pathwise te remite al requisito que te falta en lugar de repetir la misma lección.',
  creator1: 'Dibuja el mapa una sola vez: las habilidades, sus requisitos previos y las lecciones y preguntas asociadas a cada una.',
  creator2: 'El constructor no admite bucles (una habilidad no puede exigirse a sí misma, ni siquiera indirectamente) y avisa de las habilidades a las que no lleva nada.',
  creator3: 'Previsualiza el itinerario como un estudiante de ejemplo: marca habilidades como dominadas y observa qué pasa a estar disponible.',
  how1Title: 'Habilidades y requisitos forman un grafo',
  how1Body: 'Cada habilidad indica en qué habilidades se apoya. El constructor mantiene el grafo sin ciclos, así que siempre existe al menos un orden válido para aprender.',
  how2Title: 'El dominio marca el camino',
  how2Body: 'Cuando la estimación de dominio de un estudiante supera el umbral en una habilidad, esta cuenta como dominada en su mapa.',
  how3Title: 'La frontera de lo que se puede aprender',
  how3Body: 'Una habilidad está lista para aprenderse cuando todavía no se domina y todos sus requisitos sí. El estudiante elige entre las habilidades listas o sigue la recomendación de Pathwise.',
  how4Title: 'Itinerarios que se corrigen solos',
  how4Body: 'Si un repaso muestra que un requisito se ha olvidado, las habilidades que dependen de él esperan hasta que se haya refrescado.',
  limit1: 'No se inventa el mapa: la IA puede proponer uno a partir de tu material, pero tú decides qué depende de qué.',
  limit2: 'No impone un orden único: se admite cualquier orden que respete los requisitos.',
});
