import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '../shared/i18n';

/** A widget that needs no router or server: only the language provider around it. */
export const renderPlain = (ui: ReactNode) => render(<I18nProvider userLanguage={undefined}>{ui}</I18nProvider>);
