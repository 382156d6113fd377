import { documentTitle, publicPageHeads } from '@pathwise/contracts';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { stubApi } from '../testing/stub-api';

describe('public page titles', () => {
  it.each(Object.values(publicPageHeads).map((head) => [head.path, head.title] as const))(
    'names the tab of %s as the server names it in the HTML, so loading the app changes nothing',
    async (path, title) => {
      // No data is needed for the title; requests answer 501 and the pages show their error states.
      stubApi({});
      document.title = 'Pathwise';
      renderApp(path);
      await waitFor(() => expect(document.title).toBe(documentTitle(title)));
    },
  );
});
