// @vitest-environment jsdom
import type { Coordinates } from '@domus/domain/core/common.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../../shared/test/render-with-providers';
import type { DrawnZone } from '../utils/saved-search-form';
import { DrawZoneDialog } from './draw-zone-dialog';
import { LocationPicker } from './location-picker';
import type { DrawZoneMapProps } from './draw-zone-map';

const texts = testTexts.find.draw;

// Leaflet needs a real browser (the buying E2E test draws on it): here a stand-in keeps the map's
// side of the contract, telling the dialog of corners placed and of the closed polygon.
vi.mock('./draw-zone-map', async () => {
  const { useEffect, useState } = await import('react');
  const square = {
    type: 'Polygon' as const,
    coordinates: [
      [
        [11.1, 46.6],
        [11.2, 46.6],
        [11.2, 46.7],
        [11.1, 46.6],
      ] as [number, number][],
    ],
  };
  return {
    default: function FakeDrawZoneMap({ center, onChange, handleRef }: DrawZoneMapProps) {
      const [points, setPoints] = useState(0);
      useEffect(() => {
        handleRef.current = {
          undo: () => setPoints((n) => Math.max(0, n - 1)),
          finish: () => {
            if (points >= 3) onChange({ points: 0, polygon: square, problem: null });
          },
          restart: () => setPoints(0),
          addPointAtCenter: () => setPoints((n) => n + 1),
        };
      });
      useEffect(() => {
        onChange({ points, polygon: null, problem: points >= 500 ? 'tooManyPoints' : null });
      }, [points, onChange]);
      return (
        <div data-testid="map" data-center={`${center.lat},${center.lng}`}>
          <button type="button" onClick={() => setPoints((n) => n + 1)}>
            place a corner
          </button>
          <button type="button" onClick={() => setPoints(500)}>
            place 500 corners
          </button>
        </div>
      );
    },
  };
});

/** The dialog behind a button, as the location picker opens it. */
function Harness({
  onSave,
  center = null,
}: {
  onSave: (zone: DrawnZone) => void;
  center?: Coordinates | null;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        open
      </button>
      <DrawZoneDialog
        opened={opened}
        center={center}
        language="en"
        onClose={() => setOpened(false)}
        onSave={onSave}
      />
    </>
  );
}

async function open() {
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  const dialog = await screen.findByRole('dialog', { name: texts.title });
  await within(dialog).findByTestId('map');
  return dialog;
}

const placeCorners = (dialog: HTMLElement, count: number) => {
  for (let i = 0; i < count; i += 1) {
    fireEvent.click(within(dialog).getByRole('button', { name: 'place a corner' }));
  }
};

const escape = () =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', code: 'Escape' });

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  stubApi((url) =>
    url === '/api/v1/config'
      ? [200, { data: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' } }]
      : [404, { error: { code: 'not_found', message: 'not found' } }],
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('drawing dialog (seller-side.md §2 Location picker)', () => {
  it('asks before discarding corners placed; Escape while asking keeps drawing', async () => {
    renderWithProviders(<Harness onSave={() => {}} />);
    const dialog = await open();
    placeCorners(dialog, 2);
    expect(within(dialog).getByText(/2 points/)).toBeDefined();

    escape();
    expect(await within(dialog).findByText(texts.discardQuestion)).toBeDefined();
    expect(within(dialog).getByRole('button', { name: texts.keepDrawing })).toBe(
      document.activeElement,
    );
    escape();
    await waitFor(() => expect(within(dialog).queryByText(texts.discardQuestion)).toBeNull());
    expect(screen.getByRole('dialog', { name: texts.title })).toBe(dialog);
    expect(within(dialog).getByText(/2 points/)).toBeDefined();

    fireEvent.click(within(dialog).getByRole('button', { name: texts.cancel }));
    fireEvent.click(await within(dialog).findByRole('button', { name: texts.discard }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: texts.title })).toBeNull());
  });

  it('closes at once when nothing has been drawn', async () => {
    renderWithProviders(<Harness onSave={() => {}} />);
    await open();
    escape();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: texts.title })).toBeNull());
  });
});

describe('drawing dialog: a zone of too many corners', () => {
  it('says how many corners a zone may have and does not offer to close it', async () => {
    renderWithProviders(<Harness onSave={() => {}} />);
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'place 500 corners' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      texts.tooManyPoints.replace('{{max}}', '499'),
    );
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: texts.finish }).disabled,
    ).toBe(true);
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: texts.addPoint }).disabled,
    ).toBe(true);
  });
});

describe('where the drawing map opens (decision 017)', () => {
  it('at the place chosen last, looked up when the place came without a position (a saved search being changed)', async () => {
    const calls = stubApi((url) => {
      if (url === '/api/v1/config') return [200, { data: { tileUrl: 'https://tiles.example' } }];
      if (url.startsWith('/api/v1/locations/search')) {
        return [
          200,
          {
            data: [
              {
                _id: '021051',
                id: '021051',
                name: 'Merano',
                type: 'municipality',
                names: { it: 'Merano', de: 'Meran' },
                point: { lat: 46.67, lng: 11.16 },
              },
            ],
          },
        ];
      }
      return [404, { error: { code: 'not_found', message: 'not found' } }];
    });
    renderWithProviders(
      <LocationPicker
        value={[{ type: 'municipality', id: '021051', name: 'Merano', label: 'Merano' }]}
        onChange={() => {}}
        language="en"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: testTexts.find.form.drawZone }));
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    expect((await within(dialog).findByTestId('map')).dataset.center).toBe('46.67,11.16');
    expect(calls.some((call) => call.url.startsWith('/api/v1/locations/search?q=Merano'))).toBe(
      true,
    );
  });
});

describe('drawing dialog when the map settings cannot be read', () => {
  it('says so with a button that tries again, instead of loading for ever', async () => {
    let failing = true;
    const calls = stubApi((url) =>
      url === '/api/v1/config' && !failing
        ? [200, { data: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' } }]
        : [503, { error: { code: 'unavailable', message: 'unavailable' } }],
    );
    renderWithProviders(<Harness onSave={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    expect(await within(dialog).findByText(texts.mapFailed)).toBeDefined();

    failing = false;
    fireEvent.click(within(dialog).getByRole('button', { name: testTexts.find.retry }));
    expect(await within(dialog).findByTestId('map')).toBeDefined();
    expect(within(dialog).queryByText(texts.mapFailed)).toBeNull();
    expect(calls.filter((call) => call.url === '/api/v1/config')).toHaveLength(2);
  });
});
