import '@mantine/core/styles/Stepper.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import { MAIN_IMAGES_COUNT, type Category } from '@domus/domain/core/constants';
import {
  canLeaveMainImageStep,
  mainImagesComplete,
  requiredMainImages,
  toggleMainImage,
} from '@domus/domain/listing/main-images';
import { sellerName } from '@domus/domain/person/seller-name';
import type { UploadedFile } from '@domus/domain/core/file.schema';
import type { Property } from '@domus/domain/listing/property.schema';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Radio,
  Stack,
  Stepper,
  Text,
} from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { useFreshProperty } from '../../../shared/api/get-property';
import { FileThumbnail } from '../../../shared/components/file-thumbnail';
import { getLanguage } from '../../../shared/i18n/current-language';
import { showToast } from '../../../shared/ui/toast-host';
import { useSaveConfirmation } from '../api/save-confirmation';
import { choosableFiles, initialChoice } from '../utils/main-image-choice';
import classes from './confirm-listing.module.css';

/** A file's names on its card: its kind and place among the files of its kind, and in full. */
type FileLabel = { short: string; full: string };

/** Each file's label: its kind, its place among the files of its kind, its name. */
function useFileLabels(files: UploadedFile[]): Map<string, FileLabel> {
  const { t } = useTranslation('sell');
  const seen = new Map<string, number>();
  const labels = new Map<string, FileLabel>();
  for (const file of files) {
    const position = (seen.get(file.type) ?? 0) + 1;
    seen.set(file.type, position);
    const kind = t(`confirm.kinds.${file.type}`);
    labels.set(file._id, {
      short: `${kind} ${position}`,
      full: t('confirm.fileLabel', { kind, position, name: file.name }),
    });
  }
  return labels;
}

/**
 * A file name with a line-break opportunity after each `_`, `-` and `.`, where a person reads a
 * break: "IMG_2024_0612.jpg" has no space, and a narrow card broke it inside a word (issue 30
 * point 12); only a part too long for a line of its own is still broken inside.
 */
export function breakableName(name: string): ReactNode[] {
  return name
    .split(/(?<=[_\-.])/)
    .flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]));
}

/** The picture and caption of a file on a choice card. */
function CardContent({
  file,
  label,
  indicator,
}: {
  file: UploadedFile;
  label: FileLabel;
  indicator: React.ReactNode;
}) {
  return (
    <>
      <FileThumbnail file={file} alt="" sizes="140px" />
      <div className={classes.caption} title={label.full}>
        {indicator}
        <span className={classes.name}>
          <strong>{label.short}</strong>
          <br />
          {breakableName(file.name)}
        </span>
      </div>
    </>
  );
}

