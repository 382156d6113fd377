import { AuthProvidersResponse, type ProblemDetails, SessionResponse, StartEmailSignInResponse } from '@pathwise/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSignIn, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, problemReply, rawReply, stubApi } from '../../../testing/stub-api';

const codeSent = jsonReply(StartEmailSignInResponse, { status: 'code_sent', expires_in_seconds: 600 }, { status: 202 });

/** The page itself, apart from the shell around it (top bar, footer, widgets), which has its own statuses and fields. */
const page = () => within(screen.getByRole('main'));
/** Waits for the page, then for an element of `role` in it. */
const findInPage = async (...query: Parameters<typeof screen.findByRole>) => within(await screen.findByRole('main')).findByRole(...query);

const wrongCode: ProblemDetails = {
  type: 'https://pathwise.dev/problems/invalid-request',
  title: 'Invalid request',
  status: 400,
  detail: 'The request is not valid',
  traceId: 'trace-400',
  errors: [{ pointer: '#/body/code', detail: 'That code is not right; 4 tries left.' }],
};

const tooMany: ProblemDetails = {
  type: 'https://pathwise.dev/problems/too-many-requests',
  title: 'Too many requests',
  status: 429,
  detail: 'Too many attempts; try again in 2 minute(s).',
  traceId: 'trace-429',
};

