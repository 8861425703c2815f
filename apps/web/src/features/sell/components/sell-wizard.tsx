import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Stepper.layer.css';
import { MESSAGE_KEYS, WIZARD_STEPS, type Language, type Subtype } from '@domus/domain/constants';
import { hasEnoughImages } from '@domus/domain/rules/main-images';
import { selectableTypes } from '@domus/domain/rules/rent';
import {
  canConfirmListings,
  canPickCustomer,
  canSellWithoutCustomer,
  canSetPropertyNumber,
  canSetVideo,
} from '@domus/domain/rules/permissions';
import { isYouTubeLink } from '@domus/domain/rules/youtube';
import type { Me } from '@domus/domain/schemas/account.schema';
import type { Property } from '@domus/domain/schemas/property.schema';
import type { PropertyType } from '@domus/domain/schemas/property-type.schema';
import type { ProfileInput } from '@domus/domain/schemas/seller.schema';
import { confirmListingHref, webPaths } from '@domus/domain/web-routes';
import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  Progress,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconArrowRight,
  IconDeviceFloppy,
  IconEye,
  IconHistory,
  IconSend,
} from '@tabler/icons-react';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { showToast, ToastHost } from '../../../shared/ui/toast-host';
import { YesNoDialog } from '../../../shared/ui/yes-no-dialog';
import { useSaveListing } from '../api/save-listing';
import { useWizardState } from '../hooks/use-wizard-state';
import { readOnlyReason } from '../utils/read-only';
import { ownSellerChanged, ownSellerPayload, validateOwnSeller } from '../utils/seller-step';
import { LAST_STEP, STEP, WIZARD_STEP_IDS, wizardProgress } from '../utils/wizard-progress';
import type { WizardSlots } from '../utils/wizard-slots';
import {
  fieldValues,
  shownFieldMessages,
  withFieldMessages,
  type FieldMessages,
} from '../utils/field-messages';
import {
  chosenType,
  hasStreetNumber,
  listingBody,
  newWizardState,
  stepOfField,
  wizardStateFromProperty,
  type WizardState,
} from '../utils/wizard-state';
import { wizardStorageKey } from '../utils/wizard-storage';
import { FilesStep } from './files-step';
import { LocationStep } from './location-step';
import { OfferStep } from './offer-step';
import { agentNeedsOwnData, SellerStep } from './seller-step';
import classes from './sell-wizard.module.css';
import { TextsStep } from './texts-step';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt';

/** The fields a refused save names that no step shows beside a field of its own. */
function isShownAtField(field: string): boolean {
  const step = stepOfField(field);
  if (step === STEP.details || step === STEP.location || step === STEP.texts) return true;
  return (
    ['owner', 'type', 'images', 'plans', 'video'].includes(field) ||
    field.startsWith('externalAgent.')
  );
}

/** The hint saying why Next is disabled. */
const NEXT_HINT_ID = 'wizard-next-hint';
/** The hint saying why the wizard waits for the uploads. */
const UPLOADS_HINT_ID = 'wizard-uploads-hint';

/** Props of {@link SellWizard}. */
export interface SellWizardProps<D> {
  me: Me;
  language: Language;
  /** Every property type (GET /types). */
  types: readonly PropertyType[];
  /** The listing opened in edit mode; absent for a new listing. */
  listing?: Property;
  slots: WizardSlots<D>;
  /** Saves the seller's own data through the account (PATCH /account/me); answers the account. */
  saveProfile: (values: ProfileInput) => Promise<Me>;
  /** Called with the listing as saved (a draft or the submitted listing). */
  onSaved?: (property: Property) => void | Promise<void>;
}

/**
 * The sell and edit wizard (seller-side.md §2 Sell wizard, reading A; decisions.md Seller
 * wizard): six steps — seller, rent or buy and type, location, the category's details in
 * sub-steps, title and description, images and plans — with the progress bar and its
 * percent-complete label, Back from step 2 and Next, each step checked before moving on.
 *
 * What is entered is kept in browser storage per account and listing, so Back and a reload keep
 * it; leaving past step 0 with unsaved changes asks first. Save keeps a server-side draft;
 * Submit needs four images and sends the whole listing (POST for a new one, PATCH for a listing
 * or draft that exists). A refused submit keeps everything and takes the user to the first step
 * the server complained about, with its messages at their fields. After a submit admins go to
 * the confirm dialog of an unconfirmed listing, everyone else to their account with a message.
 *
 * A listing the viewer may see but not change opens read-only (docs/decisions/012): every step
 * can be looked at, nothing can be changed, uploaded, deleted or saved.
 */
