import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPlain } from '../../../../testing/render-plain';
import { ensureManifestLinks, registerServiceWorker } from './app-install-support';
import { InstallAppButton } from './install-app-button';
import { OfflineBanner } from './offline-banner';

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

describe('Offline banner', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('follows the offline and online events with the spec’s text', () => {
    renderPlain(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toBe('');

    setOnline(false);
    expect(screen.getByRole('status').textContent).toBe('You are currently offline. Some features may be unavailable.');

    setOnline(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('is translated', async () => {
    window.localStorage.setItem('lang', 'es');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPlain(<OfflineBanner />);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Ahora mismo no tienes conexión. Es posible que algunas funciones no estén disponibles.',
    );
  });
});

describe('Install button', () => {
  it('appears only once the browser offers installation, and hands the offer back when pressed', async () => {
    renderPlain(<InstallAppButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();

    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => {}),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Install app' }));
    await act(async () => {});
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('goes away when the app gets installed', () => {
    renderPlain(<InstallAppButton />);
    act(() => {
      window.dispatchEvent(Object.assign(new Event('beforeinstallprompt'), { prompt: async () => {}, userChoice: new Promise(() => {}) }));
    });
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});

describe('App installation support', () => {
  beforeEach(() => {
    document.head.querySelectorAll('link[rel="manifest"], link[rel="apple-touch-icon"]').forEach((link) => link.remove());
  });

  it('links the manifest once, and not at all when the page already has it', () => {
    ensureManifestLinks();
    ensureManifestLinks();
    const manifests = document.head.querySelectorAll('link[rel="manifest"]');
    expect(manifests).toHaveLength(1);
    expect(manifests[0]!.getAttribute('href')).toBe('/manifest.webmanifest');
    expect(document.head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe('/icons/apple-touch-icon.png');
  });

  it('registers /sw.js in production builds only', () => {
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    const container = { register } as unknown as ServiceWorkerContainer;

    registerServiceWorker({ production: false, container });
    expect(register).not.toHaveBeenCalled();

    registerServiceWorker({ production: true, container });
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});
