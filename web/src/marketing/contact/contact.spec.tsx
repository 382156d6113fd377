import { type ProblemDetails, SubmitLeadResponse } from '@pathwise/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../testing/identity-fixtures';
import { jsonReply, problemReply, stubApi } from '../../testing/stub-api';
import ContactPage from '../pages/contact-page';
import { renderPage } from '../testing/render-page';

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function fillAndSend() {
  await screen.findByRole('heading', { level: 1 });
  type('Your name', 'Ada Lovelace');
  type('Email address', 'ada@example.com');
  type('Organization (optional)', 'Analytical Engines Ltd');
  type('Topic', 'partnership');
  type('Message', 'We would like to offer Pathwise to our apprentices.');
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

const invalidBody = (pointer: string, detail: string): ProblemDetails => ({
  type: 'https://pathwise.dev/problems/validation',
  title: 'Invalid request',
  status: 400,
  detail: 'The request is not valid.',
  traceId: 'trace-400',
  errors: [{ pointer, detail }],
});

describe('Contact page', () => {
  it('posts SubmitLeadRequest to /api/leads and confirms on 201', async () => {
    const api = stubApi({ 'POST /api/leads': jsonReply(SubmitLeadResponse, { lead_id: 'lead-42', status: 'received' }, { status: 201 }) });
    renderPage(ContactPage);

    await fillAndSend();

    const confirmation = await screen.findByRole('heading', { name: 'Message sent' });
    expect(document.activeElement).toBe(confirmation);
    expect(screen.getByText('Thank you, Ada Lovelace. We have received your message and will reply to ada@example.com.')).toBeTruthy();
    expect(screen.getByText('Reference: lead-42')).toBeTruthy();
    expect(api.to('POST /api/leads')[0]?.json).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      organization: 'Analytical Engines Ltd',
      topic: 'partnership',
      message: 'We would like to offer Pathwise to our apprentices.',
    });
  });

  it('shows a 400 problem’s error next to the field its pointer names', async () => {
    stubApi({ 'POST /api/leads': problemReply(invalidBody('#/body/email', 'This address cannot receive mail'), 'Bad Request') });
    renderPage(ContactPage);

    await fillAndSend();

    const error = await screen.findByText('This address cannot receive mail');
    const email = field('Email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(document.activeElement).toBe(email);
    expect(screen.queryByRole('heading', { name: 'Message sent' })).toBeNull();
  });

  it('says how long to wait after a 429', async () => {
    const tooMany: ProblemDetails = { type: 'about:blank', title: 'Too Many Requests', status: 429, traceId: 't' };
    stubApi({ 'POST /api/leads': problemReply(tooMany, 'Too Many Requests', { 'Retry-After': '120' }) });
    renderPage(ContactPage);

    await fillAndSend();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have sent several messages in a short time. Please wait 2 minutes, then try again.',
    );
  });

  it('checks the fields before sending anything', async () => {
    const api = stubApi({});
    renderPage(ContactPage);
    await screen.findByRole('heading', { level: 1 });
    type('Email address', 'not-an-address');
    type('Message', 'Too short');

    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address, such as name@example.com.')).toBeTruthy();
    expect(screen.getByText('Choose a topic.')).toBeTruthy();
    expect(screen.getByText('Tell us a little more: at least 10 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Your name'));
    expect(api.requests).toHaveLength(0);
  });

  it('fills in the name and email of a signed-in user', async () => {
    renderPage(ContactPage, { session: aSession(aUser({ email: 'lena@example.com' })) });
    await screen.findByRole('heading', { level: 1 });

    expect(field('Your name').value).toBe('Ada Lovelace');
    expect(field('Email address').value).toBe('lena@example.com');
  });

  it('speaks Spanish and French, errors included', async () => {
    stubApi({});
    const { unmount } = renderPage(ContactPage, { language: 'es' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Habla con el equipo de Pathwise');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(screen.getByText('Escribe tu nombre.')).toBeTruthy();
    unmount();

    renderPage(ContactPage, { language: 'fr' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Écrivez à l’équipe Pathwise');
    expect(screen.getByRole('option', { name: 'Presse' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  });
});
