import { CatalogueResponse } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, problemReply, stubApi } from '../../../testing/stub-api';
import { aCourseCard } from '../../../testing/course-fixtures';

const aPage = (items = [aCourseCard()], total = items.length, page = 1): CatalogueResponse => ({ items, total, page, pageSize: 12 });
const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);
const results = async () => within(await screen.findByRole('region', { name: 'Search results' }));

describe('Course catalogue', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('../routes/catalogue-route');
  });

  it('lists published courses as cards linking to their pages, newest first by default', async () => {
    const course = aCourseCard({ title: 'Fractions from scratch', priceCents: 1900, level: 'intermediate' });
    const api = stubApi({ 'GET /api/courses': jsonReply(CatalogueResponse, aPage([course])) });
    renderApp('/courses');

    const grid = await results();
    expect(grid.getByRole('link', { name: 'Fractions from scratch' }).getAttribute('href')).toBe(`/courses/${course.courseId}`);
    expect(grid.getByText('Intermediate')).toBeTruthy();
    expect(grid.getByText('$19.00')).toBeTruthy();
    // Headings go one level at a time: the page's h1, the results' h2, each card's h3.
    expect(grid.getByRole('heading', { level: 2, name: 'Search results' })).toBeTruthy();
    expect(grid.getByRole('heading', { level: 3, name: 'Fractions from scratch' })).toBeTruthy();
    expect(query(api.to('GET /api/courses')[0]?.url)).toEqual({ sort: 'newest', page: '1', pageSize: '12' });
  });

  it('draws uploaded covers at their 16:9 size, the first card eagerly and the rest lazily, and no image for a course without one', async () => {
    const cover = (id: string) => `/api/files/course-covers/${id}`;
    const first = aCourseCard({ title: 'First course', coverImageUrl: cover('0b5f3c1e-7a9d-4c2b-9e8f-1a2b3c4d5e6f') });
    const second = aCourseCard({ title: 'Second course', coverImageUrl: cover('1c6a4d2f-8b0e-4d3c-8f90-2b3c4d5e6f70') });
    const bare = aCourseCard({ title: 'Bare course' });
    const elsewhere = aCourseCard({ title: 'Linked cover course', coverImageUrl: 'https://images.example.com/cover.png' });
    stubApi({ 'GET /api/courses': jsonReply(CatalogueResponse, aPage([first, second, bare, elsewhere])) });
    renderApp('/courses');
    const grid = await results();
    const cardOf = (title: string) => grid.getByRole('heading', { level: 3, name: title }).closest('article')!;

    const firstImage = cardOf('First course').querySelector('img')!;
    expect(firstImage.getAttribute('src')).toBe(`${first.coverImageUrl}?size=card`);
    expect(firstImage.getAttribute('srcset')).toBe(`${first.coverImageUrl}?size=card 640w, ${first.coverImageUrl} 1280w`);
    expect(firstImage.getAttribute('sizes')).toBe('(min-width: 40rem) 24rem, calc(100vw - 4rem)');
    expect([firstImage.getAttribute('width'), firstImage.getAttribute('height')]).toEqual(['640', '360']);
    expect(firstImage.getAttribute('alt')).toBe('');
    expect(firstImage.getAttribute('decoding')).toBe('async');
    expect(firstImage.getAttribute('loading')).toBe('eager');
    // The first card's cover is the largest thing a phone shows at once: fetched ahead of the page's other files.
    expect(firstImage.getAttribute('fetchpriority')).toBe('high');
    const secondImage = cardOf('Second course').querySelector('img')!;
    expect(secondImage.getAttribute('loading')).toBe('lazy');
    expect(secondImage.getAttribute('fetchpriority')).toBe('auto');
    expect(cardOf('Bare course').querySelector('img')).toBeNull();
    expect(cardOf('Linked cover course').querySelector('img')).toBeNull();
  });

  it('asks again with the chosen filters and search words, from the first page, and keeps them in the address', async () => {
    const api = stubApi({ 'GET /api/courses': jsonReply(CatalogueResponse, aPage([aCourseCard()], 30)) });
    const { router } = renderApp('/courses?page=2');
    await results();
    expect(query(api.to('GET /api/courses')[0]?.url).page).toBe('2');

    fireEvent.change(screen.getByRole('combobox', { name: 'Level' }), { target: { value: 'advanced' } });
    await waitFor(() => expect(api.to('GET /api/courses')).toHaveLength(2));
    expect(query(api.to('GET /api/courses')[1]?.url)).toEqual({ sort: 'newest', page: '1', pageSize: '12', level: 'advanced' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Price' }), { target: { value: 'free' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'popular' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search courses' }), { target: { value: ' fractions ' } });
    // The shell's phone bar has a Search button of its own (the command palette), so ask within the catalogue's form.
    fireEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(query(api.to('GET /api/courses').at(-1)?.url)).toEqual({ sort: 'popular', page: '1', pageSize: '12', level: 'advanced', price: 'free', q: 'fractions' }));
    expect(router.state.location.search).toEqual({ level: 'advanced', price: 'free', sort: 'popular', q: 'fractions' });
  });

  it('pages through the results twelve at a time', async () => {
    const api = stubApi({ 'GET /api/courses': [jsonReply(CatalogueResponse, aPage([aCourseCard()], 30)), jsonReply(CatalogueResponse, aPage([aCourseCard({ title: 'Page two course' })], 30, 2))] });
    renderApp('/courses');
    const pages = within(await screen.findByRole('navigation', { name: 'Pages of courses' }));
    expect(pages.getByText('30 courses · page 1 of 3')).toBeTruthy();

    fireEvent.click(pages.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.to('GET /api/courses')).toHaveLength(2));
    expect(await screen.findByRole('link', { name: 'Page two course' })).toBeTruthy();
    expect(query(api.to('GET /api/courses')[1]?.url).page).toBe('2');
  });

  it('says when no course matches, and offers to clear the filters', async () => {
    stubApi({ 'GET /api/courses': jsonReply(CatalogueResponse, aPage([])) });
    renderApp('/courses?level=advanced');

    expect(await screen.findByText('No courses match')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('says why the courses could not load and retries on request', async () => {
    const down = { type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'Catalogue rebuilding', traceId: 't' };
    stubApi({ 'GET /api/courses': [problemReply(down, 'Service Unavailable'), jsonReply(CatalogueResponse, aPage([aCourseCard({ title: 'Back again' })]))] });
    renderApp('/courses');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Catalogue rebuilding');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeTruthy();
  });
});
