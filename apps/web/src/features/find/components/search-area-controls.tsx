import type { Language } from '@domus/domain/core/constants';
import { Button } from '@mantine/core';
import { IconPolygon, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getLanguage } from '../../../shared/i18n/current-language';
import { loadFindTexts } from '../i18n/load-find-texts';

// The map, the drawing tools and their texts arrive only when the visitor wants to draw.
const SearchAreaDialog = lazy(async () => {
  const [dialog] = await Promise.all([
    import('./search-area-dialog'),
    loadFindTexts(getLanguage()),
  ]);
  return dialog;
});

/**
 * The results page's drawn area (issue 34 point 2): "Draw an area" opens the drawing map, and
 * with an area in the address "Draw again" and "Remove the area", a link to the same search
 * without it.
 */
export function SearchAreaControls({
  drawn,
  language,
  removeHref,
  onDrawn,
}: {
  /** Whether the search has a drawn area. */
  drawn: boolean;
  language: Language;
  /** The same search without the area. */
  removeHref: string;
  /** Called with the area drawn, as the address writes it. */
  onDrawn: (shape: string) => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // The dialog's code is asked for on the first click and then kept, so closing keeps it ready.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPolygon size={16} aria-hidden />}
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
      >
        {drawn ? t('search.drawAgain') : t('search.drawArea')}
      </Button>
      {drawn && (
        <Button
          component={Link}
          to={removeHref}
          variant="subtle"
          leftSection={<IconX size={16} aria-hidden />}
        >
          {t('search.removeArea')}
        </Button>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <SearchAreaDialog
            opened={opened}
            language={language}
            onClose={() => setOpened(false)}
            onDrawn={(shape) => {
              setOpened(false);
              onDrawn(shape);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