/** The sign-in pages, spoken about the way a person filling them in sees them. */
const form = {
  field: (label: string) => page().getByLabelText(label) as HTMLInputElement,
  type: (label: string, value: string) => fireEvent.change(form.field(label), { target: { value } }),
  press: (name: string) => fireEvent.click(page().getByRole('button', { name })),
  /** The text that describes a field to assistive technology (its hint and its error). */
  description: (label: string) =>
    (form.field(label).getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  codeStep: () => screen.findByRole('heading', { name: 'Check your email' }),
};

describe('Sign-up page', () => {
  it('mails a code for the name and address given, then asks for the code with focus on its field', async () => {
    const api = stubApi({ 'POST /api/auth/email/start': codeSent });
    renderApp('/signup');

    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    form.type('Your name', '  Ada Lovelace ');
    form.type('Email address', 'Ada@Example.com');
    form.press('Continue');

    await form.codeStep();
    expect(api.to('POST /api/auth/email/start').map((request) => request.json)).toEqual([
      { email: 'ada@example.com', intent: 'signup', display_name: 'Ada Lovelace' },
    ]);
    const code = form.field('Verification code');
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(form.description('Verification code')).toContain('We sent a 6-digit code to ada@example.com. It expires in 10 minutes.');
  });

  it('after the right code, signs in, reconnects the socket and goes to the redirect', async () => {
    const user = aUser({ profile: { display_name: 'Ada Lovelace', profile_picture_url: null } });
    const api = stubApi({
      'POST /api/auth/email/start': codeSent,
      'POST /api/auth/email/verify': jsonReply(SessionResponse, aSignIn(user)),
    });
    // Left by an earlier session: it would outrank the new cookie if it stayed.
    window.localStorage.setItem('auth_token', 'stale-token');
    const { router, socket } = renderApp('/signup?redirect=/settings');
    socket.connect();

    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    form.type('Your name', 'Ada Lovelace');
    form.type('Email address', 'ada@example.com');
    form.press('Continue');
    await form.codeStep();
    form.type('Verification code', '123 456');
    expect(form.field('Verification code').value).toBe('123456');
    form.press('Sign in');

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 3000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
    expect(api.to('POST /api/auth/email/verify').map((request) => request.json)).toEqual([
      { email: 'ada@example.com', code: '123456' },
    ]);
    // The signed-in account corner loads once someone has signed in.
    expect(within(await screen.findByRole('navigation', { name: 'Account' })).getByText('Ada Lovelace')).toBeTruthy();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    // A new handshake, so the server sees the session cookie on the socket too.
    expect(socket.disconnects).toBe(1);
    expect(socket.connected).toBe(true);
  });

  it('says what is missing next to each field without asking the server', async () => {
    const api = stubApi({});
    renderApp('/signup');

    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    form.type('Email address', 'not-an-email');
    form.press('Continue');

    expect(form.description('Your name')).toContain('Enter a name');
    expect(form.description('Email address')).toContain('Enter a valid email address');
    expect(form.field('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form.field('Your name'));
    expect(api.requests).toEqual([]);
  });
});

describe('Login page', () => {
  async function reachCodeStep() {
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Pathwise' });
    form.type('Email address', 'ada@example.com');
    form.press('Email me a code');
    await form.codeStep();
  }

  it('shows a wrong code’s problem detail next to the code field, marks it invalid and focuses it', async () => {
    stubApi({
      'POST /api/auth/email/start': codeSent,
      'POST /api/auth/email/verify': problemReply(wrongCode, 'Bad Request'),
    });
    const { router } = renderApp('/login');
    await reachCodeStep();

    form.type('Verification code', '000000');
    form.press('Sign in');

    await waitFor(() => expect(form.description('Verification code')).toContain('That code is not right; 4 tries left.'));
    const code = form.field('Verification code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('tells how long to wait when the server says too many requests (429 with Retry-After)', async () => {
    stubApi({ 'POST /api/auth/email/start': problemReply(tooMany, 'Too Many Requests', { 'Retry-After': '95' }) });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Pathwise' });

    form.type('Email address', 'ada@example.com');
    form.press('Email me a code');

    expect((await findInPage('alert')).textContent).toBe('Too many attempts. Try again in 2 minutes.');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
  });

  it('sends a new code for the same address when asked, and says so', async () => {
    const api = stubApi({ 'POST /api/auth/email/start': codeSent });
    renderApp('/login');
    await reachCodeStep();

    form.press('Send a new code');

    await waitFor(() => expect(api.to('POST /api/auth/email/start')).toHaveLength(2));
    expect(api.to('POST /api/auth/email/start')[1]?.json).toEqual({ email: 'ada@example.com', intent: 'login' });
    await waitFor(() => expect(page().getByRole('status').textContent).toContain('We sent a new code to ada@example.com.'));
  });

  it('refuses a redirect to another site and goes home instead', async () => {
    stubApi({
      'POST /api/auth/email/start': codeSent,
      'POST /api/auth/email/verify': jsonReply(SessionResponse, aSignIn()),
    });
    const { router } = renderApp('/login?redirect=//evil.example/steal');
    await reachCodeStep();

    form.type('Verification code', '123456');
    form.press('Sign in');

    // Home for a signed-in person is the dashboard once the app has one.
    const home = Object.hasOwn(router.routesByPath, '/dashboard') ? '/dashboard' : '/';
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
  });

  it('explains a refused Google sign-in and offers Google again when the server has it', async () => {
    stubApi({ 'GET /api/auth/providers': jsonReply(AuthProvidersResponse, { google: true }) });
    renderApp('/login?error=google_cancelled&redirect=/profile');

    const alert = await findInPage('alert');
    expect(alert.textContent).toBe('Google sign-in was cancelled. You can try again, or get a sign-in code by email instead.');
    expect(document.activeElement).toBe(alert);
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/google/start?return_to=%2Fprofile');
  });

  it('offers no Google button when the server does not', async () => {
    const api = stubApi({ 'GET /api/auth/providers': jsonReply(AuthProvidersResponse, { google: false }) });
    renderApp('/login');

    await screen.findByRole('heading', { level: 1, name: 'Sign in to Pathwise' });
    await waitFor(() => expect(api.to('GET /api/auth/providers')).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
  });
});

describe('One-time-code login page', () => {
  it('prefills the email from ?email= and starts on the code', async () => {
    stubApi({});
    renderApp('/otp-login?email=ada%40example.com');

    await screen.findByRole('heading', { level: 1, name: 'Enter your sign-in code' });
    expect(form.field('Email address').value).toBe('ada@example.com');
    await waitFor(() => expect(document.activeElement).toBe(form.field('Verification code')));
  });
});

describe('Sign-in pages in the reader’s language', () => {
  it('show the login page in Spanish when the browser chose es, down to the client’s own validation', async () => {
    const api = stubApi({ 'GET /api/auth/providers': jsonReply(AuthProvidersResponse, { google: true }) });
    renderApp('/login', { language: 'es' });

    await screen.findByRole('heading', { level: 1, name: 'Inicia sesión en Pathwise' });
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Inicia sesión en Pathwise · Pathwise');
    expect(await screen.findByRole('link', { name: 'Continuar con Google' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crea una cuenta' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Introdúcelo aquí' }).getAttribute('href')).toBe('/otp-login');
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Iniciar sesión' }).length).toBeGreaterThan(0);

    form.type('Correo electrónico', 'no-es-un-correo');
    form.press('Enviarme un código por correo');

    expect(form.description('Correo electrónico')).toContain('Introduce una dirección de correo electrónico válida');
    expect(api.to('POST /api/auth/email/start')).toEqual([]);
  });

  it('show the sign-up page and its code step in French, with the code’s lifetime in French words', async () => {
    stubApi({ 'POST /api/auth/email/start': codeSent });
    renderApp('/signup', { language: 'fr' });

    await screen.findByRole('heading', { level: 1, name: 'Créez votre compte' });
    expect(screen.getByText(/aucun mot de passe à retenir/)).toBeTruthy();
    form.type('Votre nom', 'Marie Curie');
    form.type('Adresse e-mail', 'marie@example.com');
    form.press('Continuer');

    await screen.findByRole('heading', { name: 'Consultez vos e-mails' });
    // Intl words the unit; which space it puts before it (plain or no-break) is up to its locale data.
    expect(form.description('Code de vérification')).toMatch(
      /^Nous avons envoyé un code à 6 chiffres à marie@example\.com\. Il expire dans 10\sminutes\.$/,
    );
    expect(page().getByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(page().getByRole('button', { name: 'Utiliser une autre adresse e-mail' })).toBeTruthy();
  });

  it('show the one-time-code page in French', async () => {
    stubApi({});
    renderApp('/otp-login', { language: 'fr' });

    await screen.findByRole('heading', { level: 1, name: 'Saisissez votre code de connexion' });
    expect(form.field('Adresse e-mail')).toBeTruthy();
    expect(form.description('Code de vérification')).toBe(
      'Saisissez le code à 6 chiffres reçu dans l’e-mail que nous vous avons envoyé.',
    );
    expect(screen.getByRole('link', { name: 'Recevez-en un par e-mail' }).getAttribute('href')).toBe('/login');
  });

  it('explain a refused Google sign-in in French', async () => {
    stubApi({ 'GET /api/auth/providers': jsonReply(AuthProvidersResponse, { google: false }) });
    renderApp('/login?error=google_unavailable', { language: 'fr' });

    expect((await findInPage('alert')).textContent).toBe(
      'Impossible de joindre Google. Veuillez réessayer dans un instant, ou recevoir un code de connexion par e-mail.',
    );
  });

  it('say what the client itself says about a failure in Spanish: the wait after a 429, the generic error', async () => {
    stubApi({
      'POST /api/auth/email/start': [
        problemReply(tooMany, 'Too Many Requests', { 'Retry-After': '95' }),
        // Not the contract's answer: the client cannot trust it and says only that something went wrong.
        rawReply(JSON.stringify({ unexpected: true }), { status: 202, headers: { 'content-type': 'application/json' } }),
      ],
    });
    renderApp('/login', { language: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'Inicia sesión en Pathwise' });
    form.type('Correo electrónico', 'ada@example.com');

    form.press('Enviarme un código por correo');
    expect((await findInPage('alert')).textContent).toBe('Demasiados intentos. Vuelve a intentarlo dentro de 2 minutos.');

    form.press('Enviarme un código por correo');
    await waitFor(() => expect(page().getByRole('alert').textContent).toBe('Se produjo un error'));
  });

  it('keep the server’s own words as it sent them', async () => {
    stubApi({
      'POST /api/auth/email/start': codeSent,
      'POST /api/auth/email/verify': problemReply(wrongCode, 'Bad Request'),
    });
    renderApp('/login', { language: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'Inicia sesión en Pathwise' });
    form.type('Correo electrónico', 'ada@example.com');
    form.press('Enviarme un código por correo');
    await screen.findByRole('heading', { name: 'Revisa tu correo' });

    form.type('Código de verificación', '000000');
    form.press('Iniciar sesión');

    await waitFor(() => expect(form.description('Código de verificación')).toContain('That code is not right; 4 tries left.'));
  });
});
