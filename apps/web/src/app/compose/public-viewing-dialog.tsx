import type { Language } from '@domus/domain/core/constants';
import { CaptchaField, loadCaptchaTexts } from '../../features/auth/components/captcha-field';
import { loadAccountTexts } from '../../features/auth/i18n/load-account-texts';
import {
  ViewingDialog,
  type ViewingDialogProps,
} from '../../features/viewings/components/viewing-dialog';
import { loadViewingTexts } from '../../features/viewings/i18n/load-viewing-texts';
import type { RenderViewingCaptcha } from '../../features/viewings/utils/viewing-captcha';
import { getLanguage } from '../../shared/i18n/current-language';

/** The captcha reports its payload through its handle; the viewing form keeps no copy. */
const keepNoPayload = () => {};

/**
 * The texts the dialog needs for a visitor: its own, the captcha's label (the `account`
 * namespace) and the widget's.
 */
export async function loadViewingDialogTexts(language: Language = getLanguage()): Promise<void> {
  await Promise.all([
    loadViewingTexts(language),
    loadAccountTexts(language),
    loadCaptchaTexts(language),
  ]);
}

const renderCaptcha: RenderViewingCaptcha = (handleRef) => (
  <CaptchaField language={getLanguage()} onChange={keepNoPayload} handleRef={handleRef} />
);

/**
 * The viewing dialog of the property page (issue 33 point 1) with the login feature's captcha
 * for visitors, composed here because features do not import each other; one chunk, fetched on
 * the first click on "Book a viewing".
 */
export function PublicViewingDialog(props: Omit<ViewingDialogProps, 'renderCaptcha'>) {
  return <ViewingDialog {...props} renderCaptcha={renderCaptcha} />;
}
