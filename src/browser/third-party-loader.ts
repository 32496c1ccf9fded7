/**
 * Loads reCAPTCHA v3 and the tag manager after the first interaction (spec §7). What to load is
 * in `#third-party-scripts` (src/components/layout/ThirdPartyScripts.astro), which the layout
 * renders only when something is configured and never on /dashboard. A tag manager that fails to
 * start is reported to error reporting on the live site and logged to the console on staging.
 */
import {
  FIRST_INTERACTION_EVENTS,
  recaptchaScriptUrl,
  tagManagerScriptUrl,
} from '#lib/third-parties/third-party-scripts.ts';
import { reportError } from './error-reporting.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function addScript(src: string, onError: () => void): void {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.addEventListener('error', onError);
  document.head.append(script);
}

function startTagManager(containerId: string, staging: boolean): void {
  const fail = (error: unknown) => {
    if (staging) console.error('The tag manager failed to start:', error);
    else reportError(error);
  };
  try {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(tagManagerScriptUrl(containerId), () =>
      fail(new Error(`The tag manager container ${containerId} did not load.`)),
    );
  } catch (error) {
    fail(error);
  }
}

function loadThirdParties(settings: DOMStringMap): void {
  if (settings.recaptchaSiteKey) {
    addScript(recaptchaScriptUrl(settings.recaptchaSiteKey), () => console.warn('reCAPTCHA did not load.'));
  }
  if (settings.tagManagerId) startTagManager(settings.tagManagerId, settings.staging === 'true');
}

const settings = document.getElementById('third-party-scripts')?.dataset;
if (settings) {
  const options = { capture: true, passive: true } as const;
  const onFirstInteraction = () => {
    for (const type of FIRST_INTERACTION_EVENTS) removeEventListener(type, onFirstInteraction, options);
    loadThirdParties(settings);
  };
  for (const type of FIRST_INTERACTION_EVENTS) addEventListener(type, onFirstInteraction, options);
}
