import { useT } from '../../../shared/i18n';
import type { LessonSession, LessonSessionSnapshot } from '../lib/lesson-session';
import { lineAndColumn } from '../lib/text-change';
import { courseCollaborationMessages } from '../messages';

interface CollaboratorListProps {
  snapshot: LessonSessionSnapshot;
  session: LessonSession;
}

/** Who else is in the lesson, in their colour, and where in the text they are. */
export function CollaboratorList({ snapshot, session }: CollaboratorListProps) {
  const t = useT(courseCollaborationMessages);
  if (snapshot.collaborators.length === 0) return <p className="coedit-alone">{t('onlyYou')}</p>;
  return (
    <div className="coedit-people">
      <h3 className="coedit-people-title">{t('collaborators')}</h3>
      <ul>
        {snapshot.collaborators.map((collaborator) => {
          const cursor = session.absoluteCursor(collaborator.cursor_position);
          let where = t('notInText');
          if (cursor) {
            const start = Math.min(cursor.anchor, cursor.head);
            const { line, column } = lineAndColumn(snapshot.text, cursor.head);
            where =
              cursor.anchor === cursor.head
                ? t('cursorAt', { line, column })
                : t('selecting', { count: Math.abs(cursor.head - cursor.anchor), line: lineAndColumn(snapshot.text, start).line });
          }
          return (
            <li key={collaborator.collaborator_id} className="coedit-person">
              <span className="coedit-swatch" style={{ background: collaborator.colour }} aria-hidden="true" />
              <span className="coedit-person-name">{collaborator.name}</span>
              <span className="coedit-person-where">{where}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
