import { defineCatalog } from '../i18n/catalog';
import { LOAD_FAILED_MESSAGE } from '../hooks/useLoad';

/**
 * The words shared-ui's base parts say themselves (LoadFailure, Modal, ConfirmDialog, Carousel), in
 * the page's language: English as they always said it, Hindi fetched with a Hindi page's catalogs. A part
 * given its own label (closeLabel, cancelLabel) says that instead. Inside LocaleScope "en" (the doctor's
 * area) they stay English.
 */
export const baseCatalog = defineCatalog(
  'ui.base',
  {
    tryAgain: 'Try again',
    loadFailed: LOAD_FAILED_MESSAGE,
    close: 'Close',
    cancel: 'Cancel',
    play: 'Play',
    pause: 'Pause',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    slide: '{number} of {count}',
    showSlide: 'Show slide {number} of {count}',
  },
  // Named as the shell's chrome Hindi (one chunk in the shell's build: both are on every Hindi page).
  () => import(/* webpackChunkName: "hi-shell" */ './baseMessages.hi'),
);
