import { planOf } from '@pathwise/contracts';
import { useFormat, useT } from '../../shared/i18n';
import { PageLink } from '../components/page-link';
import { DocSection } from './doc-section';
import { docsAdminApiMessages } from './docs-admin-api.messages';
import { docsCreatingMessages } from './docs-creating.messages';
import { docsUsingMessages } from './docs-using.messages';
import { docsMessages } from './docs.messages';

/** The topics in reading order; ids are the anchors the table of contents links to. */
export const docTopics = [
  { id: 'docs-sign-in', title: 'signInTitle' },
  { id: 'docs-profile', title: 'profileTitle' },
  { id: 'docs-learning', title: 'learningTitle' },
  { id: 'docs-creating', title: 'creatingTitle' },
  { id: 'docs-adaptivity', title: 'adaptivityTitle' },
  { id: 'docs-admin', title: 'adminTitle' },
  { id: 'docs-api', title: 'apiTitle' },
] as const;

export function GettingStarted() {
  const frame = useT(docsMessages);
  const t = useT(docsUsingMessages);
  return (
    <>
      <DocSection id="docs-sign-in" audience={frame('everyone')} title={frame('signInTitle')}>
        <p>{t('signInIntro')}</p>
        <ol className="mk-numbered">
          <li>{t('signInStep1')}</li>
          <li>{t('signInStep2')}</li>
          <li>{t('signInStep3')}</li>
        </ol>
        <ul className="mk-plain-list">
          <li>{t('signInPoint1')}</li>
          <li>{t('signInPoint2')}</li>
          <li>{t('signInPoint3')}</li>
        </ul>
        <PageLink to="/login">{t('signInLink')}</PageLink>
      </DocSection>
      <DocSection id="docs-profile" audience={frame('everyone')} title={frame('profileTitle')}>
        <ul className="mk-plain-list">
          <li>{t('profilePoint1')}</li>
          <li>{t('profilePoint2')}</li>
          <li>{t('profilePoint3')}</li>
        </ul>
        <p className="mk-inline-links">
          <PageLink to="/profile">{t('profileLink')}</PageLink>
          <PageLink to="/settings">{t('settingsLink')}</PageLink>
        </p>
      </DocSection>
      <DocSection id="docs-learning" audience={frame('learners')} title={frame('learningTitle')}>
        <ul className="mk-plain-list">
          <li>{t('learningPoint1')}</li>
          <li>{t('learningPoint2')}</li>
          <li>{t('learningPoint3')}</li>
          <li>{t('learningPoint4')}</li>
          <li>{t('learningPoint5')}</li>
        </ul>
        <p className="mk-inline-links">
          <PageLink to="/courses">{t('coursesLink')}</PageLink>
          <PageLink to="/demo">{t('demoLink')}</PageLink>
        </p>
      </DocSection>
    </>
  );
}

const adaptivityTerms = ['evidence', 'mastery', 'challenge', 'memory', 'reason'] as const;

export function CreatingAndAdaptivity() {
  const frame = useT(docsMessages);
  const t = useT(docsCreatingMessages);
  const { number } = useFormat();
  const limit = (tier: 'free' | 'pro') => number(planOf(tier).publishedCourseLimit ?? 0);
  return (
    <>
      <DocSection id="docs-creating" audience={frame('creators')} title={frame('creatingTitle')}>
        <ol className="mk-numbered">
          <li>{t('createStep1')}</li>
          <li>{t('createStep2')}</li>
          <li>{t('createStep3')}</li>
          <li>{t('createStep4')}</li>
          <li>{t('createStep5')}</li>
        </ol>
        <p>{t('createLimits', { free: limit('free'), pro: limit('pro') })}</p>
        <p>{t('createImprove')}</p>
        <p className="mk-inline-links">
          <PageLink to="/courses/create">{t('createLink')}</PageLink>
          <PageLink to="/features/ai-content">{t('aiLink')}</PageLink>
        </p>
      </DocSection>
      <DocSection id="docs-adaptivity" audience={frame('everyone')} title={frame('adaptivityTitle')}>
        <dl className="mk-terms">
          {adaptivityTerms.map((term) => (
            <div key={term}>
              <dt>{t(`${term}Term`)}</dt>
              <dd>{t(`${term}Body`)}</dd>
            </div>
          ))}
        </dl>
        <p className="mk-inline-links">
          <PageLink to="/features/adaptive-learning">{t('adaptiveLink')}</PageLink>
          <PageLink to="/features/adaptive-assessments">{t('assessmentsLink')}</PageLink>
        </p>
      </DocSection>
    </>
  );
}

export function AdminAndApi() {
  const frame = useT(docsMessages);
  const t = useT(docsAdminApiMessages);
  return (
    <>
      <DocSection id="docs-admin" audience={frame('admins')} title={frame('adminTitle')}>
        <ul className="mk-plain-list">
          <li>
            {t('adminUsers')} <PageLink to="/admin/users">{t('usersLink')}</PageLink>
          </li>
          <li>{t('adminExact')}</li>
          <li>
            {t('adminLeads')} <PageLink to="/admin/leads">{t('leadsLink')}</PageLink>
          </li>
          <li>{t('adminHealth')}</li>
          <li>{t('adminReplay')}</li>
        </ul>
      </DocSection>
      <DocSection id="docs-api" audience={frame('developers')} title={frame('apiTitle')}>
        <p>{t('apiIntro')}</p>
        <p>{t('apiReference')}</p>
        {/* A plain link: the reference is served by the API server, not by a route of this app. */}
        <p>
          <a className="button button-secondary" href="/api/docs">
            {t('apiReferenceLink')}
          </a>
        </p>
        <ul className="mk-plain-list">
          <li>{t('apiAuth')}</li>
          <li>{t('apiErrors')}</li>
          <li>{t('apiEvents')}</li>
          <li>{t('apiRealtime')}</li>
        </ul>
      </DocSection>
    </>
  );
}