/** Step 1: the one main image, among the images. */
function MainImageStep({
  images,
  labels,
  value,
  onChange,
}: {
  images: UploadedFile[];
  labels: Map<string, FileLabel>;
  value: string | null;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('sell');
  if (!images.length) return <Text c="dimmed">{t('confirm.noImages')}</Text>;
  return (
    <Radio.Group value={value} onChange={onChange} label={t('confirm.chooseMain')}>
      <div className={classes.grid}>
        {images.map((file) => (
          <Radio.Card
            key={file._id}
            value={file._id}
            className={classes.card}
            radius="sm"
            aria-label={labels.get(file._id)!.full}
          >
            <CardContent
              file={file}
              label={labels.get(file._id)!}
              indicator={<Radio.Indicator size="xs" />}
            />
          </Radio.Card>
        ))}
      </div>
    </Radio.Group>
  );
}

/** Step 2: the main images, among images and plans, in the order chosen. */
function MainImagesStep({
  files,
  labels,
  value,
  onChange,
}: {
  files: UploadedFile[];
  labels: Map<string, FileLabel>;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation('sell');
  const required = requiredMainImages(files.length);
  if (!files.length) return <Text c="dimmed">{t('confirm.noFiles')}</Text>;
  const full = value.length >= required;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text id="confirm-main-images-help">
          {files.length < MAIN_IMAGES_COUNT
            ? t('confirm.chooseAll', { count: files.length })
            : t('confirm.chooseMainImages', { count: required })}
        </Text>
        <Text size="sm" c={full ? 'teal' : 'dimmed'} role="status" data-testid="main-images-count">
          {t('confirm.chosen', { count: value.length, required })}
        </Text>
      </Group>
      <div
        className={classes.grid}
        role="group"
        aria-labelledby="confirm-main-images-help"
        data-full={full || undefined}
      >
        {files.map((file) => {
          const order = value.indexOf(file._id);
          return (
            <Checkbox.Card
              key={file._id}
              className={classes.card}
              radius="sm"
              checked={order !== -1}
              // A fifth choice is ignored (seller-side.md §4).
              onClick={() => onChange(toggleMainImage(value, file._id))}
              aria-label={labels.get(file._id)!.full}
            >
              <CardContent
                file={file}
                label={labels.get(file._id)!}
                indicator={<Checkbox.Indicator size="xs" />}
              />
              {order !== -1 && (
                <Badge className={classes.order} circle aria-hidden>
                  {order + 1}
                </Badge>
              )}
            </Checkbox.Card>
          );
        })}
      </div>
    </Stack>
  );
}

/** Why saving failed: the server's message and, for a validation error, its fields' messages. */
function failureText(error: Error): string[] {
  if (error instanceof ApiError && error.fields.length) {
    return [error.message, ...new Set(error.fields.map((field) => field.message))];
  }
  return [error.message];
}

/** The two steps with their buttons, for a loaded listing. */
function ConfirmSteps({
  property,
  onSaved,
}: {
  property: Property;
  onSaved: (saved: Property) => void;
}) {
  const { t } = useTranslation('sell');
  const language = getLanguage();
  const save = useSaveConfirmation();
  const [step, setStep] = useState(0);
  const [choice, setChoice] = useState(() => initialChoice(property));
  const files = choosableFiles(property);
  const labels = useFileLabels(files);
  const canGoOn = canLeaveMainImageStep(choice.mainImage, property.images.length);
  const draft = property.isDraft;
  const canSave = !draft && mainImagesComplete(choice.mainImages, files.length);
  const owner = property.owner;
  const ownerName = owner ? sellerName(owner) : '';
  const stepsRef = useRef<HTMLDivElement>(null);
  const stepped = useRef(false);
  // Next and Back replace the button just pressed: the keyboard's focus goes on to the step's
  // first choice (the chosen main image on step 1) instead of getting lost.
  useEffect(() => {
    if (!stepped.current) return;
    const steps = stepsRef.current;
    const choice =
      steps?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ??
      steps?.querySelector<HTMLElement>('[role="radio"], [role="checkbox"]');
    choice?.focus();
  }, [step]);
  const goToStep = (next: number) => {
    stepped.current = true;
    setStep(next);
  };

  const submit = () =>
    save.mutate(
      { property, choice },
      {
        onSuccess: (saved) => {
          // The dialog closes: a toast says what was done (issue 18).
          showToast({
            message: t(property.isConfirmed ? 'confirm.mainImagesSaved' : 'confirm.confirmed'),
            kind: 'success',
          });
          onSaved(saved);
        },
        // seller-side.md §8: a failed confirmation is logged and the dialog stays open.
        onError: (error) => console.error('Confirming the listing failed', error),
      },
    );

  return (
    <Stack gap="lg">
      <div>
        <Text fw={600}>
          {t('confirm.listing', {
            type: property.type.name[language],
            number: property.property_id,
          })}
        </Text>
        {ownerName && (
          <Text size="sm" c="dimmed">
            {t('confirm.seller', { name: ownerName })}
            {[owner?.email, owner?.tel].filter(Boolean).map((contact) => ` · ${contact}`)}
          </Text>
        )}
      </div>
      {draft && (
        <Alert color="orange" role="alert">
          {t('confirm.draft')}
        </Alert>
      )}
      <div ref={stepsRef}>
        <Stepper active={step} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={t('confirm.stepMain')} description={t('confirm.stepMainHint')}>
            <MainImageStep
              images={property.images}
              labels={labels}
              value={choice.mainImage}
              onChange={(id) => setChoice((current) => ({ ...current, mainImage: id }))}
            />
          </Stepper.Step>
          <Stepper.Step
            label={t('confirm.stepMainImages')}
            description={t('confirm.stepMainImagesHint', { count: MAIN_IMAGES_COUNT })}
          >
            <MainImagesStep
              files={files}
              labels={labels}
              value={choice.mainImages}
              onChange={(ids) => setChoice((current) => ({ ...current, mainImages: ids }))}
            />
          </Stepper.Step>
        </Stepper>
      </div>
      {save.isError && (
        <Alert color="red" title={t('confirm.failed')} role="alert">
          {failureText(save.error).map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
      <Group justify="space-between" className={classes.footer}>
        {step === 1 ? (
          <Button variant="default" onClick={() => goToStep(0)} disabled={save.isPending}>
            {t('confirm.back')}
          </Button>
        ) : (
          <span />
        )}
        {step === 0 ? (
          <Button onClick={() => goToStep(1)} disabled={!canGoOn}>
            {t('confirm.next')}
          </Button>
        ) : (
          <Button onClick={submit} disabled={!canSave} loading={save.isPending}>
            {t(property.isConfirmed ? 'confirm.saveMainImages' : 'confirm.saveConfirm')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The staff confirm dialog (seller-side.md §2 Dialogs, §4 Confirm dialog, §7 PATCH): step 1
 * picks the main image among the images (Next once one is chosen, when there are images); step
 * 2 picks four main images among images and plans (all of them when fewer exist; a fifth is
 * ignored); Back returns to step 1; Save sends the whole listing, confirmed, with both choices.
 * For a listing already confirmed it changes the main images and says so. A failure keeps the
 * dialog open with the server's message. `onClose` gets the saved listing, or null when the
 * dialog was closed without saving.
 */
export function ConfirmListingDialog({
  category,
  id,
  opened,
  onClose,
}: {
  category: Category;
  id: string;
  opened: boolean;
  onClose: (saved: Property | null) => void;
}) {
  const { t } = useTranslation('sell');
  const listing = useFreshProperty(category, id, opened);
  const property = listing.data;
  return (
    <Modal
      opened={opened}
      onClose={() => onClose(null)}
      title={t(property?.isConfirmed ? 'confirm.titleMainImages' : 'confirm.title')}
      size="xl"
    >
      {!opened ? null : listing.isError ? (
        <Alert color="red" role="alert">
          {listing.error.message}
        </Alert>
      ) : !property ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('confirm.loading')} />
        </Group>
      ) : (
        <ConfirmSteps key={`${category}/${id}`} property={property} onSaved={onClose} />
      )}
    </Modal>
  );
}
