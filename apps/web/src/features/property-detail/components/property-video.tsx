import { youTubeEmbedUrl } from '@domus/domain/listing/youtube';
import { AspectRatio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './property-detail.module.css';

/** The listing's video in YouTube's privacy-enhanced player, loaded when scrolled near. */
export function PropertyVideo({ youTubeId }: { youTubeId: string }) {
  const { t } = useTranslation('detail');
  return (
    <AspectRatio ratio={16 / 9}>
      <iframe
        className={classes.videoFrame}
        src={youTubeEmbedUrl(youTubeId)}
        title={t('video')}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
      />
    </AspectRatio>
  );
}
