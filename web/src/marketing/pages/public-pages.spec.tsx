import { fireEvent, screen } from '@testing-library/react';
import type { JSX } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/i18n';
import { renderPage } from '../testing/render-page';
import AboutPage from './about-page';
import DocumentationPage from './documentation-page';
import PrivacyPage from './privacy-page';
import ResourcesPage from './resources-page';
import TermsPage from './terms-page';

type Expectation = readonly [language: Language, title: string, key: RegExp];

const pages: ReadonlyArray<[name: string, page: () => JSX.Element, expectations: readonly Expectation[]]> = [
  [
    'About',
    AboutPage,
    [
      ['en', 'Learning made adaptive', /recorded as an event in an append-only log/],
      ['es', 'El aprendizaje, adaptado', /se registra como un evento en un registro al que solo se añaden datos/],
      ['fr', 'L’apprentissage, enfin adaptatif', /enregistré comme un événement dans un journal/],
    ],
  ],
  [
    'Documentation',
    DocumentationPage,
    [
      ['en', 'How to use Pathwise', /copy the 6-digit code/],
      ['es', 'Cómo usar Pathwise', /copia el código de 6 cifras/],
      ['fr', 'Utiliser Pathwise', /copiez le code à 6 chiffres/],
    ],
  ],
  [
    'Resources',
    ResourcesPage,
    [
      ['en', 'Guides, glossary and links', /Free Spaced Repetition Scheduler/],
      ['es', 'Guías, glosario y enlaces', /Test adaptativo informatizado/],
      ['fr', 'Guides, glossaire et liens', /Frontière du « prêt à apprendre »/],
    ],
  ],
  [
    'Privacy',
    PrivacyPage,
    [
      ['en', 'Privacy policy', /one cookie: a session cookie marked httpOnly/],
      ['es', 'Política de privacidad', /una sola cookie/],
      ['fr', 'Politique de confidentialité', /un seul cookie/],
    ],
  ],
  [
    'Terms',
    TermsPage,
    [
      ['en', 'Terms of service', /trials last 14 days/],
      ['es', 'Condiciones del servicio', /duran 14 días/],
      ['fr', 'Conditions d’utilisation', /durent 14 jours/],
    ],
  ],
];

describe.each(pages)('The %s page', (_name, page, expectations) => {
  it.each(expectations)('renders its h1 and content in %s', async (language, title, key) => {
    renderPage(page, { language });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByText(key).length).toBeGreaterThan(0);
  });
});

describe('Long pages', () => {
  it('documentation covers every audience and links to /api/docs with a plain link', async () => {
    renderPage(DocumentationPage);
    await screen.findByRole('heading', { level: 1 });

    for (const title of ['Signing in with a code', 'Profile and settings', 'Studying and quizzes', 'Creating and publishing a course', 'How adaptivity decides', 'Admin tools', 'API and realtime']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Open the API reference' }).getAttribute('href')).toBe('/api/docs');
    expect(screen.getByText(/1 on Free, 20 on Pro/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the leads' }).getAttribute('href')).toBe('/admin/leads');
  });

  it('moves focus to a section from the table of contents', async () => {
    renderPage(PrivacyPage);
    await screen.findByRole('heading', { level: 1 });

    fireEvent.click(screen.getByRole('link', { name: 'Cookies and local storage' }));

    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: '5. Cookies and local storage' }));
  });

  it('privacy says how erasure works and that there are no third-party trackers', async () => {
    renderPage(PrivacyPage);
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getByText(/we destroy your key/)).toBeTruthy();
    expect(screen.getByText(/no third-party trackers, analytics scripts or advertising cookies/)).toBeTruthy();
    expect(screen.getByText(/your theme \(light, dark or system\), your interface language and the pages you visited last/)).toBeTruthy();
    expect(screen.getByText('Last updated: November 22, 2026')).toBeTruthy();
  });
});
