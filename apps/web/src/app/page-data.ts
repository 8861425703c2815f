/**
 * What the server reads for a public page before it renders it (issue 31 point 3, decision 058):
 * per page of the domain's declarations (pages/public-pages.ts), the queries it shows, read
 * with the options of the hooks that show them, so that the browser finds their answers in the
 * page and asks nothing again. A page may name images it shows first, found in its data.
 */
import type { Language } from '@domus/domain/core/constants';
import { buildSearchParams, parseSearchParams } from '@domus/domain/search/search-query';
import type { ImagePreload } from '@domus/domain/pages/hydration';
import type { PageName } from '@domus/domain/pages/page-contract';
import { cardImagePreload } from '@domus/domain/pages/page-head';
import type { QueryClient } from '@tanstack/react-query';
import { newestPropertiesQuery } from '../features/properties/api/get-newest-properties';
import { searchPropertiesQuery } from '../features/properties/api/search-properties';
import { typesQuery } from '../features/types/api/get-types';
import { propertyQuery } from '../shared/api/get-property';

/** Where a page is read: its address (without `?lang=`), its path's values and the language. */
export type PageDataRequest = { url: URL; params: Record<string, string>; lang: Language };

/** Reads a page's queries into the client; resolves with the images the page shows first. */
export type PageDataLoader = (
  queryClient: QueryClient,
  request: PageDataRequest,
) => Promise<ImagePreload[] | void>;

/** The pages that show data, by name; the others show the build's texts alone. */
export const pageData: Partial<Record<PageName, PageDataLoader>> = {
  // Its newest listings too, which a visitor without JavaScript would not see otherwise
  // (issue 30.10).
  home: async (queryClient, { lang }) => {
    await Promise.all([
      queryClient.prefetchQuery(typesQuery),
      queryClient.prefetchQuery(newestPropertiesQuery(lang)),
    ]);
  },
  // The first card's photo is fetched with the entry script.
  search: async (queryClient, { url, lang }) => {
    const results = searchPropertiesQuery(
      buildSearchParams(parseSearchParams(url.searchParams)),
      lang,
    );
    await Promise.all([queryClient.prefetchQuery(typesQuery), queryClient.prefetchQuery(results)]);
    const first = queryClient.getQueryData(results.queryKey)?.result[0];
    const preload = first && cardImagePreload(first.image ?? null);
    return preload ? [preload] : [];
  },
  property: async (queryClient, { params }) => {
    await queryClient.prefetchQuery(propertyQuery(params.type ?? '', params.id ?? ''));
  },
  find: async (queryClient) => {
    await queryClient.prefetchQuery(typesQuery);
  },
};
