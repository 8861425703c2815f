import type { ListingPortalState } from '@domus/domain/feeds/portal-transfer.schema';
import { Anchor, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A readiness issue as the API names it: a catalog key of the admin catalog and its values. */
type Issue = ListingPortalState['issues'][number];

/**
 * What a portal requires that a listing lacks (issue 32 point 1), each reason in the viewer's
 * language (the API's catalog keys `admin:feeds.<portal>.<reason>`); with `editHref` each
 * reason links to the listing's edit page, where it is fixed.
 */
export function ReadinessIssues({ issues, editHref }: { issues: Issue[]; editHref?: string }) {
  const { t } = useTranslation('admin');
  return (
    <List size="sm" spacing={2}>
      {issues.map((issue) => {
        const text = t(issue.key as 'portals.title', issue.values ?? {});
        return (
          <List.Item key={`${issue.key}:${issue.field}`}>
            {editHref ? (
              <Anchor href={editHref} size="sm" inherit>
                {text}
              </Anchor>
            ) : (
              text
            )}
          </List.Item>
        );
      })}
    </List>
  );
}
