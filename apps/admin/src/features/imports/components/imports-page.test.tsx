// @vitest-environment jsdom
import { clearSession } from '@domus/web/shared/auth/session-store';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '@domus/web/shared/test/render-with-providers';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportsPage } from './imports-page';

const texts = testTexts.admin.imports;
const ID = '0b7c0000-0000-4000-8000-0000000000aa';

const preview = {
  _id: ID,
  fileName: 'export.zip',
  bytes: 1234,
  status: 'previewed',
  createdAt: '2026-12-02T10:00:00.000Z',
  importedAt: null,
  counts: { residential: 1 },
  listings: [
    {
      externalRef: 'CRM-1',
      category: 'residential',
      subtype: 'apartment',
      rent: false,
      price: 300000,
      title: 'Wohnung in Bozen',
      municipality: { id: '021008', name: 'Bolzano' },
      images: 4,
      plans: 1,
      action: 'create',
      refused: [],
      publishIssues: [{ key: 'admin:imports.publish.images', message: 'Photos: at least 4.' }],
      unmapped: [
        {
          field: 'preise/provisionsnetto',
          key: 'admin:imports.unmapped.noField',
          message: texts.unmapped.noField,
          value: '3,57',
        },
      ],
    },
    {
      externalRef: 'CRM-2',
      category: null,
      subtype: null,
      rent: null,
      price: null,
      title: '',
      municipality: null,
      images: 0,
      plans: 0,
      action: 'refused',
      refused: [{ key: 'admin:imports.refused.type', message: texts.refused.type }],
      publishIssues: [],
      unmapped: [],
    },
  ],
  result: null,
};

const imported = {
  ...preview,
  status: 'imported',
  importedAt: '2026-12-02T10:05:00.000Z',
  result: {
    as: 'published',
    created: 1,
    updated: 0,
    failed: 0,
    listings: [
      {
        externalRef: 'CRM-1',
        action: 'created',
        id: '0b7c0000-0000-4000-8000-0000000000bb',
        propertyNumber: 1001,
        category: 'residential',
        problems: [],
      },
    ],
  },
};

/** The table's columns show by media query, which jsdom answers "no". */
function showColumns() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  showColumns();
  clearSession();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function chooseZip(container: HTMLElement) {
  const input = container.querySelector('input[type="file"]')!;
  const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'export.zip', {
    type: 'application/zip',
  });
  fireEvent.change(input, { target: { files: [file] } });
}

describe('import from another CRM (issue 32 point 5)', { timeout: 60_000 }, () => {
  it('uploads the ZIP, shows the preview with the fields not taken over, and publishes', async () => {
    const calls = stubApi((url, method) => {
      if (url.includes('/api/v1/seller')) return [200, { data: [] }];
      if (method === 'POST' && url.endsWith('/apply')) return [200, { data: imported }];
      if (method === 'POST') return [200, { data: preview }];
      return [200, { data: preview }];
    });
    const { container } = renderWithProviders(<ImportsPage />, '/admin/imports');
    chooseZip(container);
    fireEvent.click(await screen.findByRole('button', { name: texts.upload }));

    expect(await screen.findByText('Wohnung in Bozen', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText(texts.refused.type)).toBeTruthy();
    expect(screen.getByText(/Domus has no field for this/)).toBeTruthy();
    expect(screen.getByText('preise/provisionsnetto')).toBeTruthy();
    expect(screen.getByText(`${texts.publishHint}: Photos: at least 4.`)).toBeTruthy();
    const upload = calls.find((c) => c.method === 'POST')!;
    expect(upload.url).toContain('/api/v1/admin/imports');
    expect(upload.body).toBeInstanceOf(FormData);

    fireEvent.click(screen.getByRole('button', { name: texts.asPublished }));
    expect(
      await screen.findByText('1 created, 0 updated, 0 failed', {}, { timeout: 20_000 }),
    ).toBeTruthy();
    const applied = calls.find((c) => c.url.endsWith('/apply'))!;
    expect(applied.body).toEqual({ as: 'published' });
    // Imported: no second import of the same upload is offered.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: texts.asPublished })).toBeNull(),
    );
  });

  it('imports the listings for the seller chosen', async () => {
    const seller = {
      _id: '0b7c0000-0000-4000-8000-0000000000cc',
      name: 'Anna',
      familyName: 'Huber',
      email: 'anna@example.com',
      sellerType: 'private',
      isSelfInserted: false,
      language: 'de',
    };
    const calls = stubApi((url, method) => {
      if (url.includes('/api/v1/seller')) return [200, { data: [seller] }];
      if (method === 'POST' && url.endsWith('/apply')) return [200, { data: imported }];
      return [200, { data: preview }];
    });
    const { container } = renderWithProviders(<ImportsPage />, '/admin/imports');
    chooseZip(container);
    fireEvent.click(await screen.findByRole('button', { name: texts.upload }));
    const [owner] = await screen.findAllByLabelText(
      texts.owner,
      { selector: 'input' },
      { timeout: 20_000 },
    );
    fireEvent.change(owner!, { target: { value: 'Hub' } });
    // jsdom lays nothing out, so the list's positioning hides it as if its field were off screen.
    fireEvent.click(
      await screen.findByRole('option', { name: /Anna Huber/, hidden: true }, { timeout: 20_000 }),
    );
    fireEvent.click(screen.getByRole('button', { name: texts.asDraft }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/apply'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/apply'))!.body).toEqual({
      as: 'draft',
      owner: seller._id,
    });
  });

  it('shows a refused upload’s message from the API', async () => {
    stubApi(() => [
      422,
      { error: { code: 'import_zip_bomb', message: texts.errors.import_zip_bomb } },
    ]);
    const { container } = renderWithProviders(<ImportsPage />, '/admin/imports');
    chooseZip(container);
    fireEvent.click(await screen.findByRole('button', { name: texts.upload }));
    expect(
      await screen.findByText(texts.errors.import_zip_bomb, {}, { timeout: 20_000 }),
    ).toBeTruthy();
  });
});