export function SellWizard<D>({
  me,
  language,
  types,
  listing,
  slots,
  saveProfile,
  onSaved,
}: SellWizardProps<D>) {
  const { t } = useTranslation('sell');
  const { t: te } = useTranslation('errors');
  const navigate = useNavigate();
  const save = useSaveListing();

  const staff = canPickCustomer(me.admin);
  const readOnly = listing ? readOnlyReason(listing, me) : null;
  const locked = readOnly !== null;
  const account = me._id ?? me.email;
  const wizard = useWizardState<D>({
    key: wizardStorageKey(
      account,
      listing ? { category: listing.category, id: listing._id } : null,
    ),
    base: listing?.updatedAt ?? null,
    persist: !locked,
    initial: () =>
      listing
        ? wizardStateFromProperty(listing, me, language, slots.details)
        : newWizardState<D>(me, language),
  });
  const { state, update } = wizard;

  // Uploads finishing later, also after step 5 was left, add to the files as they are then.
  const uploads = slots.uploads;
  useEffect(
    () =>
      uploads.connect((change) =>
        update((current) => ({ ...current, files: change(current.files) })),
      ),
    [uploads, update],
  );
  const uploading = useSyncExternalStore(uploads.subscribe, uploads.busy, uploads.busy);
  // Files the server holds with the listing: removing one must not delete it there.
  const savedFileIds = useMemo(
    () => new Set([...wizard.saved.files.images, ...wizard.saved.files.plans].map((f) => f._id)),
    [wizard.saved],
  );

  // The page's title is the route's, which also stands while the wizard loads.
  const title = t(listing ? 'wizard.titleEdit' : 'wizard.titleNew');

  // A type renting does not allow stays chosen (hidden) with its details until another is
  // chosen, so that choosing sale again brings both back; until then no type is chosen.
  const typeOfDetails = chosenType(types, state.typeId);
  const type =
    typeOfDetails && selectableTypes([typeOfDetails], state.rent).length > 0
      ? typeOfDetails
      : undefined;
  const subtype = type?.id as Subtype | undefined;
  // Another type whose details would lose entered values, waiting for the user's answer.
  const [retyping, setRetyping] = useState<{ name: string; apply: () => void } | null>(null);
  const sections = type && subtype ? slots.details.sections(type.category, subtype) : [];
  const progress = wizardProgress(state.step, state.section, sections.length);
  const stepId = WIZARD_STEP_IDS[state.step] ?? 'seller';
  const stepTitle = t(`wizard.steps.${stepId}`);

  // The seller's own data as the seller form checks them; every other message sits at a field
  // of the listing and leaves when that field changes.
  const [sellerErrors, setSellerErrors] = useState<FormErrors>({});
  const [messages, setMessages] = useState<FieldMessages>({});
  const shown = shownFieldMessages(messages, fieldValues(state));
  const messagesOfStep = (step: number) =>
    Object.fromEntries(Object.entries(shown).filter(([field]) => stepOfField(field) === step));
  /** Shows `found` at their fields, bound to the fields' values in `at` (the values sent). */
  const showMessages = (
    found: Record<string, string>,
    options: { at?: WizardState<D>; recheck?: (field: string) => boolean } = {},
  ) =>
    setMessages((current) =>
      withFieldMessages(current, found, fieldValues(options.at ?? state), {
        fromServer: !!options.at,
        ...(options.recheck ? { recheck: options.recheck } : {}),
      }),
    );
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<'next' | 'draft' | 'submit' | null>(null);
  const finished = useRef(false);
  // A save under way may hold any file of the form: removing one meanwhile only takes it out of
  // the form, as for a saved file (the server drops files no listing uses after a day).
  const keptFileIds = useMemo(
    () =>
      busy === null
        ? savedFileIds
        : new Set([
            ...savedFileIds,
            ...[...state.files.images, ...state.files.plans].map((file) => file._id),
          ]),
    [busy, savedFileIds, state.files],
  );

  // The step's heading takes the focus on every step change (not on arrival), so that keyboard
  // and screen-reader users start reading the new step.
  const heading = useRef<HTMLHeadingElement>(null);
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    heading.current?.focus();
  }, [state.step, state.section]);

  // Leaving while files travel would lose them too.
  const shouldBlock = useCallback(
    () => !locked && !finished.current && state.step > STEP.seller && (wizard.dirty || uploading),
    [locked, state.step, wizard.dirty, uploading],
  );

  const onLocationChange = useCallback(
    (address: WizardState<D>['address'], location: WizardState<D>['location']) =>
      update((current) => ({ ...current, address, location })),
    [update],
  );

  const goTo = (step: number, section = 0) => {
    setAlert(null);
    update((current) => ({ ...current, step, section }));
  };

  const advance = () =>
    update((current) => {
      if (current.step === STEP.details && current.section < sections.length - 1) {
        return { ...current, section: current.section + 1 };
      }
      const step = Math.min(LAST_STEP, current.step + 1);
      return { ...current, step, section: step === STEP.details ? 0 : current.section };
    });

  const back = () => {
    setAlert(null);
    update((current) => {
      if (current.step === STEP.details && current.section > 0) {
        return { ...current, section: current.section - 1 };
      }
      if (current.step === STEP.texts) {
        return { ...current, step: STEP.details, section: Math.max(0, sections.length - 1) };
      }
      return { ...current, step: Math.max(0, current.step - 1), section: 0 };
    });
  };

  /** Step 0's rules (seller-side.md §5 Seller step); the own data are saved to the account. */
  const completeSellerStep = async (): Promise<boolean> => {
    const seller = state.seller;
    if (staff && seller.customer) return true;
    if (staff && !agentNeedsOwnData(me, seller)) {
      if (canSellWithoutCustomer(me.admin)) return true; // An agent moves on (§5).
      showMessages({ owner: t('wizard.seller.customerRequired') });
      return false;
    }
    const errors = validateOwnSeller(seller.own);
    setSellerErrors(errors);
    if (Object.keys(errors).length > 0) return false;
    if (!ownSellerChanged(seller.own, me, language)) return true;
    setBusy('next');
    try {
      await saveProfile(ownSellerPayload(seller.own, me));
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0) {
        setSellerErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
      } else {
        const reason = error instanceof Error ? error.message : '';
        setAlert(`${t('wizard.seller.saveFailed')} ${reason}`.trim());
      }
      return false;
    } finally {
      setBusy(null);
    }
  };

  const next = async () => {
    setAlert(null);
    if (locked) {
      advance();
      return;
    }
    if (state.step === STEP.seller) {
      if (!(await completeSellerStep())) return;
      setSellerErrors({});
    } else if (state.step === STEP.offer) {
      if (!type || !subtype) {
        showMessages({ type: te(MESSAGE_KEYS.required) });
        return;
      }
      if (state.details === null) {
        const details = slots.details.initial(type.category, subtype, new Date());
        update((current) => ({ ...current, details }));
      }
    } else if (state.step === STEP.location) {
      if (!hasStreetNumber(state.location)) return;
    } else if (state.step === STEP.details) {
      if (!type || !subtype || state.details === null) return;
      const errors = slots.details.validate(
        type.category,
        subtype,
        state.rent,
        state.section,
        state.details,
      );
      // This sub-step's earlier findings give way to the new ones.
      const section = sections[state.section];
      showMessages(errors, {
        recheck: (field) =>
          stepOfField(field) === STEP.details &&
          (!slots.details.sectionOf ||
            slots.details.sectionOf(type.category, subtype, field) === section),
      });
      if (Object.keys(errors).length > 0) return;
    }
    advance();
  };

  /**
   * Rent or buy and the type (seller-side.md §2 step 1). Another type keeps step 3's values as
   * far as they apply to it (the details slot says how); before values entered there are lost,
   * the user is asked.
   */
  const chooseOffer = ({ rent, typeId }: { rent: boolean; typeId: string | null }) => {
    const from = typeOfDetails;
    const to = chosenType(types, typeId);
    if (!from || !to || from._id === to._id || state.details === null) {
      update((current) => ({
        ...current,
        rent,
        typeId,
        ...(typeId === current.typeId ? {} : { details: null, section: 0 }),
      }));
      return;
    }
    const retyped = slots.details.retype(
      { category: from.category, subtype: from.id as Subtype },
      { category: to.category, subtype: to.id as Subtype },
      state.details,
      new Date(),
    );
    const apply = () =>
      update((current) => ({ ...current, rent, typeId, details: retyped.values, section: 0 }));
    if (retyped.discards) setRetyping({ name: to.name[language], apply });
    else apply();
  };

  /** Shows a refused save's messages at their steps and takes the user to the first one. */
  const showRefusal = (error: unknown, sent: WizardState<D>) => {
    if (!(error instanceof ApiError) || error.fields.length === 0) {
      const reason = error instanceof Error ? error.message : '';
      setAlert(`${t('wizard.failed.save')} ${reason}`.trim());
      return;
    }
    const refused: Record<string, string> = {};
    for (const { field, message } of error.fields) refused[field] ??= message;
    showMessages(refused, { at: sent });
    const elsewhere = error.fields.filter((f) => !isShownAtField(f.field)).map((f) => f.message);
    setAlert([t('wizard.failed.fields'), ...new Set(elsewhere)].join(' '));

    const step = Math.min(...error.fields.map((f) => stepOfField(f.field)));
    let section = 0;
    if (step === STEP.details && type && subtype && slots.details.sectionOf) {
      const indexes = error.fields
        .map((f) => slots.details.sectionOf?.(type.category, subtype, f.field) ?? null)
        .map((id) => (id === null ? -1 : sections.indexOf(id)))
        .filter((index) => index >= 0);
      section = indexes.length > 0 ? Math.min(...indexes) : 0;
    }
    update((current) => ({ ...current, step, section }));
  };

  /** Save (`isDraft: true`) or Submit (seller-side.md §2 step 5; contracts of the drafts). */
  const saveListing = async (isDraft: boolean) => {
    if (!type || !subtype || busy || uploading) return;
    setAlert(null);
    setMessages({});
    if (canSetVideo(me.admin) && state.video.trim() !== '' && !isYouTubeLink(state.video)) {
      showMessages({ video: te(MESSAGE_KEYS.video) });
      return;
    }
    if (!isDraft && !hasEnoughImages(state.files.images.length)) {
      showMessages({ images: te(MESSAGE_KEYS.minImages) });
      return;
    }
    const sent: WizardState<D> = state;
    setBusy(isDraft ? 'draft' : 'submit');
    try {
      const saved = await save.mutateAsync({
        target: { category: type.category, id: listing?._id ?? null },
        body: listingBody(sent, {
          me,
          category: type.category,
          subtype,
          details: slots.details,
          isDraft,
          editing: !!listing,
        }),
      });
      await onSaved?.(saved);
      if (isDraft) {
        const asDraft = (values: WizardState<D>) => ({
          ...values,
          kept: { ...values.kept, isDraft: true },
        });
        showToast({ kind: 'success', message: t('wizard.done.draftSaved') });
        if (!listing) {
          // From now on this is the draft's wizard: its values leave /sell's storage for the
          // draft's own, with the draft's version, so that a later /sell starts afresh and the
          // draft's values are dropped once it changes elsewhere (submitted, confirmed).
          finished.current = true;
          wizard.relocate(wizardStorageKey(account, { category: saved.category, id: saved._id }), {
            saved: asDraft(sent),
            version: saved.updatedAt,
            change: asDraft,
          });
          void navigate(generatePath(webPaths.edit, { type: saved.category, id: saved._id }), {
            replace: true,
          });
          return;
        }
        wizard.markSaved(asDraft(sent), saved.updatedAt);
        update(asDraft);
        return;
      }
      finished.current = true;
      wizard.discard();
      if (canConfirmListings(me.admin) && !saved.isConfirmed) {
        void navigate(confirmListingHref(saved.category, saved._id));
        return;
      }
      const done =
        listing && !listing.isDraft
          ? 'wizard.done.updated'
          : saved.isConfirmed
            ? 'wizard.done.published'
            : 'wizard.done.submitted';
      showToast({ kind: 'success', message: t(done) });
      void navigate('/account');
    } catch (error) {
      showRefusal(error, sent);
    } finally {
      setBusy(null);
    }
  };

  const canSaveDraft = !locked && (!listing || state.kept.isDraft);
  const last = state.step === LAST_STEP;
  const nextDisabled = !locked && state.step === STEP.location && !hasStreetNumber(state.location);

  let content: ReactNode = null;
  if (state.step === STEP.seller) {
    content = (
      <SellerStep
        me={me}
        value={state.seller}
        onChange={(seller) => update((current) => ({ ...current, seller }))}
        errors={{
          ...sellerErrors,
          ...(shown.owner ? { customer: shown.owner } : {}),
          ...messagesOfStep(STEP.seller),
        }}
        readOnly={locked}
        editing={!!listing}
        renderCustomerPicker={slots.renderCustomerPicker}
      />
    );
  } else if (state.step === STEP.offer) {
    content = (
      <OfferStep
        types={types}
        rent={state.rent}
        typeId={state.typeId}
        language={language}
        typeFixed={!!listing}
        error={shown.type ?? null}
        readOnly={locked}
        onChange={chooseOffer}
      />
    );
  } else if (state.step === STEP.location) {
    content = (
      <LocationStep
        address={state.address}
        location={state.location}
        language={language}
        readOnly={locked}
        serverErrors={Object.values(messagesOfStep(STEP.location))}
        onChange={onLocationChange}
      />
    );
  } else if (state.step === STEP.details && type && subtype && state.details !== null) {
    content = slots.details.render({
      category: type.category,
      subtype,
      rent: state.rent,
      isAdmin: canSetPropertyNumber(me.admin),
      section: state.section,
      values: state.details,
      onChange: (details) => update((current) => ({ ...current, details })),
      errors: messagesOfStep(STEP.details),
      readOnly: locked,
    });
  } else if (state.step === STEP.texts) {
    content = (
      <TextsStep
        value={state.texts}
        language={language}
        readOnly={locked}
        errors={messagesOfStep(STEP.texts)}
        onChange={(texts) => update((current) => ({ ...current, texts }))}
      />
    );
  } else if (state.step === STEP.files) {
    content = (
      <FilesStep
        uploads={{
          value: state.files,
          savedFileIds: keptFileIds,
          readOnly: locked,
          error: shown.images ?? shown.plans ?? null,
        }}
        video={state.video}
        onVideoChange={(video) => update((current) => ({ ...current, video }))}
        videoError={shown.video}
        showVideo={canSetVideo(me.admin)}
        readOnly={locked}
        renderUploads={uploads.render}
      />
    );
  }

  const sectionTitle =
    state.step === STEP.details && sections.length > 1
      ? t('wizard.sectionOf', { section: state.section + 1, count: sections.length })
      : null;

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <ToastHost />
      <UnsavedChangesPrompt shouldBlock={shouldBlock} onLeave={wizard.discard} />
      <YesNoDialog
        opened={retyping !== null}
        title={t('wizard.offer.retypeTitle')}
        question={t('wizard.offer.retypeQuestion', { type: retyping?.name ?? '' })}
        yes={t('wizard.offer.retypeYes')}
        no={t('wizard.offer.retypeNo')}
        pending={false}
        onYes={() => {
          retyping?.apply();
          setRetyping(null);
        }}
        onNo={() => setRetyping(null)}
      />
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {title}
          </Title>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {t('wizard.stepOf', {
                step: state.step + 1,
                count: WIZARD_STEPS,
                title: stepTitle,
              })}
            </Text>
            <Text size="sm" fw={600} data-testid="wizard-progress-label">
              {t('wizard.progress', { value: progress })}
            </Text>
          </Group>
          <Progress value={progress} size="md" radius="xl" aria-label={t('wizard.progressLabel')} />
        </Stack>

        <Stepper
          active={state.step}
          onStepClick={(step) => {
            if (!uploading && (locked || step < state.step)) goTo(step);
          }}
          allowNextStepsSelect={locked}
          size="sm"
          labelPosition="bottom"
          className={classes.stepper}
        >
          {WIZARD_STEP_IDS.map((id, index) => (
            <Stepper.Step
              key={id}
              label={t(`wizard.steps.${id}`)}
              aria-current={index === state.step ? 'step' : undefined}
            />
          ))}
        </Stepper>

        {readOnly && (
          <Alert color="blue" icon={<IconEye size={18} aria-hidden />}>
            {t(`wizard.readOnly.${readOnly}`)}
          </Alert>
        )}
        {wizard.origin !== 'fresh' && (
          <Alert
            color={wizard.origin === 'outdated' ? 'orange' : 'blue'}
            icon={<IconHistory size={18} aria-hidden />}
            withCloseButton
            closeButtonLabel={t('wizard.closeNotice')}
            onClose={wizard.dismissOrigin}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {t(wizard.origin === 'outdated' ? 'wizard.outdated' : 'wizard.restored')}
              </Text>
              {wizard.origin === 'restored' && (
                <Button size="xs" variant="light" onClick={wizard.reset}>
                  {t('wizard.startOver')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {alert && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {alert}
          </Alert>
        )}

        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'xl' }}
          component="section"
          aria-labelledby="wizard-step-heading"
        >
          <Stack gap="md">
            <div>
              <Title
                order={2}
                size="h3"
                id="wizard-step-heading"
                ref={heading}
                tabIndex={-1}
                className={classes.stepHeading}
              >
                {stepTitle}
              </Title>
              {sectionTitle && (
                <Text c="dimmed" size="sm" mt={4}>
                  {sectionTitle}
                </Text>
              )}
            </div>
            {content}
          </Stack>
        </Paper>

        <div className={classes.actions}>
          {state.step >= STEP.location && (
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              onClick={back}
              disabled={busy !== null || uploading}
              aria-describedby={uploading ? UPLOADS_HINT_ID : undefined}
            >
              {t('wizard.back')}
            </Button>
          )}
          <div className={classes.forward}>
            {last && canSaveDraft && (
              <Button
                variant="default"
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                onClick={() => void saveListing(true)}
                loading={busy === 'draft'}
                disabled={(busy !== null && busy !== 'draft') || uploading}
                aria-describedby={uploading ? UPLOADS_HINT_ID : undefined}
              >
                {t('wizard.saveDraft')}
              </Button>
            )}
            {last && !locked ? (
              <Button
                leftSection={<IconSend size={18} aria-hidden />}
                onClick={() => void saveListing(false)}
                loading={busy === 'submit'}
                disabled={(busy !== null && busy !== 'submit') || uploading}
                aria-describedby={uploading ? UPLOADS_HINT_ID : undefined}
              >
                {t(listing && !state.kept.isDraft ? 'wizard.submitChanges' : 'wizard.submit')}
              </Button>
            ) : (
              !last && (
                <Button
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                  onClick={() => void next()}
                  loading={busy === 'next'}
                  disabled={nextDisabled || uploading}
                  aria-describedby={nextDisabled ? NEXT_HINT_ID : undefined}
                >
                  {t('wizard.next')}
                </Button>
              )
            )}
          </div>
        </div>
        {uploading && (
          <Text
            id={UPLOADS_HINT_ID}
            size="sm"
            c="dimmed"
            role="status"
            ta={{ base: 'center', xs: 'end' }}
          >
            {t('wizard.files.uploading')}
          </Text>
        )}
        {nextDisabled && (
          // Why Next waits, also before the street fields show (seller-side.md §5 Step 2).
          <Text id={NEXT_HINT_ID} size="sm" c="orange.8" ta={{ base: 'center', xs: 'end' }}>
            {te(MESSAGE_KEYS.streetNumber)}
          </Text>
        )}
        {last && canSaveDraft && (
          <Text size="sm" c="dimmed" ta={{ base: 'center', xs: 'end' }}>
            {t('wizard.files.draftHint')}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
