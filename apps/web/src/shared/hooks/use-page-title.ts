import { agencyConfig } from '@domus/domain/core/agency.config';
import { useEffect } from 'react';

/** Sets the document title of a page: "Page | Agency", or the agency name alone. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${agencyConfig.name}` : agencyConfig.name;
  }, [title]);
}
