import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './find.module.css';

/**
 * The drawing dialog's footer (seller-side.md §2 Location picker): Cancel and Save, Save disabled
 * until a named zone exists; while the dialog asks whether to throw away what has been drawn, the
 * question with Keep drawing and Discard instead.
 */
export function DrawZoneFooterSection({
  asking,
  canSave,
  onKeepDrawing,
  onDiscard,
  onCancel,
  onSave,
}: {
  asking: boolean;
  canSave: boolean;
  onKeepDrawing: () => void;
  onDiscard: () => void;
  onCancel: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation('find');
  return asking ? (
    <Group justify="flex-end" gap="sm" className={classes.drawFooter} role="alert">
      <Text fw={500} mr="auto">
        {t('draw.discardQuestion')}
      </Text>
      <Button
        variant="default"
        onClick={onKeepDrawing}
        // The question takes the keyboard's focus, which was on the button just pressed.
        ref={(node) => node?.focus()}
      >
        {t('draw.keepDrawing')}
      </Button>
      <Button color="red" onClick={onDiscard}>
        {t('draw.discard')}
      </Button>
    </Group>
  ) : (
    <Group justify="flex-end" gap="sm" className={classes.drawFooter}>
      <Button variant="default" onClick={onCancel}>
        {t('draw.cancel')}
      </Button>
      <Button onClick={onSave} disabled={!canSave}>
        {t('draw.save')}
      </Button>
    </Group>
  );
}
