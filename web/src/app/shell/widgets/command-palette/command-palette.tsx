import { useLocation } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useViewer } from '../lib/viewer';
import { COMMAND_PALETTE_EVENT, isPaletteHotkey } from './open-command-palette';
import { PaletteDialog } from './palette-dialog';
import { usePaletteEntries } from './use-palette-entries';

/** Cmd/Ctrl+K, or the app bar's search button through the window event, opens the palette. */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteHotkey(event)) return;
      // The browser's own Ctrl+K (search bar) would take focus away from the page.
      event.preventDefault();
      setOpen((wasOpen) => !wasOpen);
    };
    const onOpen = () => setOpen(true);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener(COMMAND_PALETTE_EVENT, onOpen);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(COMMAND_PALETTE_EVENT, onOpen);
    };
  }, []);

  return open ? <OpenPalette onClose={close} /> : null;
}

function OpenPalette({ onClose }: { onClose: () => void }) {
  const viewer = useViewer();
  const { pathname } = useLocation();
  const entries = usePaletteEntries(viewer, pathname);
  return <PaletteDialog entries={entries} onClose={onClose} />;
}
