import { Box, Grid, Group, Skeleton, Stack } from '@mantine/core';
import classes from './property-detail.module.css';

/**
 * The detail page while its listing loads: the geometry of the real page (breadcrumb, title,
 * gallery, price, key facts, description and contact card), at least a screen tall, so the
 * footer stays below the fold and nothing moves when the listing arrives (no layout shift).
 */
export function PropertyDetailSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="xl" aria-busy="true" aria-label={label} className={classes.skeleton}>
      <Stack gap="xs">
        <Skeleton height={16} width={180} />
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Stack gap={4} className={classes.skeletonHeading}>
            <Skeleton height={35} width="70%" />
            <Skeleton height={35} width="50%" hiddenFrom="sm" />
            <Skeleton height={20} width={200} />
          </Stack>
          <Skeleton height={36} width={110} radius="sm" />
        </Group>
      </Stack>

      <Box visibleFrom="sm">
        <Skeleton radius="md" className={classes.galleryGridSkeleton} />
      </Box>
      <Box hiddenFrom="sm">
        <Skeleton radius="md" className={classes.galleryStripSkeleton} />
      </Box>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <Stack gap="xs">
              <Skeleton height={34} width={200} />
              <Skeleton height={25} width={280} />
            </Stack>
            <Stack gap="sm">
              <Skeleton height={30} width={160} />
              <Skeleton height={16} />
              <Skeleton height={16} />
              <Skeleton height={16} width="90%" />
              <Skeleton height={16} width="60%" />
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={303} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
