import type { UploadedFile } from '@domus/domain/core/file.schema';
import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../shared/components/responsive-image';
import type { Translate } from '../utils/detail-sections';
import { isViewable } from '../utils/gallery-images';
import classes from './property-detail.module.css';

/**
 * Floor plans, cadastral and land-register extracts (seller-side.md §2 Upload areas): pictures
 * open in the viewer, PDFs open in a new tab from their preview.
 */
export function PropertyPlans({
  plans,
  onOpenImage,
}: {
  plans: UploadedFile[];
  /** Opens the viewer on the picture plans, starting at `index` among them. */
  onOpenImage: (images: UploadedFile[], index: number) => void;
}) {
  const { t: typedT } = useTranslation();
  const t = typedT as unknown as Translate;
  const pictures = plans.filter((plan) => !plan.pdfUrl && isViewable(plan));

  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
      {plans.map((plan) => {
        const kind = t(`property:values.fileKind.${plan.type}`);
        const caption = (
          <Text size="sm" p="xs" lineClamp={2}>
            {plan.pdfUrl && <IconFileTypePdf size={16} aria-hidden style={{ verticalAlign: -3 }} />}{' '}
            {kind}
          </Text>
        );
        const preview = (
          <ResponsiveImage
            image={plan.variants?.card || plan.variants?.gallery || !plan.pdfUrl ? plan : null}
            alt=""
            variants={['card', 'card2x']}
            sizes="(max-width: 48em) 50vw, 300px"
            aspectRatio={6 / 5}
          />
        );
        if (plan.pdfUrl) {
          return (
            <a
              key={plan._id}
              className={classes.plan}
              href={plan.pdfUrl}
              target="_blank"
              rel="noopener"
              aria-label={t('detail:openPdf', { name: kind })}
            >
              {preview}
              {caption}
            </a>
          );
        }
        return (
          <UnstyledButton
            key={plan._id}
            className={classes.plan}
            onClick={() => onOpenImage(pictures, pictures.indexOf(plan))}
            aria-label={t('detail:openPlan', { name: kind })}
          >
            {preview}
            {caption}
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
